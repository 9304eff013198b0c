import DrillContent
import DrillPresentation

/// `:accept`: the last wrong short or output answer counted as right from now on.
extension QuestionAsker {
  /// `:accept` typed at the pause after feedback.
  public mutating func acceptPending() {
    acceptLastRejected(reader: AnswerReader(console: console))
  }

  /// `:accept`: shows exactly what will count as right from now on and asks to confirm.
  mutating func acceptLastRejected(reader: AnswerReader) {
    guard let (question, answer) = lastRejected else {
      console.writeLine(":accept works right after a short or output answer was marked wrong.", style: .muted)
      return
    }
    console.writeLine("From now on this will count as right for \(question.id):", style: .bold)
    for line in answer.split(separator: "\n", omittingEmptySubsequences: false) {
      console.writeContent("  │ \(line)\n", style: .code)
    }
    console.writeLine(Self.comparisonNote(question), style: .muted)
    lastRejected = nil
    // Under a timed question the confirmation ticks too; the time running out here declines,
    // and the question's next prompt ends it.
    guard case .input(.line(let reply)) = reader.line(prompt: "Accept it? y/N> "),
      ["y", "yes"].contains(reply.trimmingCharacters(in: .whitespaces).lowercased())
    else {
      console.writeLine("Not accepted.", style: .muted)
      return
    }
    if context.accept(answer, for: question) {
      console.writeLine(
        "Accepted: this answer counts as right for \(question.id) from now on "
          + "('accepted --remove \(question.id)' undoes it).", style: .success)
    }
  }

  /// How an accepted answer will be compared, in words.
  static func comparisonNote(_ question: Question) -> String {
    switch (question.type, question.compare) {
    case (.output, .lines):
      "Compared line by line: indentation and line breaks count, trailing spaces do not."
    case (.output, .loose):
      "Compared loosely: runs of spaces and surrounding blank lines do not matter."
    default:
      "Compared as short answers are: letter case and runs of spaces do not matter."
    }
  }
}
