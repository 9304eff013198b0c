import DrillKitTesting
import Foundation
import Testing

@testable import DrillContent
@testable import DrillProgress
@testable import DrillScheduling

@Suite struct ProgressStoreReviewImportTests {
  static let question = Question(
    localID: "q1", packID: "pack", title: "Q1", tags: ["basics"], prompt: "Say yes.")
  static let questions = [question.id: question]
  static let day: Int64 = 86_400_000
  static let t0 = ProgressFixtures.start.unixMilliseconds

  static func csv(_ rows: [String]) -> String {
    (["card_id,review_time,review_rating,review_state,review_duration"] + rows).joined(separator: "\n") + "\n"
  }

  @Test func questionRowsJoinHistoryAndReplayRebuildsMemory() throws {
    let folder = try TemporaryFolder()
    let store = try ProgressStore(url: folder.database)
    let rows = try ReviewLogCSV.parse(
      Self.csv([
        "pack/q1,\(Self.t0),3,0,1200", "pack/q1,\(Self.t0 + 3 * Self.day),3,2,",
        "pack/q1,\(Self.t0 + 10 * Self.day),1,,",
      ]))
    let summary = try store.transfer.importReviewLog(rows, questions: Self.questions, scheduler: Scheduler())
    expectEqual(summary.questionReviews, 3)
    expectEqual(summary.questions, 1)
    expectEqual(summary.foreignReviews, 0)
    // The replay gives what answering those three times would have given.
    let reference = try ProgressStore(url: folder.url.appendingPathComponent("reference.sqlite"))
    for (offset, rating) in [(0, Rating.good), (3, .good), (10, .again)] {
      try ProgressFixtures.answer(
        reference, "pack/q1", rating, at: ProgressFixtures.start.addingTimeInterval(Double(offset) * 86_400))
    }
    let rebuilt = try #require(try store.reviews.memory(for: "pack/q1"))
    let expected = try #require(try reference.reviews.memory(for: "pack/q1"))
    expectEqual(rebuilt.memory, expected.memory)
    expectEqual(rebuilt.reps, 3)
    expectEqual(rebuilt.lapses, expected.lapses)
    try expectEqual(
      store.transfer.reviewExportRows().map(\.stateAfter),
      reference.transfer.reviewExportRows().map(\.stateAfter))
  }

  @Test func otherCardIDsAreForeignCardsCountedButNeverDue() throws {
    let folder = try TemporaryFolder()
    let store = try ProgressStore(url: folder.database)
    let rows = try ReviewLogCSV.parse(
      Self.csv([
        "1700000000001,\(Self.t0),3,,", "1700000000001,\(Self.t0 + Self.day),2,,", "42,\(Self.t0),1,0,0",
      ]))
    let summary = try store.transfer.importReviewLog(rows, questions: Self.questions, scheduler: Scheduler())
    expectEqual(summary.foreignReviews, 3)
    expectEqual(summary.foreignCards, 2)
    expectTrue(try store.transfer.foreignReviewCounts() == (cards: 2, reviews: 3))
    expectTrue(
      try store.reviews.dueQuestions(now: ProgressFixtures.start.addingTimeInterval(365 * 86_400)).isEmpty)
    try expectEqual(store.transfer.reviewHistories().map(\.reviews.count).sorted(), [1, 2])
  }

  @Test func importingTwiceAddsNothing() throws {
    let folder = try TemporaryFolder()
    let store = try ProgressStore(url: folder.database)
    let rows = try ReviewLogCSV.parse(Self.csv(["pack/q1,\(Self.t0),3,,", "7,\(Self.t0 + 1),3,,"]))
    _ = try store.transfer.importReviewLog(rows, questions: Self.questions, scheduler: Scheduler())
    let again = try store.transfer.importReviewLog(rows, questions: Self.questions, scheduler: Scheduler())
    expectEqual(again.duplicates, 2)
    expectTrue(again.questionReviews == 0 && again.foreignReviews == 0)
    try expectEqual(store.reviews.reviewCount(), 1)
    try expectEqual(store.transfer.foreignReviewCounts().reviews, 1)
  }

