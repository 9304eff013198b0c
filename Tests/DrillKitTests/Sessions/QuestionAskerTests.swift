import DrillKitTesting
import Foundation
import Testing

@testable import DrillEvaluation
@testable import DrillProgress
@testable import DrillScheduling
@testable import DrillSessions
@testable import DrillSupport

@Suite struct QuestionAskerTests {
  let folder: TemporaryFolder
  let store: ProgressStore

  init() throws {
    folder = try TemporaryFolder()
    store = try ProgressStore(url: folder.database)
  }

  @Test func aRightChoiceScoresItsPointsAndIsRecordedAsGood() throws {
    let (context, console) = SessionFixtures.context(lines: ["a"], store: store)
    var asker = QuestionAsker(context: context)
    let result = asker.ask(SessionFixtures.choice("q1"))
    guard case .answered(let outcome, let points) = result else {
      Issue.record("expected an answer, got \(result)")
      return
    }
    expectTrue(outcome.correct)
    expectEqual(points, 10)
    expectContains(console.transcript, "✓ Right: +10 points")
    expectContains(console.transcript, "Because it is right.")
    let memory = try #require(try store.reviews.memory(for: "fixture/q1"))
    expectEqual(memory.reps, 1)
    try expectEqual(store.transfer.reviewExportRows().first?.rating, Rating.good.rawValue)
  }

  @Test func anAnswerThatIsNotUnderstoodIsAskedAgainAndNotRecorded() throws {
    let (context, console) = SessionFixtures.context(lines: ["z", "b"], store: store)
    var asker = QuestionAsker(context: context)
    _ = asker.ask(SessionFixtures.choice("q1"))
    expectContains(console.transcript, "Answer with a letter")
    try expectEqual(store.reviews.reviewCount(), 1)
    expectContains(console.transcript, "✗ Not quite")
  }

  @Test func aHintMakesARightAnswerHard() throws {
    let (context, console) = SessionFixtures.context(lines: [":hint", "a"], store: store)
    var asker = QuestionAsker(context: context)
    guard case .answered(let outcome, _) = asker.ask(SessionFixtures.choice("q1")) else {
      Issue.record("not answered")
      return
    }
    expectContains(console.transcript, "Hint 1/1: It is the first one.")
    expectEqual(outcome.rating, .hard)
  }

  @Test(arguments: [
    (":skip", AskResult.skipped), (":quit", AskResult.quit),
  ])
  func metaCommandsEndTheQuestionWithoutARecord(line: String, expected: AskResult) throws {
    let (context, _) = SessionFixtures.context(lines: [line], store: store)
    var asker = QuestionAsker(context: context)
    expectEqual(asker.ask(SessionFixtures.short("s1")), expected)
    try expectEqual(store.reviews.reviewCount(), 0)
  }

  @Test func ctrlCAndEndOfInputAreReported() {
    let (context, _) = SessionFixtures.context(lines: [], store: nil)
    var asker = QuestionAsker(context: context)
    expectEqual(asker.ask(SessionFixtures.short("s1")), .endOfInput)
    let console = ScriptedConsole(inputs: [.interrupt])
    let interrupted = StudyContext(
      console: console, clock: .fixed(SessionFixtures.now), store: nil, scheduler: Scheduler(),
      evaluator: Evaluator(lexicon: .bundled), generator: SeededGenerator(seed: 1), mode: .quiz)
    var second = QuestionAsker(context: interrupted)
    expectEqual(second.ask(SessionFixtures.short("s1")), .interrupted)
  }

  @Test func acceptCountsARejectedAnswerFromThenOn() throws {
    let (context, console) = SessionFixtures.context(lines: ["yep", ":accept", "y", "yep"], store: store)
    var asker = QuestionAsker(context: context)
    let question = SessionFixtures.short("s1")
    guard case .answered(let first, _) = asker.ask(question) else {
      Issue.record("not answered")
      return
    }
    expectTrue(!first.correct)
    guard case .answered(let second, _) = asker.ask(question) else {
      Issue.record("not answered")
      return
    }
    expectContains(console.transcript, "Accepted: this answer counts as right")
    expectTrue(second.correct)
    try expectEqual(store.acceptedAnswers.acceptedAnswers(for: "fixture/s1").map(\.answer), ["yep"])
  }

  /// An empty line at "Accept it? y/n>": on a terminal a stray Enter asks again (session 48's
  /// tryout); piped it is No, so a script's next line answers the next question (session 48's
  /// review, finding 17: it was eaten as the reply).
  @Test(arguments: [true, false])
  func anEmptyReplyToAcceptAsksAgainOnlyOnATerminal(interactive: Bool) throws {
    let (context, console) = SessionFixtures.context(
      lines: ["yep", ":accept", "", "y", "yep"], store: store, interactive: interactive)
    var asker = QuestionAsker(context: context)
    let question = SessionFixtures.short("s1")
    _ = asker.ask(question)
    guard case .answered(let second, _) = asker.ask(question) else {
      Issue.record("not answered: \(console.transcript)")
      return
    }
    if interactive {
      expectContains(console.transcript, "Type y to accept it, n to leave it as graded.")
      expectContains(console.transcript, "Accepted: this answer counts as right")
      expectTrue(second.correct)
    } else {
      expectContains(console.transcript, "Not accepted.")
      expectNotContains(console.transcript, "Type y to accept it")
      // "y" was the second answer, read as such: the script lost no line.
      expectTrue(!second.correct)
      expectEqual(console.remainingInputs, [.line("yep")])
    }
  }

