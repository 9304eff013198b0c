import DrillContent
import Foundation

/// The loop every study mode runs: ask the next question, add it to the tally,
/// stop when the learner leaves or the input ends, and (on a terminal) pause
/// after the feedback. Each mode says which question comes next.
struct StudyLoop {
  /// One question to ask, with how to show it.
  struct Step {
    var question: Question
    var options: AskOptions
  }

  let context: StudyContext
  /// The mode's name in "Quiz cancelled.".
  let name: String
  /// Whether a terminal waits after each feedback (not in interviews, which show none).
  var pausesAfterFeedback = true

  /// Asks `next(number)` (number counts from 1) until it returns nil or the
  /// session ends; `answered` sees each result, `isLast(asked)` says whether the
  /// pause leads to the summary.
  func run(
    started: Date, next: (_ number: Int) -> Step?, isLast: (_ asked: Int) -> Bool,
    answered: (Question, AskResult) -> Void = { _, _ in },
    regraded: (Question) -> Void = { _ in }
  ) -> SessionTally {
    var asker = QuestionAsker(context: context)
    var tally = SessionTally(started: started)
    var asked = 0
    while let step = next(asked + 1) {
      asked += 1
      let result = asker.ask(step.question, options: step.options)
      // `:accept` → y typed at this question's prompt graded the one before again (counted
      // before this answer, which may be to the same question).
      if let earlier = asker.takeRegraded() {
        tally.regrade(earlier.question, outcome: earlier.outcome, points: earlier.points)
        regraded(earlier.question)
      }
      tally.add(step.question, result)
      answered(step.question, result)
      if result == .interrupted {
        context.console.writeLine(
          "\(name) cancelled. The question on screen was not recorded.", style: .muted)
      }
      // The end of input cancels nothing: the answers given are kept and the summary follows
      // (docs/scripting.md). Session 43's tryout read "Quiz cancelled." at a piped self-rating.
      if result == .endOfInput {
        context.console.writeLine("Input ended; the question on screen was not recorded.", style: .muted)
      }
      if result.endsSession { break }
      let last = isLast(asked)
      let goesOn = !pausesAfterFeedback || Pause.afterFeedback(context: context, asker: &asker, isLast: last)
      if let again = asker.takeRegraded() {
        tally.regrade(again.question, outcome: again.outcome, points: again.points)
        regraded(again.question)
      }
      guard goesOn else {
        // Leaving at a pause cancels nothing: every answer given is recorded (session 38: it said
        // "Drill cancelled.", as if they were lost). Before the summary, every question was asked.
        if !last {
          context.console.writeLine("\(name) ended early. Your answers so far are saved.", style: .muted)
        }
        break
      }
    }
    return tally
  }
}
