import DrillKitTesting
import Foundation
import Testing

@testable import DrillEvaluation
@testable import DrillPresentation
@testable import DrillProgress
@testable import DrillScheduling
@testable import DrillSessions
@testable import DrillSupport

/// A timed question (a mock interview's clock) on a terminal: every prompt reads under the
/// countdown; the time running out with nothing typed ends the question unscored, and an
/// answer being typed when it ran out is graded as it stood (session 45's tryout, finding 30).
/// Piped, the reads are plain and only a late answer is refused.
@Suite(.ownThreads) struct QuestionAskerTimerTests {
  let folder: TemporaryFolder
  let store: ProgressStore
  let deadline = SessionFixtures.now.addingTimeInterval(98)

  init() throws {
    folder = try TemporaryFolder()
    store = try ProgressStore(url: folder.database)
  }

  private func asker(
    _ inputs: [TimedInput], interactive: Bool = true, evaluator: Evaluator = Evaluator(lexicon: .bundled)
  ) -> (QuestionAsker, ScriptedConsole) {
    let console = ScriptedConsole(timedInputs: inputs, interactive: interactive)
    let context = StudyContext(
      console: console, clock: .fixed(SessionFixtures.now), store: store,
      scheduler: Scheduler().fuzzing(false), evaluator: evaluator, generator: SeededGenerator(seed: 1),
      mode: .interview)
    return (QuestionAsker(context: context), console)
  }

  private var timed: AskOptions { AskOptions(showsFeedback: false, deadline: deadline) }

  private func codeEvaluator() throws -> Evaluator {
    Evaluator(
      runner: try CodeRunner(environment: ProcessInfo.processInfo.environment, paths: nil), lexicon: .bundled)
  }

  @Test func aTimedAnswerOnATerminalReadsUnderTheCountdownWithTheTimeAboveThePrompt() throws {
    var (asker, console) = asker([.input(.line("yes"))])
    let result = asker.ask(SessionFixtures.short("s1"), options: timed)
    expectTrue(result.recorded != nil)
    expectEqual(console.countdownDeadlines, [deadline])
    expectEqual(console.countdownStatuses, ["⏱ 01:38 left"])
    expectContains(console.transcript, "⏱ 01:38 left\nanswer> yes\n")
  }

  @Test func timeRunningOutAtThePromptEndsTheQuestionUnscored() throws {
    var (asker, console) = asker([.timeUp, .input(.line("never read"))])
    expectEqual(asker.ask(SessionFixtures.choice("c1"), options: timed), .timeUp)
    expectContains(console.transcript, "Time ran out before this question was answered: it is not scored.")
    try expectEqual(store.reviews.reviewCount(), 0)
    expectEqual(console.remainingInputs, [.line("never read")])
  }

  @Test func everyLineOfAMultiLineAnswerTicksAndCountsTheLinesAboveIt() throws {
    var (asker, console) = asker([.input(.line("1")), .input(.line("2")), .timeUp])
    // The two lines entered are the answer as it stood when the time ran out.
    let result = asker.ask(SessionFixtures.output("o1"), options: timed)
    expectTrue(result.recorded != nil, "\(result)")
    expectEqual(console.countdownLinesBetween, [[], ["output> 1"], ["output> 1", "  ... 2"]])
    expectEqual(console.transcript.components(separatedBy: "⏱ 01:38 left").count, 2, "one status line")
    expectContains(console.transcript, "Time ran out while you typed: your answer is graded as it stood.")
    try expectEqual(store.reviews.reviewCount(), 1)
  }

  @Test func theSelfRatingOfAVerbalAnswerTicksAndTheSuggestedRatingCountsWhenItRunsOut() throws {
    var (asker, console) = asker([.input(.line("copied on assignment")), .timeUp])
    let result = asker.ask(SessionFixtures.explain("e1"), options: timed)
    expectEqual(console.countdownDeadlines.count, 2)
    expectContains(console.transcript, "How did you do?")
    // Session 44's tryout: the question was answered; only the rating was missing. Since
    // session 46 the rating the evidence suggests counts, as an interviewer's would.
    expectContains(console.transcript, "Time ran out before you rated your answer: the suggested rating")
    expectNotContains(console.transcript, "before this question was answered")
    let outcome = try #require(result.recorded?.outcome)
    expectEqual(outcome.credit, 0.5, "one of two key points")
    try expectEqual(store.reviews.reviewCount(), 1)
  }

  @Test func aVerbalAnswerBeingTypedWhenTheTimeRunsOutIsGradedWithTheRatingItSuggests() throws {
    var (asker, console) = asker([.timeUpWhileTyping("they are copied on assignment"), .input(.line("4"))])
    let result = asker.ask(SessionFixtures.explain("e1"), options: timed)
    expectContains(console.transcript, "Time ran out while you typed: your answer is graded as it stood")
    expectNotContains(console.transcript, "How did you do?")
    expectEqual(console.countdownDeadlines.count, 1, "no self-rating asked")
    let outcome = try #require(result.recorded?.outcome)
    expectEqual(outcome.credit, 0.5, "one of two key points")
    try expectEqual(store.reviews.reviewCount(), 1)
    expectEqual(console.remainingInputs, [.line("4")])
  }

  @Test(arguments: [("s1", "yes", true), ("c1", "a", true)])
  func aShortOrChoiceAnswerBeingTypedWhenTheTimeRunsOutIsGraded(id: String, typed: String, right: Bool) throws
  {
    var (asker, console) = asker([.timeUpWhileTyping(typed)])
    let question = id == "s1" ? SessionFixtures.short(id) : SessionFixtures.choice(id)
    let result = asker.ask(question, options: timed)
    expectContains(console.transcript, "Time ran out while you typed: your answer is graded as it stood.")
    expectEqual(result.recorded?.outcome.correct, right)
    try expectEqual(store.reviews.reviewCount(), 1)
  }

