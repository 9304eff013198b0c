import DrillKitTesting
import Foundation
import Testing

@testable import DrillContent
@testable import DrillEvaluation
@testable import DrillGrading

/// Session 50's learner repros of issue 23 (docs/evaluation.md, "Session 50 (s50-tryoutgrading)"),
/// graded as the app grades the bundled question or lesson check (`Evaluator.keyPointChecks`).
/// Fixed in the lexicon: "wake up early" is the wait ended early (tryout 50, G1), and "UI thread" a
/// spelling of the main queue (review 50, F3). Left: G1's fourth point, "instead of carrying on"
/// for "never ignore it and keep ticking" (every lexicon line measured lost more than it won).
@Suite struct KeyPointMatcherS50TryoutTests {
  /// The bundled check `id` of the lesson file `file`, as the app loads it.
  static func lessonCheck(_ file: String, _ id: String) throws -> Question {
    let url = GradingLexicon.repositoryRoot.appendingPathComponent(file)
    let text = try String(contentsOf: url, encoding: .utf8)
    let lesson = try #require(ContentLoader().loadLesson(text: text, path: file).lessons.first)
    return try #require(lesson.checks.first { $0.localID == id })
  }

  static func sleepChecks(_ answer: String) throws -> [KeyPointCheck] {
    Evaluator.keyPointChecks(
      of: try lessonCheck("lessons/21-async-await.md", "sleep-throws"), answer: answer, lexicon: .bundled)
  }

  static func stackChecks(_ answer: String) throws -> [KeyPointCheck] {
    let question = try #require(try bundledQuestion("questions/topics/persistence.md", "core-data-stack"))
    return Evaluator.keyPointChecks(of: question, answer: answer, lexicon: .bundled)
  }

  /// G1, verbatim (1 of 4 on main; a fair examiner gives 3).
  static let g1 =
    "Task.sleep throws CancellationError when the task is cancelled while it sleeps, so it can wake up "
    + "early. The game loop should stop: let the error propagate out and end the match instead of "
    + "carrying on with the countdown."

  @Test func g1WakingUpEarlyIsTheWaitEndedEarly() throws {
    let checks = try Self.sleepChecks(Self.g1)
    expectTrue(checks[0].credited, "\(checks[0])")
    expectTrue(checks[2].credited, "\(checks[2])")
    expectTrue(!checks.contains(where: \.contradicted), "\(checks)")
    // Diagnosis: "let the error propagate … instead of carrying on" says the `also:` line's first
    // half (0.5) but not "do not swallow it and keep going": `carry on` is not `keep going`, and
    // each line that makes it so was measured at a loss (`keep going | carry on …` 0:2, with
    // `continue` 2:1, under `keep` 7:3).
    withKnownIssue("G1: \"instead of carrying on\" is not heard as \"never … keep ticking\"") {
      #expect(checks[3].credited, "\(checks[3])")
    }
  }

  /// Near G1, wrong: the sleep that never ends early is not credited with ending the wait early.
  @Test(arguments: [
    "Task.sleep throws CancellationError when the task is cancelled, but it never wakes up early: "
      + "it sleeps out the whole second first.",
    "Task.sleep cannot wake up early; cancellation only takes effect after the full second.",
  ])
  func aSleepThatNeverWakesEarlyIsNotCredited(answer: String) throws {
    let checks = try Self.sleepChecks(answer)
    expectTrue(!checks[2].credited, "\(checks[2])")
  }

  /// F3, verbatim: told the opposite on main (the part before `whereas` chosen as the stating part
  /// by shared words, its "private queue" in the slot, "UI thread" no mark of the main queue).
  /// Session 53 (s53-swap): the point is graded on its own half alone ("the viewContext is bound to
  /// the UI thread", no `queue` of the rival's half) and that half does not credit it: a right
  /// answer lost, kept as a known issue with its expectation unchanged ("UI thread" joined to "main
  /// queue" in the lexicon's `same:` group was 21 : 29 on the sets, refused).
  @Test func f3TheUIThreadIsTheMainQueue() throws {
    let checks = try Self.stackChecks(
      "A background context is bound to a private queue, whereas the viewContext is bound to the UI thread.")
    withKnownIssue("s53-swap: the point's own half alone does not credit it") {
      expectTrue(checks[2].credited, "\(checks[2])")
    }
    expectTrue(!checks[2].contradicted, "\(checks[2])")
  }

  /// Near F3, wrong: the viewContext on a private or background queue is still told the opposite.
  @Test(arguments: [
    "The viewContext is bound to a private queue.",
    "The viewContext runs on a background queue, not the UI thread.",
  ])
  func theViewContextOnAnotherQueueIsStillContradicted(answer: String) throws {
    let checks = try Self.stackChecks(answer)
    expectTrue(checks[2].contradicted, "\(checks[2])")
  }
}
