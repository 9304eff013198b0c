import DrillKitTesting
import Foundation
import Testing

@testable import DrillProgress
@testable import DrillSQLite
@testable import DrillScheduling
@testable import DrillSupport

/// `ReviewLog.regrade` (`:accept` → y) writes what `record` writes for an answer graded so in the
/// first place, through the same column lists (session 48's review, finding 18: the regrade
/// restated the UPDATEs and the lapse rule by hand).
@Suite struct ReviewRegradeTests {
  static let scheduler = Scheduler().fuzzing(false)

  /// Every column of the store's review rows (the row id left out) and of its memory rows.
  static func rows(_ store: ProgressStore) throws -> [[SQLiteValue]] {
    func read(_ sql: String) throws -> [[SQLiteValue]] {
      try store.database.query(sql) { row in (0..<row.columnCount).map { row.value($0) } }
    }
    let reviews = try read("SELECT * FROM reviews ORDER BY id").map { Array($0.dropFirst()) }
    return reviews + (try read("SELECT * FROM memory ORDER BY question_id"))
  }

  @Test(arguments: [(Rating.good, 1.0, Rating.again, 0.0), (.again, 0, .good, 1)])
  func aRegradedAnswerIsStoredAsIfGradedSoAtFirst(
    first: Rating, firstCredit: Double, then: Rating, thenCredit: Double
  ) throws {
    let start = ProgressFixtures.start
    func answer(_ rating: Rating, credit: Double, at date: Date) -> AnswerRecord {
      AnswerRecord(
        questionID: "pack/q", level: .beginner, kind: .written, tags: ["t"], reviewedAt: date, answer: "a",
        credit: credit, rating: rating, durationMilliseconds: 1_200, mode: "quiz")
    }
    // The question graduated (easy), then answered `first` and graded again as `then` (a lapse
    // appears or goes), against the same answers recorded `then` at once.
    let regraded = try ProgressStore(url: try TemporaryFolder().database)
    let direct = try ProgressStore(url: try TemporaryFolder().database)
    var (one, two) = (SeededGenerator(seed: 3), SeededGenerator(seed: 3))
    for store in [regraded, direct] {
      var generator = SeededGenerator(seed: 1)
      try store.reviews.record(
        answer(.easy, credit: 1, at: start), scheduler: Self.scheduler, generator: &generator)
    }
    let later = start.addingTimeInterval(86_400 * 5)
    let written = try regraded.reviews.recordRegradable(
      answer(first, credit: firstCredit, at: later), scheduler: Self.scheduler, generator: &one)
    let after = try regraded.reviews.regrade(
      written, credit: thenCredit, rating: then, scheduler: Self.scheduler, generator: &one)
    let stored = try direct.reviews.record(
      answer(then, credit: thenCredit, at: later), scheduler: Self.scheduler, generator: &two)
    expectEqual(after, Optional(stored))
    try expectEqual(Self.rows(regraded), Self.rows(direct))
    try expectEqual(regraded.reviews.memory(for: "pack/q")?.lapses, then == .again ? 1 : 0)
  }
}
