import DrillKitTesting
import Foundation
import Testing

@testable import DrillContent
@testable import DrillEvaluation
@testable import DrillProgress
@testable import DrillScheduling
@testable import DrillSessions

/// A drill left at a question it had taken (Ctrl-C at a missed question's second showing):
/// that question is still in learning, and the end of the drill says so once, with the time
/// the progress file has (session 46's tryout: "the next comes back in 10 minutes" above
/// "Next review due in 1 minute").
@Suite struct DrillLeftMidwayTests {
  @Test func theQuestionLeftAtCountsWithTheLearningOnesAndTheTimesAgree() throws {
    let folder = try TemporaryFolder()
    let store = try ProgressStore(url: folder.database)
    // a missed (again: 1 minute), b right (good: 10 minutes); a comes back first and is left.
    let (context, console) = SessionFixtures.context(
      inputs: [.line("b"), .line("a"), .interrupt], store: store, mode: .drill)
    DrillSession(
      context: context,
      library: DailyDrillSessionTests.library(["a", "b"].map { SessionFixtures.choice($0) }),
      options: .init(newLimit: 2)
    ).run()
    expectEqual(DailyDrillSessionTests.asked(console.transcript), ["a", "b", "a"])
    expectContains(console.transcript, "2 questions still in learning: the next comes back in 1 minute")
    expectContains(console.flowingTranscript, "review due in 1 minute")
  }

  /// Session 48's review, finding 9: a miss that would come back at once is asked after the next
  /// learning question (this session's order), but the end tells its stored due, as the summary does.
  @Test func theEndTellsTheStoredDueOfAMissMovedAfterTheNextQuestion() throws {
    let folder = try TemporaryFolder()
    let store = try ProgressStore(url: folder.database)
    // a right (good: 10 minutes), b missed (again: 1 minute, asked after a in this session).
    let (context, console) = SessionFixtures.context(
      inputs: [.line("a"), .line("b"), .interrupt], store: store, mode: .drill)
    DrillSession(
      context: context,
      library: DailyDrillSessionTests.library(["a", "b"].map { SessionFixtures.choice($0) }),
      options: .init(newLimit: 2)
    ).run()
    expectEqual(DailyDrillSessionTests.asked(console.transcript), ["a", "b", "a"])
    expectContains(console.transcript, "2 questions still in learning: the next comes back in 1 minute")
    expectContains(console.flowingTranscript, "review due in 1 minute")
  }

  @Test func aQuestionPutBackKeepsItsStoredDue() {
    let now = SessionFixtures.now
    var queue = DrillQueue(
      reviews: [], fresh: [], learning: [(1, now.addingTimeInterval(600))], learnAhead: 1_200)
    var memory = MemoryState.new(due: now)
    memory.state = .learning
    memory.due = now.addingTimeInterval(60)
    queue.putBack(0, memory: memory, now: now)
    expectEqual(queue.learning.map(\.index), [0, 1])
    expectEqual(queue.nextLearningDue, now.addingTimeInterval(60))
    memory.state = .review
    memory.due = now.addingTimeInterval(86_400 * 3)
    queue.putBack(0, memory: memory, now: now)
    expectEqual(queue.learning.map(\.index), [1])
  }
}
