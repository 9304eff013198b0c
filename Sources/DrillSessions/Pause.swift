/// The pause after feedback on a terminal, so the explanation can be read
/// before the next question scrolls it away; `:accept` works here too.
enum Pause {
  /// False when the learner pressed Ctrl-C, typed `:quit` or closed the input: the session ends.
  static func afterFeedback(context: StudyContext, asker: inout QuestionAsker, isLast: Bool) -> Bool {
    guard context.console.isInteractive else { return true }
    while true {
      let prompt = isLast ? "Enter for the summary> " : "Enter for the next question> "
      guard case .line(let line) = context.console.readLine(prompt: prompt) else { return false }
      switch MetaCommand(line) {
      case .accept:
        if asker.acceptPending() { return false }
      case .quit:
        return false
      default:
        return true
      }
    }
  }
}
