import DrillKitTesting
import Foundation
import Testing

@testable import DrillContent
@testable import DrillProgress

/// Progress follows questions that moved to another pack or id.
@Suite struct ProgressStoreMovesTests {
  static let start = ProgressFixtures.start
  static let moves = QuestionMoves([
    "beginner-generics/largest": "generics/largest",
    "advanced-generics/largest": "generics/largest-advanced",
    "old-pack/never-studied": "new-pack/never-studied",
  ])

  /// A store with history under old ids, as a learner has it before the move.
  static func oldProgress(_ folder: TemporaryFolder) throws -> ProgressStore {
    let store = try ProgressStore(url: folder.database)
    try ProgressFixtures.answer(store, "beginner-generics/largest", .good, at: start)
    try ProgressFixtures.answer(
      store, "beginner-generics/largest", .easy, at: start.addingTimeInterval(86_400))
    try ProgressFixtures.answer(store, "advanced-generics/largest", .again, at: start)
    try ProgressFixtures.answer(store, "interview/stays", .hard, at: start)
    try store.acceptedAnswers.addAcceptedAnswer(
      questionID: "beginner-generics/largest", answer: "max()", at: start)
    try store.lessons.updateLessonProgress("generics", at: start) { $0.checksPassed = ["generics/check-one"] }
    return store
  }

  @Test func oldProgressIsUnderTheNewIdsAfterMoving() throws {
    let folder = try TemporaryFolder()
    let store = try Self.oldProgress(folder)
    let before = try store.reviews.memory(for: "beginner-generics/largest")
    try expectEqual(store.applyMoves(Self.moves), 2)

    try expectEqual(
      store.reviews.knownQuestionIDs(),
      [
        "generics/largest", "generics/largest-advanced", "interview/stays",
      ])
    let moved = try #require(try store.reviews.memory(for: "generics/largest"))
    expectEqual(moved.memory, before?.memory)
    expectEqual(moved.reps, 2)
    let log = try store.transfer.reviewExportRows().map(\.questionID)
    expectEqual(log.filter { $0 == "generics/largest" }.count, 2)
    expectEqual(log.filter { $0 == "generics/largest-advanced" }.count, 1)
    expectTrue(!log.contains { $0.hasPrefix("beginner-generics/") || $0.hasPrefix("advanced-generics/") })
    try expectEqual(store.acceptedAnswers.acceptedAnswers(for: "generics/largest").map(\.answer), ["max()"])
    expectTrue(try store.acceptedAnswers.acceptedAnswers(for: "beginner-generics/largest").isEmpty)
    try expectEqual(store.lessons.lessonProgress(for: "generics")?.checksPassed, ["generics/check-one"])
  }

  @Test func applyingTwiceChangesNothing() throws {
    let folder = try TemporaryFolder()
    let store = try Self.oldProgress(folder)
    try store.applyMoves(Self.moves)
    let memories = try store.reviews.allMemories()
    let log = try store.transfer.reviewExportRows()
    let answers = try store.acceptedAnswers.acceptedAnswers()
    try expectEqual(store.applyMoves(Self.moves), 0)
    try expectEqual(store.reviews.allMemories(), memories)
    try expectEqual(store.transfer.reviewExportRows(), log)
    try expectEqual(store.acceptedAnswers.acceptedAnswers(), answers)
  }

  @Test func reopeningTheFileAndMovingAgainChangesNothing() throws {
    let folder = try TemporaryFolder()
    try Self.oldProgress(folder).applyMoves(Self.moves)
    let reopened = try ProgressStore(url: folder.database)
    let memories = try reopened.reviews.allMemories()
    try expectEqual(reopened.applyMoves(Self.moves), 0)
    try expectEqual(reopened.reviews.allMemories(), memories)
  }

  @Test func aTargetWithHistoryKeepsBothLogsAndTheLaterMemory() throws {
    let folder = try TemporaryFolder()
    let store = try ProgressStore(url: folder.database)
    // Studied under the new id first, then (an older build) under the old one, later.
    try ProgressFixtures.answer(store, "generics/largest", .again, at: Self.start)
    try store.acceptedAnswers.addAcceptedAnswer(
      questionID: "generics/largest", answer: "same", at: Self.start)
    try ProgressFixtures.answer(
      store, "beginner-generics/largest", .easy, at: Self.start.addingTimeInterval(3_600))
    try store.acceptedAnswers.addAcceptedAnswer(
      questionID: "beginner-generics/largest", answer: "same", at: Self.start)
    try store.acceptedAnswers.addAcceptedAnswer(
      questionID: "beginner-generics/largest", answer: "other", at: Self.start)
    let later = try #require(try store.reviews.memory(for: "beginner-generics/largest"))

    try store.applyMoves(Self.moves)
    try expectEqual(store.reviews.knownQuestionIDs(), ["generics/largest"])
    try expectEqual(store.reviews.memory(for: "generics/largest")?.memory, later.memory)
    try expectEqual(store.transfer.reviewExportRows().filter { $0.questionID == "generics/largest" }.count, 2)
    try expectEqual(
      store.acceptedAnswers.acceptedAnswers(for: "generics/largest").map(\.answer).sorted(),
      [
        "other", "same",
      ])
  }

  @Test func aTargetReviewedLaterKeepsItsOwnMemory() throws {
    let folder = try TemporaryFolder()
    let store = try ProgressStore(url: folder.database)
    try ProgressFixtures.answer(store, "beginner-generics/largest", .easy, at: Self.start)
    try ProgressFixtures.answer(store, "generics/largest", .again, at: Self.start.addingTimeInterval(3_600))
    let newer = try #require(try store.reviews.memory(for: "generics/largest"))
    try store.applyMoves(Self.moves)
    try expectEqual(store.reviews.knownQuestionIDs(), ["generics/largest"])
    try expectEqual(store.reviews.memory(for: "generics/largest")?.memory, newer.memory)
  }

  @Test func aReadOnlyStoreIsRefusedOnlyWhenThereIsSomethingToMove() throws {
    let folder = try TemporaryFolder()
    _ = try ProgressStore(url: folder.database)
    let reader = try ProgressStore(url: folder.database, access: .readOnly)
    try expectEqual(reader.applyMoves(Self.moves), 0)
    try ProgressFixtures.answer(
      try ProgressStore(url: folder.database), "old-pack/never-studied", .good, at: Self.start)
    let again = try ProgressStore(url: folder.database, access: .readOnly)
    #expect(throws: ProgressStoreError.self) { try again.applyMoves(Self.moves) }
    try expectEqual(again.reviews.knownQuestionIDs(), ["old-pack/never-studied"])
  }
}
