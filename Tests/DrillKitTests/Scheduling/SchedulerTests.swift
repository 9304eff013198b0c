import DrillKitTesting
import Foundation
import Testing

@testable import DrillScheduling
@testable import DrillSupport

@Suite struct SchedulerTests {
  static let now = Date(timeIntervalSince1970: 1_767_603_600)

  @Test func defaultsMatchFSRS6() {
    let scheduler = Scheduler()
    expectEqual(scheduler.parameters.count, 21)
    expectEqual(scheduler.desiredRetention, 0.9)
    expectEqual(scheduler.learningSteps, [60, 600])
    expectEqual(scheduler.relearningSteps, [600])
    expectEqual(scheduler.maximumInterval, 36_500)
  }

  @Test func newQuestionIsLearningAtStepZero() {
    let memory = MemoryState.new(due: Self.now)
    expectEqual(memory.state, .learning)
    expectEqual(memory.step, 0)
    expectTrue(memory.isNew)
    expectEqual(Scheduler().retrievability(of: memory, at: Self.now), 0)
  }

  @Test func retrievabilityIsNinetyPercentAfterStabilityDays() {
    let scheduler = Scheduler()
    let stability = 10.0
    let memory = MemoryState(
      state: .review, step: nil, stability: stability, difficulty: 5, due: Self.now,
      lastReview: Self.now)
    // After exactly `stability` days recall is 90 %.
    let atStability = scheduler.retrievability(
      of: memory, at: Self.now.addingTimeInterval(stability * 86_400))
    expectTrue(abs(atStability - 0.9) < 1e-12)
    expectEqual(scheduler.retrievability(of: memory, at: Self.now), 1)
    // Partial days do not count.
    expectEqual(scheduler.retrievability(of: memory, at: Self.now.addingTimeInterval(86_399)), 1)
  }

  @Test func retrievabilityFallsOverTime() {
    let scheduler = Scheduler()
    let memory = MemoryState(
      state: .review, step: nil, stability: 5, difficulty: 5, due: Self.now, lastReview: Self.now)
    let values = [1, 5, 30, 365].map {
      scheduler.retrievability(of: memory, at: Self.now.addingTimeInterval(Double($0) * 86_400))
    }
    expectEqual(values, values.sorted(by: >))
    expectTrue(values.allSatisfy { $0 > 0 && $0 < 1 })
  }

  @Test func lapseCountsAsRelearning() {
    let scheduler = Scheduler()
    var generator = SeededGenerator(seed: 9)
    let memory = MemoryState(
      state: .review, step: nil, stability: 20, difficulty: 5, due: Self.now,
      lastReview: Self.now.addingTimeInterval(-20 * 86_400))
    let (next, log) = scheduler.review(memory, rating: .again, at: Self.now, using: &generator)
    expectEqual(next.state, .relearning)
    expectEqual(next.step, 0)
    expectEqual(next.due, Self.now.addingTimeInterval(600))
    expectEqual(next.stability.map { $0 < 20 }, true)
    expectEqual(log.before, memory)
    expectEqual(log.elapsedDays, 20)
    expectEqual(log.interval, 600)
  }

  @Test(arguments: [
    (
      "too few parameters", [Double](repeating: 1, count: 20), 0.9, 36_500,
      SchedulerError.wrongParameterCount(expected: 21, got: 20)
    ),
    (
      "w4 above bounds",
      [0.212, 1.2931, 2.3065, 8.2956, 11] + Array(Scheduler.defaultParameters.dropFirst(5)), 0.9, 36_500,
      .parameterOutOfBounds(index: 4, value: 11, bounds: 1...10)
    ),
    ("retention 1", Scheduler.defaultParameters, 1.0, 36_500, .desiredRetentionOutOfRange(1)),
    ("retention 0", Scheduler.defaultParameters, 0.0, 36_500, .desiredRetentionOutOfRange(0)),
    ("maximum interval 0", Scheduler.defaultParameters, 0.9, 0, .maximumIntervalTooSmall(0)),
  ])
  func rejectsInvalidSettings(
    name: String, parameters: [Double], retention: Double, maximum: Int, expected: SchedulerError
  ) {
    #expect(throws: expected) {
      try Scheduler(parameters: parameters, desiredRetention: retention, maximumInterval: maximum)
    }
    expectEqual(expected.errorDescription?.isEmpty, false)
  }

  @Test func rejectsNonPositiveStep() {
    #expect(throws: SchedulerError.stepNotPositive(0)) {
      try Scheduler(learningSteps: [60, 0])
    }
  }

  @Test func roundsHalfToEvenLikePython() {
    expectEqual(Scheduler.roundHalfEven(2.5), 2)
    expectEqual(Scheduler.roundHalfEven(3.5), 4)
    expectEqual(Scheduler.roundHalfEven(-0.5), 0)
    expectEqual(Scheduler.roundHalfEven(.infinity), Int.max)
  }

  @Test func wholeDaysFloorsLikeTimedelta() {
    expectEqual(Scheduler.wholeDays(86_399), 0)
    expectEqual(Scheduler.wholeDays(86_400), 1)
    expectEqual(Scheduler.wholeDays(-1), -1)
  }
}