  @Test func ownNumberedExportReadBackIsNotCountedTwice() throws {
    let folder = try TemporaryFolder()
    let store = try ProgressStore(url: folder.database)
    try ProgressFixtures.answer(store, "pack/q1", .good, at: ProgressFixtures.start)
    try ProgressFixtures.answer(
      store, "pack/q1", .hard, at: ProgressFixtures.start.addingTimeInterval(86_400))
    let rows = try ReviewLogCSV.parse(try store.transfer.reviewLogCSV())
    let summary = try store.transfer.importReviewLog(rows, questions: [:], scheduler: Scheduler())
    expectEqual(summary.duplicates, 2)
    try expectEqual(store.transfer.foreignReviewCounts().reviews, 0)
  }

  @Test(arguments: [
    ("pack/q1,\(t0),5,,", "line 2: review_rating \"5\" is not 1, 2, 3 or 4"),
    ("pack/q1,yesterday,3,,", "line 2: review_time \"yesterday\" is not a number of milliseconds"),
    ("pack/q1,\(t0),3,9,", "line 2: review_state \"9\" is not 0, 1, 2 or 3"),
    ("pack/q1,\(t0)", "line 2: 2 fields, the header has 5"),
  ])
  func badRowsAreReportedWithLineNumbers(row: String, message: String) throws {
    #expect {
      try ReviewLogCSV.parse(Self.csv([row, "pack/q1,\(Self.t0),3,,"]))
    } throws: { error in
      (error as? ReviewImportError)?.localizedDescription.contains(message) == true
    }
  }

  @Test func oneBadRowImportsNothing() throws {
    let text = Self.csv(["pack/q1,\(Self.t0),3,,", "pack/q1,\(Self.t0 + Self.day),0,,", "9,abc,3,,"])
    #expect(
      throws: ReviewImportError.badRows([
        .init(line: 3, message: "review_rating \"0\" is not 1, 2, 3 or 4"),
        .init(line: 4, message: "review_time \"abc\" is not a number of milliseconds"),
      ])
    ) {
      try ReviewLogCSV.parse(text)
    }
    #expect(throws: ReviewImportError.missingColumns(["review_rating"])) {
      try ReviewLogCSV.parse("card_id,review_time\n1,2\n")
    }
  }

  @Test func settingsAreRememberedAndMakeTheScheduler() throws {
    let folder = try TemporaryFolder()
    do {
      let store = try ProgressStore(url: folder.database)
      expectTrue(try store.settings.fsrsParameters() == nil)
      try expectEqual(store.settings.scheduler().desiredRetention, 0.9)
      var weights = Scheduler.defaultParameters
      weights[8] = 1.5
      try store.settings.setFSRSParameters(weights)
      try store.settings.setDesiredRetention(0.85)
    }
    let store = try ProgressStore(url: folder.database)
    try expectEqual(store.settings.scheduler().parameters[8], 1.5)
    try expectEqual(store.settings.scheduler().desiredRetention, 0.85)
    try store.settings.setFSRSParameters(nil)
    try expectEqual(store.settings.scheduler().parameters, Scheduler.defaultParameters)
  }

  @Test func migratesVersionTwoFileToSettingsAndForeignReviews() throws {
    let folder = try TemporaryFolder()
    do {
      let old = try ProgressStore(
        url: folder.database, access: .readWrite, migrations: Array(ProgressSchema.migrations.prefix(2)))
      try expectEqual(old.storedSchemaVersion(), 2)
      try ProgressFixtures.answer(old, "pack/q1", .good, at: ProgressFixtures.start)
    }
    let store = try ProgressStore(url: folder.database)
    try expectEqual(store.storedSchemaVersion(), ProgressSchema.latestVersion)
    try expectEqual(store.reviews.reviewCount(), 1)
    try store.settings.setDesiredRetention(0.8)
    try expectEqual(store.settings.desiredRetention(), 0.8)
    expectTrue(try store.transfer.foreignReviewCounts() == (cards: 0, reviews: 0))
  }
}