  /// The review: a rating typed but not entered when the time ran out was dropped for the suggested one.
  @Test func aRatingTypedWhenTheTimeRunsOutCounts() throws {
    var (asker, console) = asker([.input(.line("no shared state at all")), .timeUpWhileTyping("1")])
    let result = asker.ask(SessionFixtures.explain("e1"), options: timed)
    expectNotContains(console.transcript, "Time ran out before you rated")
    expectEqual(result.recorded?.outcome.rating, .again)
    try expectEqual(store.reviews.reviewCount(), 1)
  }

  /// The review: a cut-off "x" for a choice was announced as "graded as it stood", then "not scored".
  @Test func typedTextThatIsNoAnswerIsNotScoredAndNotAnnouncedAsGraded() throws {
    var (asker, console) = asker([.timeUpWhileTyping("x")])
    expectEqual(asker.ask(SessionFixtures.choice("c1"), options: timed), .timeUp)
    expectNotContains(console.transcript, "graded as it stood")
    expectContains(console.transcript, "it is not scored")
    try expectEqual(store.reviews.reviewCount(), 0)
  }

  @Test func codeBeingTypedWhenTheTimeRunsOutIsNotScored() throws {
    var (asker, console) = asker([.input(.line("func double(_ n: Int) -> Int {")), .timeUpWhileTyping("n *")])
    expectEqual(asker.ask(SessionFixtures.code("c1"), options: timed), .timeUp)
    expectContains(console.transcript, "Time ran out before this question was answered: it is not scored.")
    try expectEqual(store.reviews.reviewCount(), 0)
  }

  @Test func aMetaCommandAtATimedPromptIsFollowedByAnotherTimedPrompt() throws {
    var (asker, console) = asker([.input(.line(":hint")), .timeUp])
    expectEqual(asker.ask(SessionFixtures.short("s1"), options: timed), .timeUp)
    expectEqual(console.countdownDeadlines.count, 2)
  }

  @Test func theCodeRetryPromptTicksAndTimeRunningOutThereEndsTheQuestion() throws {
    let wrong: [TimedInput] = ["func double(_ n: Int) -> Int { n + 1 }", "."].map { .input(.line($0)) }
    var (asker, console) = asker(wrong + [.timeUp], evaluator: try codeEvaluator())
    expectEqual(asker.ask(SessionFixtures.code("c1"), options: timed), .timeUp)
    expectContains(console.transcript, "Enter to try again")
    expectEqual(console.countdownDeadlines.count, 3)
    try expectEqual(store.reviews.reviewCount(), 0)
  }

  @Test func quitAtTheCodeRetryPromptIsRecordedAndCountedInTheSummary() throws {
    let wrong: [TimedInput] = ["func double(_ n: Int) -> Int { n + 1 }", ".", ":quit"].map {
      .input(.line($0))
    }
    var (asker, _) = asker(wrong, evaluator: try codeEvaluator())
    let question = SessionFixtures.code("c1")
    let result = asker.ask(question)
    guard case .answeredThenQuit(let outcome, _) = result else {
      Issue.record("not answered then quit: \(result)")
      return
    }
    expectTrue(!outcome.correct)
    expectTrue(result.endsSession)
    try expectEqual(store.reviews.reviewCount(), 1)
    var tally = SessionTally(started: SessionFixtures.now)
    tally.add(question, result)
    expectEqual(tally.answered, 1)
    expectTrue(
      tally.summary(title: "Quiz summary", now: SessionFixtures.now, nextDue: nil).plain.contains(
        "0 of 1 right"))
  }

  @Test func pipedTimedQuestionsReadAsBeforeWithoutACountdown() throws {
    var (asker, console) = asker([.input(.line("yes"))], interactive: false)
    expectTrue(asker.ask(SessionFixtures.short("s1"), options: timed).recorded != nil)
    expectTrue(console.countdownDeadlines.isEmpty)
    expectNotContains(console.transcript, "⏱ 01:38 left\n")
  }
}

/// Code written in an editor that comes back after a timed question's time is up.
@Suite(.ownThreads) struct QuestionAskerTimerEditorTests {
  @Test func codeFromAnEditorThatReturnsLateIsNeitherCompiledNorScored() throws {
    let folder = try TemporaryFolder()
    let store = try ProgressStore(url: folder.database)
    let start = SessionFixtures.now
    let moment = Moment(start)
    let clock = WallClock { moment.date }
    let console = ScriptedConsole(timedInputs: [.input(.line(""))], interactive: true)
    let context = StudyContext(
      console: console, clock: clock, store: store, scheduler: Scheduler().fuzzing(false),
      evaluator: Evaluator(lexicon: .bundled), generator: SeededGenerator(seed: 1), mode: .interview,
      editCode: { _ in
        moment.date = start.addingTimeInterval(120)
        return "func double(_ n: Int) -> Int { n * 2 }"
      })
    var asker = QuestionAsker(context: context)
    let options = AskOptions(showsFeedback: false, deadline: start.addingTimeInterval(60))
    expectEqual(asker.ask(SessionFixtures.code("c1"), options: options), .timeUp)
    expectContains(console.transcript, "Time was up before this answer: it is not scored.")
    expectNotContains(console.transcript, "Compiling")
    try expectEqual(store.reviews.reviewCount(), 0)
  }
}

/// A moment the test moves by hand (the clock reads it).
private final class Moment: @unchecked Sendable {
  var date: Date
  init(_ date: Date) { self.date = date }
}
