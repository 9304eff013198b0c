import DrillKitTesting
import Foundation
import Testing

@testable import DrillContent
@testable import DrillEvaluation
@testable import DrillProgress
@testable import DrillScheduling
@testable import DrillSessions

/// `:hint` is offered only where the question has a hint, and a hint says what it costs
/// (issue 28).
@Suite struct QuestionAskerHintOfferTests {
  private func codeQuestion(hints: [String]) -> Question {
    var question = SessionFixtures.code("c1")
    question.hints = hints
    return question
  }

  /// The editor prompt of a code question; `:skip` leaves before anything is compiled.
  private func editorPrompt(for question: Question) -> String {
    let (context, console) = SessionFixtures.context(
      lines: [":skip"], store: nil, interactive: true, editCode: { $0 })
    var asker = QuestionAsker(context: context)
    expectEqual(asker.ask(question), .skipped)
    return console.transcript
  }

  @Test func aQuestionWithoutHintsDoesNotOfferOne() {
    let transcript = editorPrompt(for: codeQuestion(hints: []))
    expectContains(transcript, "Enter opens your editor (or type :skip, :quit)> ", "\(transcript)")
    expectNotContains(transcript, ":hint", "\(transcript)")
  }

  @Test func aQuestionWithHintsOffersThem() {
    let transcript = editorPrompt(for: codeQuestion(hints: ["Multiply."]))
    expectContains(transcript, "(or type :skip, :hint, :quit)> ", "\(transcript)")
  }

  @Test func usingAHintShowsItsCostOnce() throws {
    var question = SessionFixtures.short("s1")
    question.hints = ["Three letters.", "It starts with y."]
    let (context, console) = SessionFixtures.context(
      lines: [":hint", ":hint", "yes"], store: nil, interactive: true)
    var asker = QuestionAsker(context: context)
    let result = asker.ask(question)
    let transcript = console.transcript
    expectContains(transcript, "Hint 1/2: Three letters.")
    expectEqual(
      console.flowingTranscript.components(separatedBy: QuestionAsker.hintCost).count, 2, "\(transcript)")
    // The cost is what happens: right after a hint is rated Hard.
    expectEqual(result.recorded?.outcome.rating, .hard)
  }

  @Test func aQuestionWithoutHintsSaysSoAndCostsNothing() {
    let (context, console) = SessionFixtures.context(lines: [":hint", "yes"], store: nil, interactive: true)
    var asker = QuestionAsker(context: context)
    let result = asker.ask(SessionFixtures.short("s1"))
    expectContains(console.transcript, "This question has no hints.")
    expectNotContains(console.flowingTranscript, "A hint's cost")
    expectEqual(result.recorded?.outcome.rating, .good)
  }
}