  /// Session 52 (gap 2): `:quit` at "Accept it? y/n>" was asked again ("Type y to accept it…"). It
  /// accepts nothing and ends the session: at the next question's prompt `ask` returns `.quit`
  /// (that question unanswered), at the pause after feedback the pause ends it.
  @Test(arguments: [true, false])
  func quitAtTheAcceptConfirmationEndsTheSession(interactive: Bool) throws {
    let (context, console) = SessionFixtures.context(
      lines: ["yep", ":accept", ":quit", "yep"], store: store, interactive: interactive)
    var asker = QuestionAsker(context: context)
    let question = SessionFixtures.short("s1")
    _ = asker.ask(question)
    expectTrue(asker.ask(question) == .quit)
    expectContains(console.transcript, "Not accepted.")
    expectNotContains(console.transcript, "Type y to accept it")
    expectEqual(console.remainingInputs, [.line("yep")])
    try expectEqual(store.acceptedAnswers.acceptedAnswers().count, 0)
  }

  @Test func quitAtTheAcceptConfirmationOfThePauseEndsTheSession() throws {
    let (context, console) = SessionFixtures.context(
      lines: ["yep", ":accept", ":quit", ""], store: store, interactive: true)
    var asker = QuestionAsker(context: context)
    _ = asker.ask(SessionFixtures.short("s1"))
    expectTrue(!Pause.afterFeedback(context: context, asker: &asker, isLast: false))
    expectContains(console.transcript, "Not accepted.")
    expectNotContains(console.transcript, "Type y to accept it")
    expectEqual(console.remainingInputs, [.line("")])
  }

  /// Any reply but y/yes/n/no asks again, piped too (session 48's review, finding 17): a typo or a
  /// script's stray word was taken as No.
  @Test(arguments: [true, false])
  func aReplyOtherThanYesOrNoAsksAgain(interactive: Bool) throws {
    let (context, console) = SessionFixtures.context(
      lines: ["yep", ":accept", "yse", "Yes", "yep"], store: store, interactive: interactive)
    var asker = QuestionAsker(context: context)
    let question = SessionFixtures.short("s1")
    _ = asker.ask(question)
    guard case .answered(let second, _) = asker.ask(question) else {
      Issue.record("not answered: \(console.transcript)")
      return
    }
    expectContains(console.transcript, "Type y to accept it, n to leave it as graded.")
    expectNotContains(console.transcript, "Not accepted.")
    expectContains(console.transcript, "Accepted: this answer counts as right")
    expectTrue(second.correct)
  }

  @Test func outputAnswersEndAtALoneDot() throws {
    let (context, _) = SessionFixtures.context(lines: ["1", "2", "."], store: store)
    var asker = QuestionAsker(context: context)
    guard case .answered(let outcome, _) = asker.ask(SessionFixtures.output("o1")) else {
      Issue.record("not answered")
      return
    }
    expectTrue(outcome.correct)
  }

  @Test func explainShowsTheModelAnswerThenTakesTheSelfRating() throws {
    let (context, console) = SessionFixtures.context(
      lines: ["they are copied on assignment", "x", "hard"], store: store)
    var asker = QuestionAsker(context: context)
    guard case .answered(let outcome, _) = asker.ask(SessionFixtures.explain("e1")) else {
      Issue.record("not answered")
      return
    }
    expectContains(console.transcript, "Structs are copied on assignment.")
    expectContains(console.transcript, "✓ copied on assignment")
    expectContains(console.transcript, "· no shared state")
    expectContains(console.transcript, "Type 1, 2, 3 or 4")
    expectEqual(outcome.rating, .hard)
    try expectEqual(store.transfer.reviewExportRows().first?.rating, Rating.hard.rawValue)
  }

  @Test func thePromptDoesNotGiveAwayWhatABlockDoes() {
    var question = SessionFixtures.choice("trap")
    question.prompt = "What happens?\n\n```swift {traps}\nlet values: [Int] = []\nprint(values[0])\n```\n"
    question.explanation = "```swift {traps}\nprint([Int]()[0])\n```\n"
    let (context, console) = SessionFixtures.context(lines: ["b"], store: nil)
    var asker = QuestionAsker(context: context)
    _ = asker.ask(question)
    let beforeAnswer = console.transcript.components(separatedBy: "answer>")[0]
    expectContains(beforeAnswer, "print(values[0])")
    expectNotContains(beforeAnswer, "traps at runtime")
    expectContains(console.transcript, "traps at runtime")  // the explanation may say it
  }

  @Test func withoutAStoreStudyStillWorks() {
    let (context, console) = SessionFixtures.context(lines: ["a"], store: nil)
    var asker = QuestionAsker(context: context)
    guard case .answered(let outcome, _) = asker.ask(SessionFixtures.choice("q1")) else {
      Issue.record("not answered")
      return
    }
    expectTrue(outcome.correct)
    expectNotContains(console.transcript, "could not be saved")
  }
}
