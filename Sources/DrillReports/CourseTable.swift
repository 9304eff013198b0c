import DrillPresentation

/// The course in order, each lesson marked done, in progress or new, and what is next.
public struct CourseTable: Sendable, TerminalReport {
  public let progress: CourseProgress

  public init(progress: CourseProgress) {
    self.progress = progress
  }

  public func render(width: Int = 100) -> StyledText {
    let next = progress.next
    var text = StyledText("Swift through the games\n", style: .heading)
    for (index, lesson) in progress.course.enumerated() {
      let state: (String, TextStyle) =
        switch progress.state(of: lesson.id) {
        case .done: ("✓ done", .success)
        case .inProgress: ("◐ in progress", .warning)
        case .new: ("· new", .muted)
        }
      var counts = "pages \(progress.pagesRead(of: lesson))/\(lesson.pageCount)"
      if !lesson.checks.isEmpty {
        counts += " · checks \(progress.checksPassed(of: lesson))/\(lesson.checks.count)"
      }
      let title = TerminalSanitizer.strip(lesson.title)
      let marker = lesson.id == next?.id ? "  ← next" : ""
      var row = StyledText(String(format: "%3d  ", index + 1), style: .muted)
      row.append(state.0.padding(toLength: 14, withPad: " ", startingAt: 0), style: state.1)
      row.append(lesson.id.padding(toLength: 22, withPad: " ", startingAt: 0), style: .bold)
      let paddedCounts = counts.padding(toLength: max(26, counts.count + 2), withPad: " ", startingAt: 0)
      if row.displayWidth + paddedCounts.count + title.displayWidth + marker.count <= width {
        row.append(paddedCounts, style: .muted)
        row.append(title)
        row.append(marker + "\n", style: .accent)
        text.append(row)
        continue
      }
      // Narrow: number, state and id on one line, then the title and the counts under them.
      var first = StyledText(String(format: "%3d  ", index + 1), style: .muted)
      first.append(state.0 + "  ", style: state.1)
      first.append(lesson.id, style: .bold)
      first.append(marker, style: .accent)
      var second = StyledText("     " + title)
      second.append(" · " + counts, style: .muted)
      for line in first.fitted(toWidth: width, hangingIndent: 5) + second.fitted(toWidth: width) {
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
