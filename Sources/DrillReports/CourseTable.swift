import DrillPresentation

/// The course in order, each lesson marked done, started or new, and what is next.
public struct CourseTable: Sendable, TerminalReport {
  public let progress: CourseProgress
  /// The title column keeps at least this many columns in the one-line layout.
  static let minimumTitleWidth = 24

  public init(progress: CourseProgress) {
    self.progress = progress
  }

  /// One layout for every row. Wide: a header, then number, state, id, pages, checks and
  /// title on one line (long titles wrap inside their column); narrow, when the title column
  /// would leave a title too little room: the title and counts on a line under each lesson's id.
  public func render(width: Int = 100) -> StyledText {
    let next = progress.next
    var text = StyledText("Swift through the games\n", style: .heading)
    let rows = progress.course.map { lesson in
      let pages = "\(progress.pagesRead(of: lesson))/\(lesson.pageCount)"
      let checks = lesson.checks.isEmpty ? "–" : "\(progress.checksPassed(of: lesson))/\(lesson.checks.count)"
      return (lesson: lesson, pages: pages, checks: checks, title: TerminalSanitizer.strip(lesson.title))
    }
    let idWidth = max(8, (rows.map { $0.lesson.id.displayWidth }.max() ?? 0) + 2)
    let pagesWidth = max("pages".count, rows.map(\.pages.count).max() ?? 0) + 2
    let checksWidth = max("checks".count, rows.map(\.checks.count).max() ?? 0) + 2
    let stateWidth = 11
    let titleColumn = 5 + stateWidth + idWidth + pagesWidth + checksWidth
    let markerWidth = "  ← next".count
    let wide = width - titleColumn - markerWidth >= Self.minimumTitleWidth
    if wide {
      var header = "  #  " + "state".padding(toLength: stateWidth, withPad: " ", startingAt: 0)
      header += "lesson".padding(toLength: idWidth, withPad: " ", startingAt: 0)
      header += StyledText("pages").padded(toWidth: pagesWidth - 2, alignment: .right).plain + "  "
      header += StyledText("checks").padded(toWidth: checksWidth - 2, alignment: .right).plain
      text.append(header + "  title\n", style: .muted)
    }
    for (index, row) in rows.enumerated() {
      let state: (String, TextStyle) =
        switch progress.state(of: row.lesson.id) {
        case .done: ("✓ done", .success)
        case .inProgress: ("◐ started", .warning)
        case .new: ("· new", .muted)
        }
      let marker = row.lesson.id == next?.id ? "  ← next" : ""
      if wide {
        var line = StyledText(String(format: "%3d  ", index + 1), style: .muted)
        line.append(state.0.padding(toLength: stateWidth, withPad: " ", startingAt: 0), style: state.1)
        line.append(row.lesson.id.padding(toLength: idWidth, withPad: " ", startingAt: 0), style: .bold)
        line.append(StyledText(row.pages, style: .muted).padded(toWidth: pagesWidth - 2, alignment: .right))
        line.append("  ")
        line.append(StyledText(row.checks, style: .muted).padded(toWidth: checksWidth - 2, alignment: .right))
        line.append("  ")
        let titleWidth = width - titleColumn - (marker.isEmpty ? 0 : markerWidth)
        let titleLines = TextWrapper(width: titleWidth).lines(StyledText(row.title))
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
      // Each count stays whole on a narrow screen ("checks 0/2" is never split at its space).
      var counts = StyledText.glued("pages \(row.pages)")
      if !row.lesson.checks.isEmpty { counts += " · " + StyledText.glued("checks \(row.checks)") }
      second.append(" · " + counts, style: .muted)
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
