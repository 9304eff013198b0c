import DrillKitTesting
import Foundation
import Testing

@testable import DrillScheduling
@testable import DrillSupport

/// Anki's order of passing intervals (study sessions): Hard < Good < Easy in whole days for a
/// review, and a learning question's Easy past the interval Good would give once graduated.
/// py-fsrs alone can give two ratings the same day.
@Suite struct SchedulerOrderTests {
  static let now = Date(timeIntervalSince1970: 1_767_603_600)
  static let day: TimeInterval = 86_400

  static func days(_ scheduler: Scheduler, _ memory: MemoryState, _ rating: Rating, at now: Date) -> Int {
    var generator = SeededGenerator(seed: 7)
    let due = scheduler.review(memory, rating: rating, at: now, using: &generator).memory.due
    return Int((due.timeIntervalSince(now) / day).rounded())
  }

  /// Review questions of small to large stability, reviewed when due, and again the same day
  /// (FSRS's short-term stability, where py-fsrs gives Hard, Good and Easy all 1 day).
  static let reviews: [MemoryState] = [0.3, 0.6, 1, 1.5, 2, 3, 5, 8, 20, 60, 200].flatMap { stability in
    [max(1, stability.rounded()) * day, 3_600].map { elapsed in
      MemoryState(
        state: .review, step: nil, stability: stability, difficulty: 7, due: now,
        lastReview: now.addingTimeInterval(-elapsed))
    }
  }

  @Test(arguments: [false, true])
  func reviewRatingsAreEachADayApart(fuzz: Bool) {
    let anki = Scheduler().fuzzing(fuzz).orderingPassingIntervals(true)
    let fsrs = Scheduler().fuzzing(fuzz)
    var ties = 0
    for memory in Self.reviews {
      let ordered = [Rating.hard, .good, .easy].map { Self.days(anki, memory, $0, at: Self.now) }
      expectTrue(
        ordered[0] >= 1 && ordered[0] < ordered[1] && ordered[1] < ordered[2], "\(memory): \(ordered)")
      let plain = [Rating.hard, .good, .easy].map { Self.days(fsrs, memory, $0, at: Self.now) }
      if plain[0] == plain[1] || plain[1] == plain[2] { ties += 1 }
      // Only the days move: the memory is FSRS's.
      var generator = SeededGenerator(seed: 7)
      var same = SeededGenerator(seed: 7)
      expectEqual(
        anki.review(memory, rating: .good, at: Self.now, using: &generator).memory.stability,
        fsrs.review(memory, rating: .good, at: Self.now, using: &same).memory.stability)
    }
    // Without the rule some ratings fall on the same day: the rule is what keeps them apart.
    if !fuzz { expectTrue(ties > 0) }
  }

  @Test func aLearningQuestionsEasyIsADayPastGoodsGraduatingInterval() {
    let anki = Scheduler().fuzzing(false).orderingPassingIntervals(true)
    let fsrs = Scheduler().fuzzing(false)
    var generator = SeededGenerator(seed: 1)
    // Missed once, then in its second step: FSRS gives Easy 1 day, as Good's own interval.
    let missed = fsrs.review(.new(due: Self.now), rating: .again, at: Self.now, using: &generator).memory
    let stepped = fsrs.review(missed, rating: .good, at: Self.now.addingTimeInterval(60), using: &generator)
      .memory
    let later = Self.now.addingTimeInterval(660)
    let goodDays = Self.days(fsrs, stepped, .good, at: later)
    expectEqual(Self.days(fsrs, stepped, .easy, at: later), goodDays)
    expectEqual(Self.days(anki, stepped, .easy, at: later), goodDays + 1)
    // A new question's Easy (8 days) is already past Good's: unchanged.
    expectEqual(Self.days(anki, .new(due: Self.now), .easy, at: Self.now), 8)
  }

  @Test func studySessionsUseTheRule() {
    expectTrue(Scheduler.forStudy(clockIsFixed: true, seed: nil).ordersPassingIntervals)
    expectTrue(!Scheduler().ordersPassingIntervals)
    expectTrue(Scheduler().orderingPassingIntervals(true).fuzzing(true).ordersPassingIntervals)
  }
}
