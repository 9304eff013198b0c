import DrillContent
import DrillPresentation

/// The last line of `check`: what was checked, what ran, and how many errors and warnings.
public struct CheckSummary: Sendable, TerminalReport {
  /// The code claims `check --run` compiled and ran, and how many came from the cache.
  public struct Proved: Sendable, Equatable {
    public var total: Int
    public var cached: Int
    /// Project stages whose model solution was built and checked.
    public var stages: Int

    public init(total: Int, cached: Int, stages: Int = 0) {
      self.total = total
      self.cached = cached
      self.stages = stages
    }
  }

  public let library: ContentLibrary
  public let proved: Proved?

  public init(library: ContentLibrary, proved: Proved?) {
    self.library = library
    self.proved = proved
  }

  public func render() -> StyledText {
    // Every question the packs hold, those left out for their errors too ("2 questions, 1 left
    // out for errors"): a pack of two with one broken question still holds two. Only a question
    // refused outright is counted there: an error its key point audit or `--run` finds leaves it in
    // (session 43's tryout read "1 with errors" beside 2 errors in 2 questions). Whenever there is
    // an error, the count is said, 0 too, so every failing check ends in one shape.
    let refused = library.packs.reduce(0) { $0 + $1.refusedQuestions }
    let questions = library.packs.reduce(0) { $0 + $1.questions.count } + refused
    let left = refused > 0 || library.errorCount > 0 ? ", \(refused) left out for errors" : ""
    var text = StyledText(
      "Checked \(library.packs.count) pack\(library.packs.count == 1 ? "" : "s") "
        + "(\(questions) question\(questions == 1 ? "" : "s")\(left)) and \(library.lessons.count) lesson"
        + "\(library.lessons.count == 1 ? "" : "s")")
    if let proved {
      text.append("; ran \(proved.total) code claim\(proved.total == 1 ? "" : "s") with swiftc")
      if proved.cached > 0 { text.append(" (\(proved.cached) from cache)") }
      if proved.stages > 0 {
        text.append(" and \(proved.stages) project stage\(proved.stages == 1 ? "" : "s")' model solutions")
      }
    }
    text.append(": ")
    text.append(counts)
    return text
  }

  /// The summary laid out for `width` columns: where it does not fit on one line,
  /// the counts ("0 errors, 1 warning") go whole on a line of their own.
  public func render(width: Int) -> StyledText {
    let line = render()
    guard line.displayWidth > width else { return line }
    var head = line
    head.spans.removeLast(counts.spans.count)
    head = head.trimmingTrailingSpaces()
    return StyledText(lines: head.fitted(toWidth: width, hangingIndent: 2) + [StyledText("  ") + counts])
  }

  private var counts: StyledText {
    let errors = library.errorCount
    let warnings = library.warningCount
    var text = StyledText("\(errors) error\(errors == 1 ? "" : "s")", style: errors > 0 ? .failure : .success)
    text.append(", \(warnings) warning\(warnings == 1 ? "" : "s")", style: warnings > 0 ? .warning : .plain)
    return text
  }
}
