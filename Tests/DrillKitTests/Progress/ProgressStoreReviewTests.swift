import DrillKitTesting
import Foundation
import Testing

@testable import DrillProgress
@testable import DrillScheduling
@testable import DrillSupport

@Suite struct ProgressStoreReviewTests {
  static let start = ProgressFixtures.start

  @Test func recordingStoresLogRowAndMemoryTogether() throws {
    let folder = try TemporaryFolder()
    let store = try ProgressStore(url: folder.database)
    expectTrue(try store.reviews.memory(for: "pack/q1") == nil)
    let stored = try #require(try ProgressFixtures.answer(store, "pack/q1", .good, at: Self.start))
    expectEqual(stored.reps, 1)
    expectEqual(stored.lapses, 0)
    expectEqual(stored.memory.state, .learning)
    expectEqual(stored.memory.step, 1)
    expectEqual(stored.memory.lastReview, Self.start)
    expectEqual(stored.memory.due, Self.start.addingTimeInterval(600))
    try expectEqual(store.reviews.reviewCount(), 1)
    let row = try #require(try store.transfer.reviewExportRows().first)
    expectEqual(row.stateBefore, "new")
    expectEqual(row.stateAfter, "learning")
    expectEqual(row.answer, "answer good")
    expectEqual(row.durationMilliseconds, 1_500)
  }

  @Test func memoryRoundTripsExactly() throws {
    let folder = try TemporaryFolder()
    let store = try ProgressStore(url: folder.database)
    // Good, good, then a lapse three days apart: a relearning state whose stability and
    // difficulty are long fractions, as the scheduler computed them.
    var generator = SeededGenerator(seed: 7)
    var after = MemoryState.new(due: Self.start)
    for (index, rating) in [Rating.good, .good, .again].enumerated() {
      after = try store.reviews.record(
        AnswerRecord(
          questionID: "pack/pi", reviewedAt: Self.start.addingTimeInterval(Double(index) * 3 * 86_400),
          answer: "", credit: rating == .again ? 0 : 1, rating: rating, mode: "drill"),
        scheduler: Scheduler(), generator: &generator)
    }
    expectEqual(after.state, .relearning)
    let stability = try #require(after.stability)
    expectTrue(stability != stability.rounded())
    try expectEqual(store.reviews.memory(for: "pack/pi")?.memory, after)
  }

  @Test func lapsesCountOnlyForgottenReviewQuestions() throws {
    let folder = try TemporaryFolder()
    let store = try ProgressStore(url: folder.database)
    var now = Self.start
    for rating: Rating in [.again, .easy, .again, .good, .good, .again] {
      let memory = try ProgressFixtures.answer(store, "pack/q", rating, at: now)
      now = try #require(memory?.memory.due)
    }
    let memory = try #require(try store.reviews.memory(for: "pack/q"))
    expectEqual(memory.reps, 6)
    expectEqual(memory.lapses, 2)
  }

  @Test func dueQuestionsComeEarliestFirstWithinLimit() throws {
    let folder = try TemporaryFolder()
    let store = try ProgressStore(url: folder.database)
    try ProgressFixtures.answer(store, "pack/easy", .easy, at: Self.start)  // due in days
    try ProgressFixtures.answer(store, "pack/ten", .good, at: Self.start)  // due in 10 min
    try ProgressFixtures.answer(store, "pack/one", .again, at: Self.start)  // due in 1 min
    try ProgressFixtures.answer(store, "pack/hard", .hard, at: Self.start)  // due in 5.5 min
    let soon = Self.start.addingTimeInterval(3_600)
    try expectEqual(
      store.reviews.dueQuestions(now: soon, limit: 10).map(\.questionID),
      [
        "pack/one", "pack/hard", "pack/ten",
      ])
    try expectEqual(
      store.reviews.dueQuestions(now: soon, limit: 2).map(\.questionID), ["pack/one", "pack/hard"])
    expectTrue(try store.reviews.dueQuestions(now: Self.start, limit: 10).isEmpty)
    try expectEqual(store.reviews.knownQuestionIDs(), ["pack/easy", "pack/ten", "pack/one", "pack/hard"])
  }

  @Test func failedWriteLeavesNothingBehind() throws {
    let folder = try TemporaryFolder()
    let store = try ProgressStore(url: folder.database)
    // Session 999 does not exist: the review row breaks its foreign key.
    let answer = AnswerRecord(
      questionID: "pack/q", reviewedAt: Self.start, answer: "", credit: 1, rating: .good, sessionID: 999,
      mode: "quiz")
    var generator = SeededGenerator(seed: 1)
    #expect(throws: ProgressStoreError.self) {
      try store.reviews.record(answer, scheduler: Scheduler(), generator: &generator)
    }
    try expectEqual(store.reviews.reviewCount(), 0)
    expectTrue(try store.reviews.memory(for: "pack/q") == nil)
  }

  @Test func recordFromAnAnswerCopiesItsValues() {
    let answer = AnswerRecord(
      questionID: "pack/q", level: .advanced, kind: .verbal, tags: ["a", "b"], reviewedAt: Self.start,
      answer: "x", credit: 0.5, rating: .hard, durationMilliseconds: 1200, sessionID: 7, mode: "interview")
    let record = ReviewRecord(answer, before: .new(due: Self.start), after: .new(due: Self.start))
    expectEqual(record.questionID, "pack/q")
    expectEqual(record.level, .advanced)
    expectEqual(record.kind, .verbal)
    expectEqual(record.tags, ["a", "b"])
    expectEqual(record.durationMilliseconds, 1200)
    expectEqual(record.sessionID, 7)
    expectEqual(record.mode, "interview")
  }

}
