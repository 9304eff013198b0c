import DrillSupport
import Foundation

/// Generates review logs of a simulated learner whose memory follows FSRS-6 with known
/// weights: cards are scheduled by a `Scheduler` with those weights, reviewed a little
/// late at random (so elapsed times vary), and recalled with the probability the true
/// model gives. Seeded: the same seed gives the same log. For testing the optimizer and
/// for benchmarks.
public struct ReviewSimulator: Sendable {
  public let scheduler: Scheduler

  /// A learner whose memory follows `parameters`.
  public init(parameters: [Double], desiredRetention: Double = 0.9) throws(SchedulerError) {
    scheduler = try Scheduler(parameters: parameters, desiredRetention: desiredRetention)
  }

  /// About `reviews` reviews spread over cards of 4–16 reviews each, starting at `start`.
  public func simulate(reviews: Int, start: Date, seed: UInt64) -> [ReviewHistory] {
    var generator = SeededGenerator(seed: seed)
    var histories: [ReviewHistory] = []
    var total = 0
    while total < reviews {
      let count = min(Int.random(in: 4...16, using: &generator), reviews - total)
      let firstDay = Double(Int.random(in: 0..<60, using: &generator)) * Scheduler.secondsPerDay
      let history = simulateCard(
        id: "sim-\(histories.count)", reviews: max(count, 1), start: start.addingTimeInterval(firstDay),
        using: &generator)
      total += history.reviews.count
      histories.append(history)
    }
    return histories
  }

  private func simulateCard(
    id: String, reviews count: Int, start: Date, using generator: inout SeededGenerator
  ) -> ReviewHistory {
    var memory = MemoryState.new(due: start)
    var time = start
    var reviews: [ReviewHistory.Review] = []
    for _ in 0..<count {
      let rating: Rating
      if memory.isNew {
        rating = Self.pick([0.2, 0.15, 0.55, 0.1], using: &generator)
      } else {
        let recall = scheduler.retrievability(of: memory, at: time)
        let sameDay = memory.lastReview.map { Scheduler.wholeDays(from: $0, to: time) < 1 } ?? false
        let recalled = Double.random(in: 0..<1, using: &generator) < (sameDay ? 0.9 : recall)
        rating = recalled ? Self.pick([0, 0.15, 0.75, 0.1], using: &generator) : .again
      }
      reviews.append(ReviewHistory.Review(reviewedAt: time, rating: rating))
      memory = scheduler.review(memory, rating: rating, at: time, using: &generator).memory
      let interval = memory.due.timeIntervalSince(time)
      let lateness = interval >= Scheduler.secondsPerDay ? Double.random(in: 0...0.5, using: &generator) : 0
      time = memory.due.addingTimeInterval(interval * lateness)
    }
    return ReviewHistory(cardID: id, reviews: reviews)
  }

  /// Again, Hard, Good or Easy with the given weights.
  private static func pick(_ weights: [Double], using generator: inout SeededGenerator) -> Rating {
    var draw = Double.random(in: 0..<weights.reduce(0, +), using: &generator)
    for (index, weight) in weights.enumerated() {
      if draw < weight { return Rating(rawValue: index + 1) ?? .good }
      draw -= weight
    }
    return .good
  }
}
