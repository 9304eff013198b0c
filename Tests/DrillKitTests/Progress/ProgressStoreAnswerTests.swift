import DrillKitTesting
import Foundation
import Testing

@testable import DrillProgress
@testable import DrillScheduling
@testable import DrillSupport

/// `ProgressStore.record`: the memory is read, scheduled and written in one
/// transaction, so two connections answering the same question never schedule
/// from the same state.
@Suite struct ProgressStoreAnswerTests {
  static let scheduler = Scheduler().fuzzing(false)

  static func answer(_ rating: Rating, at date: Date, mode: String = "quiz") -> AnswerRecord {
    AnswerRecord(
      questionID: "pack/shared", level: .beginner, kind: .written, reviewedAt: date, answer: "\(rating)",
      credit: rating == .again ? 0 : 1, rating: rating, mode: mode)
  }

  @Test func recordReturnsTheMemoryItStored() throws {
    let folder = try TemporaryFolder()
    let store = try ProgressStore(url: folder.database)
    var generator = SeededGenerator(seed: 1)
    let first = try store.reviews.record(
      Self.answer(.good, at: ProgressFixtures.start), scheduler: Self.scheduler, generator: &generator)
    let second = try store.reviews.record(
      Self.answer(.again, at: ProgressFixtures.start.addingTimeInterval(600)), scheduler: Self.scheduler,
      generator: &generator)
    try expectEqual(store.reviews.memory(for: "pack/shared")?.memory, second)
    var replayGenerator = SeededGenerator(seed: 9)
    let replay = Self.scheduler.review(
      first, rating: .again, at: ProgressFixtures.start.addingTimeInterval(600), using: &replayGenerator)
    expectEqual(second, replay.memory)
  }

  @Test func twoConnectionsAnsweringTheSameQuestionAtOnceLoseNoUpdate() throws {
    let folder = try TemporaryFolder()
    _ = try ProgressStore(url: folder.database)
    let url = folder.database
    let failures = FailureList()
    let group = DispatchGroup()
    let perWriter = 30
    for writer in 0..<2 {
      group.enter()
      Thread {
        defer { group.leave() }
        do {
          let store = try ProgressStore(url: url)
          var generator = SeededGenerator(seed: UInt64(writer))
          for index in 0..<perWriter {
            // One writer says Good, the other Again: a schedule from a stale state shows at once.
            let rating: Rating = writer == 0 ? .good : .again
            try store.reviews.record(
              Self.answer(
                rating, at: ProgressFixtures.start.addingTimeInterval(Double(index)), mode: "w\(writer)"),
              scheduler: Self.scheduler, generator: &generator)
          }
        } catch {
          failures.append("writer \(writer): \(error)")
        }
      }.start()
    }
    group.wait()
    expectTrue(failures.items.isEmpty)
    let store = try ProgressStore(url: url)
    let rows = try store.transfer.reviewExportRows().sorted { $0.id < $1.id }
    expectEqual(rows.count, 2 * perWriter)
    // Replaying the log in commit order from a new card gives every stored state.
    var memory = MemoryState.new(due: ProgressFixtures.start)
    var replayGenerator = SeededGenerator(seed: 9)
    for row in rows {
      let rating = try #require(Rating(rawValue: row.rating))
      let date = try #require(ISO8601.parse(row.reviewedAt))
      memory = Self.scheduler.review(memory, rating: rating, at: date, using: &replayGenerator).memory
      expectEqual(row.stabilityAfter, memory.stability, "review \(row.id) scheduled from a stale state")
      expectEqual(row.difficultyAfter, memory.difficulty, "review \(row.id) scheduled from a stale state")
    }
    let stored = try #require(try store.reviews.memory(for: "pack/shared"))
    expectEqual(stored.memory.state, memory.state)
    expectEqual(stored.memory.stability, memory.stability)
    expectEqual(stored.memory.difficulty, memory.difficulty)
    expectEqual(stored.reps, 2 * perWriter)
  }
}
