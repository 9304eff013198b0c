import DrillKitTesting
import Foundation
import Testing

@testable import DrillScheduling
@testable import DrillSupport

@Suite struct SchedulerFuzzTests {
  /// Exact draws give exactly py-fsrs's fuzzed interval.
  @Test(arguments: FSRSVectors.shared.fuzz.rows.map(\.days))
  func exactDrawsMatchReference(days: Int) throws {
    let row = try #require(FSRSVectors.shared.fuzz.rows.first { $0.days == days })
    let scheduler = Scheduler()
    expectEqual(scheduler.fuzzed(days: days, draw: 0), row.lowest)
    expectEqual(scheduler.fuzzed(days: days, draw: 1 - 0x1p-53), row.highest)
    expectEqual(scheduler.fuzzed(days: days, draw: 0.5), row.mid)
    expectEqual(scheduler.fuzzed(days: days, draw: 0.37), row.q)
    if days >= 3 {
      expectEqual(scheduler.fuzzRange(days: days), row.lowest...row.highest)
    } else {
      expectTrue(scheduler.fuzzRange(days: days) == nil)
    }
  }

  @Test func fuzzTableIsPresent() {
    expectTrue(FSRSVectors.shared.fuzz.rows.count > 400)
  }

  /// Replaying the reference sequences with fuzz on (seeded): stability and difficulty
  /// are untouched, and every review interval lands in py-fsrs's fuzz range.
  @Test(arguments: [1, 2, 3] as [UInt64])
  func fuzzedIntervalsStayInReferenceRange(seed: UInt64) throws {
    var generator = SeededGenerator(seed: seed)
    var fuzzedCount = 0
    var movedCount = 0
    for vector in FSRSVectors.shared.cases {
      let scheduler = try vector.scheduler.scheduler(fuzz: true)
      let plain = try vector.scheduler.scheduler(fuzz: false)
      var memory = MemoryState.new(due: Date(timeIntervalSince1970: vector.start))
      for expected in vector.reviews {
        let now = Date(timeIntervalSince1970: expected.at)
        let rating = try #require(Rating(rawValue: expected.rating))
        let fuzzed = scheduler.review(memory, rating: rating, at: now, using: &generator).memory
        let unfuzzed = plain.review(memory, rating: rating, at: now, using: &generator).memory
        expectEqual(fuzzed.stability, unfuzzed.stability)
        expectEqual(fuzzed.difficulty, unfuzzed.difficulty)
        expectEqual(fuzzed.state, unfuzzed.state)
        let days = Scheduler.wholeDays(from: now, to: unfuzzed.due)
        let fuzzedDays = Scheduler.wholeDays(from: now, to: fuzzed.due)
        if unfuzzed.state == .review, let range = plain.fuzzRange(days: days) {
          fuzzedCount += 1
          if fuzzedDays != days { movedCount += 1 }
          expectContains(range, fuzzedDays, "\(days) days fuzzed to \(fuzzedDays)")
          if let row = FSRSVectors.shared.fuzz.rows.first(where: { $0.days == days }),
            vector.scheduler.maximumInterval == FSRSVectors.shared.fuzz.maximumInterval
          {
            expectContains((row.lowest...row.highest), fuzzedDays)
          }
        } else {
          expectEqual(fuzzed.due, unfuzzed.due)
        }
        memory = fuzzed
      }
    }
    expectTrue(fuzzedCount > 100)
    expectTrue(movedCount > fuzzedCount / 3)
  }

  @Test func sameSeedGivesSameSchedule() {
    let scheduler = Scheduler()
    func run(seed: UInt64) -> [Date] {
      var generator = SeededGenerator(seed: seed)
      var memory = MemoryState.new(due: Date(timeIntervalSince1970: 1_767_600_000))
      var dues: [Date] = []
      for _ in 0..<12 {
        memory = scheduler.review(memory, rating: .good, at: memory.due, using: &generator).memory
        dues.append(memory.due)
      }
      return dues
    }
    expectEqual(run(seed: 42), run(seed: 42))
    expectTrue(run(seed: 42) != run(seed: 43))
  }

  @Test func fuzzingCanBeTurnedOff() {
    let scheduler = Scheduler().fuzzing(false)
    expectTrue(!scheduler.enableFuzzing)
    expectTrue(Scheduler().enableFuzzing)
    var first = SeededGenerator(seed: 1)
    var second = SeededGenerator(seed: 2)
    let memory = MemoryState(
      state: .review, step: nil, stability: 40, difficulty: 5,
      due: Date(timeIntervalSince1970: 1_767_600_000),
      lastReview: Date(timeIntervalSince1970: 1_767_600_000 - 40 * 86_400))
    let a = scheduler.review(memory, rating: .good, at: memory.due, using: &first).memory
    let b = scheduler.review(memory, rating: .good, at: memory.due, using: &second).memory
    expectEqual(a, b)
  }
}
