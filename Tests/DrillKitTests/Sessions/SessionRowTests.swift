import DrillKitTesting
import Foundation
import Testing

@testable import DrillContent
@testable import DrillEvaluation
@testable import DrillProgress
@testable import DrillSessions

/// A session's row is written with its first answer, so nothing is written before the
/// first question shows (issue 29), and a session in which nothing was answered leaves none.
@Suite struct SessionRowTests {
  let questions = [SessionFixtures.short("s1"), SessionFixtures.short("s2")]
  static let outcome = Outcome(
    credit: 1, correct: true, rating: .good, feedback: Feedback(summary: "Correct."))

  @Test func nothingIsWrittenUntilTheFirstAnswer() throws {
    let folder = try TemporaryFolder()
    let store = try ProgressStore(url: folder.database)
    let (context, _) = SessionFixtures.context(lines: [], store: store)
    context.beginSession(options: #"{"count":2}"#)
    expectTrue(try store.sessions.sessions().isEmpty)
    expectTrue(context.sessionID == nil)
    context.record(questions[0], answer: "yes", outcome: Self.outcome, durationMilliseconds: 900)
    let sessions = try store.sessions.sessions()
    expectEqual(sessions.count, 1)
    expectEqual(sessions.first?.startedAt, SessionFixtures.now)
    expectEqual(sessions.first?.options, #"{"count":2}"#)
    expectTrue(sessions.first?.endedAt == nil)
    // The answer belongs to the session; the second answer to the same one.
    context.record(questions[1], answer: "yes", outcome: Self.outcome, durationMilliseconds: 900)
    try expectEqual(store.sessions.sessions().count, 1)
    try expectEqual(
      store.transfer.reviewExportRows().map(\.sessionID), [sessions.first?.id, sessions.first?.id])
    context.endSession()
    try expectEqual(store.sessions.sessions().first?.endedAt, SessionFixtures.now)
  }

  @Test func aSessionWithoutAnswersLeavesNoRow() throws {
    let folder = try TemporaryFolder()
    let store = try ProgressStore(url: folder.database)
    let (context, console) = SessionFixtures.context(lines: [], store: store)
    let tally = QuizSession(context: context, questions: questions, options: .init(count: 2)).run()
    expectEqual(tally?.answered, 0)
    expectContains(console.transcript, "Quiz summary")
    expectTrue(try store.sessions.sessions().isEmpty)
    try expectEqual(store.reviews.reviewCount(), 0)
  }
}
