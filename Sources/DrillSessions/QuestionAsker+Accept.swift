import DrillContent
import DrillEvaluation
import DrillPresentation
import DrillScheduling
import Foundation

/// `:accept`: a wrong short answer counted as right from now on, and graded again for the review
/// it was given in.
extension QuestionAsker {
  /// `:accept` typed at the pause after feedback; true when `:quit` was typed at its confirmation.
  @discardableResult
  public mutating func acceptPending() -> Bool {
    acceptLastRejected(reader: AnswerReader(console: console))
  }

  /// `:accept`: shows exactly what will count as right from now on and asks to confirm. True when
  /// the learner typed `:quit` there: nothing is accepted and the session is to end with its summary
  /// (session 51's closing note: it was asked again, "Type y to accept it…").
  @discardableResult
  mutating func acceptLastRejected(reader: AnswerReader) -> Bool {
    guard let (question, answer) = lastRejected else {
      console.writeLine(
        ":accept works right after a short answer was marked wrong (what a program prints is not open to "
          + "accepting).", style: .muted)
      return false
    }
    console.writeLine("From now on this will count as right for \(question.id):", style: .bold)
    for line in answer.split(separator: "\n", omittingEmptySubsequences: false) {
      console.writeContent("  │ \(line)\n", style: .code)
    }
    console.writeLine(Self.comparisonNote(question), style: .muted)
    lastRejected = nil
    // Under a timed question the confirmation ticks too; the time running out here declines,
    // and the question's next prompt ends it.
    // On a terminal no default: `:accept` was typed to accept, so a stray Enter (the pause's
    // habit) is not taken as No (session 48's tryout); it asks again. Piped, an empty line is No,
    // as it was: asked again, a script's next line (its next answer) was eaten as the reply
    // (session 48's review, finding 17). Any other word asks again, on a terminal and piped: it
    // was taken as No, so a typo ("yse") declined (session 49).
    var reply: String?
    while case .input(.line(let line)) = reader.line(prompt: "Accept it? y/n> ") {
      let word = line.trimmingCharacters(in: .whitespaces).lowercased()
      if Self.acceptReplies.contains(word) || (word.isEmpty && !console.isInteractive) {
        reply = word
        break
      }
      if MetaCommand(line) == .quit {
        console.writeLine("Not accepted.", style: .muted)
        return true
      }
      console.writeLine("Type y to accept it, n to leave it as graded.", style: .muted)
    }
    guard let reply, ["y", "yes"].contains(reply) else {
      console.writeLine("Not accepted.", style: .muted)
      return false
    }
    guard context.accept(answer, for: question) else { return false }
    console.writeLine(
      "Accepted: this answer counts as right for \(question.id) from now on "
        + "('accepted --remove \(question.id)' undoes it).", style: .success)
    regrade(question, response: lastRejectedResponse)
    lastRejectedResponse = nil
    return false
  }

  /// The accepted answer graded again, now that it is accepted: right for the review it was
  /// given in too (its points, its rating, when it comes back), or why not on screen.
  private mutating func regrade(_ question: Question, response: Response?) {
    guard var response else { return }
    response.personalAccepts = context.personalAccepts(for: question)
    let outcome = context.evaluator.evaluate(question, response)
    guard outcome.correct else {
      console.writeLine("This review stays as graded: the answer is still not read as right.", style: .muted)
      return
    }
    guard let after = context.regradeLast(question, outcome: outcome) else {
      console.writeLine(
        "This review stays a miss (it could not be graded again); later answers like it count as right.",
        style: .muted)
      return
    }
    let points = outcome.credit * Double(question.points)
    let earned = points.rounded() == points ? String(Int(points)) : String(format: "%.1f", points)
    // No drill serves a lesson's check (the forecast leaves them out): no next review is promised.
    let next =
      context.mode == .lesson
      ? "" : "; next review \(SessionTally.relative(after.due, from: context.clock.now()))"
    console.writeLine(
      "Graded again: ✓ right for this review too, +\(earned) of \(question.points) points "
        + "(rated \(outcome.rating.name))\(next).", style: .success)
    regraded = (question, outcome, points)
  }

  /// The replies `:accept`'s question takes; any other asks again.
  static let acceptReplies: Set<String> = ["y", "yes", "n", "no"]

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
