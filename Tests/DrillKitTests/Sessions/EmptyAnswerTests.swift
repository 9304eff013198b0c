import DrillKitTesting
import Foundation
import Testing

@testable import DrillContent
@testable import DrillEvaluation
@testable import DrillProgress
@testable import DrillSessions
@testable import DrillSupport

/// Session 44's tryout: an Enter at a `short` or `output` question (meant to page on in a lesson,
/// or pressed too soon) was graded as an empty answer, recorded as a miss and offered for `:accept`.
@Suite struct EmptyAnswerTests {
  let folder: TemporaryFolder
  let store: ProgressStore

  init() throws {
    folder = try TemporaryFolder()
    store = try ProgressStore(url: folder.database)
  }

  /// `question` asked with `lines` as input: its outcome, or nil (an issue recorded) when it was not
  /// answered, and the console.
  func answer(_ question: Question, lines: [String]) -> (Outcome?, ScriptedConsole) {
    let (context, console) = SessionFixtures.context(lines: lines, store: store)
    var asker = QuestionAsker(context: context)
    guard case .answered(let outcome, _) = asker.ask(question) else {
      Issue.record("not answered: \(console.transcript)")
      return (nil, console)
    }
    return (outcome, console)
  }

  @Test(arguments: ["", "   "])
  func anEmptyShortAnswerIsAskedAgainNotRecorded(line: String) throws {
    let (outcome, console) = answer(SessionFixtures.short("s1"), lines: [line, "yes"])
    guard let outcome else { return }
    expectTrue(outcome.correct)
    expectContains(console.transcript, "Nothing typed: type your answer")
    expectNotContains(console.transcript, "✗ Not quite")
    try expectEqual(store.reviews.reviewCount(), 1)
  }

  @Test func anEmptyShortAnswerThenTheEndOfInputRecordsNothing() throws {
    let (context, _) = SessionFixtures.context(lines: [""], store: store)
    var asker = QuestionAsker(context: context)
    expectEqual(asker.ask(SessionFixtures.short("s1")), .endOfInput)
    try expectEqual(store.reviews.reviewCount(), 0)
  }

  @Test func anEmptyOutputAnswerIsAskedAgainNotRecorded() throws {
    let (outcome, console) = answer(SessionFixtures.output("o1"), lines: [".", "1", "2", "."])
    guard let outcome else { return }
    expectTrue(outcome.correct)
    expectContains(console.transcript, "Nothing typed: type the lines the program prints")
    try expectEqual(store.reviews.reviewCount(), 1)
  }

  /// A stray Enter before the output is not its blank first line.
  @Test func aBlankLineBeforeAnOutputIsNotPartOfIt() throws {
    let (outcome, console) = answer(SessionFixtures.output("o1"), lines: ["", "1", "2", "."])
    guard let outcome else { return }
    expectTrue(outcome.correct, "\(console.transcript)")
  }

  /// An output that starts with a blank line keeps the learner's blank first line.
  @Test func anOutputThatStartsBlankKeepsTheBlankFirstLine() throws {
    let question = Question(
      localID: "o2", packID: "fixture", title: "What prints?", tags: ["control-flow"],
      prompt: "```swift\nprint()\nprint(2)\n```", output: "\n2")
    let (outcome, console) = answer(question, lines: ["", "2", "."])
    guard let outcome else { return }
    expectTrue(outcome.correct, "\(console.transcript)")
  }
}
