import Foundation
import Testing

@testable import DrillProgress
@testable import DrillScheduling

@Suite struct ProgressStoreReviewTests {
  static let start = ProgressFixtures.start

  @Test func recordingStoresLogRowAndMemoryTogether() throws {
    let folder = try TemporaryFolder()
    let store = try ProgressStore(url: folder.database)
    #expect(try store.memory(for: "pack/q1") == nil)
    let stored = try #require(try ProgressFixtures.answer(store, "pack/q1", .good, at: Self.start))
    #expect(stored.reps == 1)
    #expect(stored.lapses == 0)
    #expect(stored.memory.state == .learning)
    #expect(stored.memory.step == 1)
    #expect(stored.memory.lastReview == Self.start)
    #expect(stored.memory.due == Self.start.addingTimeInterval(600))
    #expect(try store.reviewCount() == 1)
    let row = try #require(try store.reviewExportRows().first)
    #expect(row.stateBefore == "new")
    #expect(row.stateAfter == "learning")
    #expect(row.answer == "answer good")
    #expect(row.durationMilliseconds == 1_500)
  }

  @Test func memoryRoundTripsExactly() throws {
    let folder = try TemporaryFolder()
    let store = try ProgressStore(url: folder.database)
    let before = MemoryState.new(due: Self.start)
    let after = MemoryState(
      state: .relearning, step: 0, stability: 3.141592653589793, difficulty: 7.25,
      due: Self.start.addingTimeInterval(600), lastReview: Self.start)
    try store.recordReview(
      ReviewRecord(
        AnswerRecord(
          questionID: "pack/pi", reviewedAt: Self.start, answer: "", credit: 0, rating: .again, mode: "drill"),
        before: before, after: after))
    #expect(try store.memory(for: "pack/pi")?.memory == after)
  }

  @Test func lapsesCountOnlyForgottenReviewQuestions() throws {
    let folder = try TemporaryFolder()
    let store = try ProgressStore(url: folder.database)
    var now = Self.start
    for rating: Rating in [.again, .easy, .again, .good, .good, .again] {
      let memory = try ProgressFixtures.answer(store, "pack/q", rating, at: now)
      now = try #require(memory?.memory.due)
    }
    let memory = try #require(try store.memory(for: "pack/q"))
    #expect(memory.reps == 6)
    #expect(memory.lapses == 2)
  }

  @Test func dueQuestionsComeEarliestFirstWithinLimit() throws {
    let folder = try TemporaryFolder()
    let store = try ProgressStore(url: folder.database)
    try ProgressFixtures.answer(store, "pack/easy", .easy, at: Self.start)  // due in days
    try ProgressFixtures.answer(store, "pack/ten", .good, at: Self.start)  // due in 10 min
    try ProgressFixtures.answer(store, "pack/one", .again, at: Self.start)  // due in 1 min
    try ProgressFixtures.answer(store, "pack/hard", .hard, at: Self.start)  // due in 5.5 min
    let soon = Self.start.addingTimeInterval(3_600)
    #expect(
      try store.dueQuestions(now: soon, limit: 10).map(\.questionID) == ["pack/one", "pack/hard", "pack/ten"])
    #expect(try store.dueQuestions(now: soon, limit: 2).map(\.questionID) == ["pack/one", "pack/hard"])
    #expect(try store.dueQuestions(now: Self.start, limit: 10).isEmpty)
    #expect(try store.knownQuestionIDs() == ["pack/easy", "pack/ten", "pack/one", "pack/hard"])
  }

  @Test func failedWriteLeavesNothingBehind() throws {
    let folder = try TemporaryFolder()
    let store = try ProgressStore(url: folder.database)
    let record = ReviewRecord(
      AnswerRecord(
        questionID: "pack/q", reviewedAt: Self.start, answer: "", credit: 1, rating: .good, sessionID: 999,
        mode: "quiz"),
      before: .new(due: Self.start), after: .new(due: Self.start))
    #expect(throws: ProgressStoreError.self) { try store.recordReview(record) }
    #expect(try store.reviewCount() == 0)
    #expect(try store.memory(for: "pack/q") == nil)
  }

  @Test func recordFromAnAnswerCopiesItsValues() {
    let answer = AnswerRecord(
      questionID: "pack/q", level: .advanced, kind: .verbal, tags: ["a", "b"], reviewedAt: Self.start,
      answer: "x", credit: 0.5, rating: .hard, durationMilliseconds: 1200, sessionID: 7, mode: "interview")
    let record = ReviewRecord(answer, before: .new(due: Self.start), after: .new(due: Self.start))
    #expect(record.questionID == "pack/q")
    #expect(record.level == .advanced)
    #expect(record.kind == .verbal)
    #expect(record.tags == ["a", "b"])
    #expect(record.durationMilliseconds == 1200)
    #expect(record.sessionID == 7)
    #expect(record.mode == "interview")
  }

}
