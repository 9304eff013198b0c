import DrillPresentation

/// The course in order, each lesson marked done, in progress or new, and what is next.
public struct CourseTable: Sendable {
  public let progress: CourseProgress
  /// The title column keeps at least this many columns in the one-line layout.
  static let minimumTitleWidth = 24

  public init(progress: CourseProgress) {
    self.progress = progress
  }

  /// One layout for every row: number, state, id, counts and title on one line when the
  /// title column leaves a title room (long titles wrap inside it), else the title and counts
  /// on a line under each lesson's id.
  public func render(width: Int = 100) -> StyledText {
    let next = progress.next
    var text = StyledText("Swift through the games\n", style: .heading)
    let rows = progress.course.map { lesson in
      var counts = "pages \(progress.pagesRead(of: lesson))/\(lesson.pageCount)"
      if !lesson.checks.isEmpty {
        counts += " · checks \(progress.checksPassed(of: lesson))/\(lesson.checks.count)"
      }
      return (lesson: lesson, counts: counts, title: TerminalSanitizer.strip(lesson.title))
    }
    let idWidth = max(22, (rows.map { $0.lesson.id.displayWidth }.max() ?? 0) + 2)
    let countsWidth = max(26, (rows.map(\.counts.count).max() ?? 0) + 2)
    let titleColumn = 5 + 14 + idWidth + countsWidth
    let markerWidth = "  ← next".count
    let wide = width - titleColumn - markerWidth >= Self.minimumTitleWidth
    for (index, row) in rows.enumerated() {
      let state: (String, TextStyle) =
        switch progress.state(of: row.lesson.id) {
        case .done: ("✓ done", .success)
        case .inProgress: ("◐ in progress", .warning)
        case .new: ("· new", .muted)
        }
      let marker = row.lesson.id == next?.id ? "  ← next" : ""
      if wide {
        var line = StyledText(String(format: "%3d  ", index + 1), style: .muted)
        line.append(state.0.padding(toLength: 14, withPad: " ", startingAt: 0), style: state.1)
        line.append(row.lesson.id.padding(toLength: idWidth, withPad: " ", startingAt: 0), style: .bold)
        line.append(row.counts.padding(toLength: countsWidth, withPad: " ", startingAt: 0), style: .muted)
        let titleLines = TextWrapper(width: width - titleColumn - markerWidth).lines(StyledText(row.title))
        for (number, title) in titleLines.enumerated() {
          text.append(number == 0 ? line : StyledText(String(repeating: " ", count: titleColumn)))
          text.append(title)
          if number == 0 { text.append(marker, style: .accent) }
          text.append("\n")
        }
        continue
      }
      // Narrow: number, state and id on one line, then the title and the counts under them.
      var first = StyledText(String(format: "%3d  ", index + 1), style: .muted)
      first.append(state.0 + "  ", style: state.1)
      first.append(row.lesson.id, style: .bold)
      first.append(marker, style: .accent)
      var second = StyledText("     " + row.title)
      second.append(" · " + row.counts, style: .muted)
      for line in first.fitted(toWidth: width, hangingIndent: 5)
        + second.fitted(toWidth: width, hangingIndent: 0)
      {
        text.append(line)
        text.append("\n")
      }
    }
    if let next {
      text.append("\nContinue with ")
      text.append("lesson \(next.id)", style: .code)
      text.append(".\n")
    } else {
      text.append("\nEvery lesson is done. Keep them fresh with ")
      text.append("drill", style: .code)
      text.append(".\n")
    }
    return StyledText(lines: text.fitted(toWidth: width))
  }
}
