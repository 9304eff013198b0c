/// The course in order, each lesson marked done, in progress or new, and what is next.
public struct CourseTable: Sendable {
  public let progress: CourseProgress

  public init(progress: CourseProgress) {
    self.progress = progress
  }

  public func render() -> StyledText {
    let next = progress.next
    var text = StyledText("Swift through the games\n", style: .heading)
    for (index, lesson) in progress.course.enumerated() {
      let state: (String, TextStyle) =
        switch progress.state(of: lesson.id) {
        case .done: ("✓ done", .success)
        case .inProgress: ("◐ in progress", .warning)
        case .new: ("· new", .muted)
        }
      text.append(String(format: "%3d  ", index + 1), style: .muted)
      text.append(state.0.padding(toLength: 14, withPad: " ", startingAt: 0), style: state.1)
      text.append(lesson.id.padding(toLength: 22, withPad: " ", startingAt: 0), style: .bold)
      text.append(TerminalSanitizer.strip(lesson.title))
      text.append(lesson.id == next?.id ? "  ← next\n" : "\n", style: .accent)
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
    return text
  }
}
