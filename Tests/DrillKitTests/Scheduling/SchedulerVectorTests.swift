import DrillKitTesting
import Foundation
import Testing

@testable import DrillScheduling
@testable import DrillSupport

/// Every review of every reference sequence must match py-fsrs: state, step,
/// stability and difficulty (relative 1e-6), due and last review (to the second).
@Suite struct SchedulerVectorTests {
  @Test func vectorsAreLoadedAndCoverManyReviews() throws {
    let vectors = try FSRSVectors.load()
    expectTrue(vectors.generator.hasPrefix("py-fsrs 6."))
    expectTrue(vectors.cases.count >= 20)
    expectTrue(vectors.cases.map(\.reviews.count).reduce(0, +) >= 500)
  }

  @Test(arguments: FSRSVectors.caseNames)
  func matchesReference(caseName: String) throws {
    let vector = try #require(FSRSVectors.named(caseName))
    let scheduler = try vector.scheduler.scheduler(fuzz: false)
    var generator = SeededGenerator(seed: 1)
    var memory = MemoryState.new(due: Date(timeIntervalSince1970: vector.start))
    for (index, expected) in vector.reviews.enumerated() {
      let now = Date(timeIntervalSince1970: expected.at)
      let rating = try #require(Rating(rawValue: expected.rating))
      let recall = scheduler.retrievability(of: memory, at: now)
      expectTrue(isClose(recall, expected.retrievabilityBefore), "review \(index): retrievability")
      let result = scheduler.review(memory, rating: rating, at: now, using: &generator)
      memory = result.memory
      expectEqual(memory.state.rawValue, expected.state, "review \(index): state")
      expectEqual(memory.step, expected.step, "review \(index): step")
      expectTrue(
        isClose(memory.stability, expected.stability),
        "review \(index): stability \(String(describing: memory.stability)) vs \(expected.stability)")
      expectTrue(isClose(memory.difficulty, expected.difficulty), "review \(index): difficulty")
      expectTrue(abs(memory.due.timeIntervalSince1970 - expected.due) < 1, "review \(index): due")
      expectEqual(memory.lastReview.map { abs($0.timeIntervalSince1970 - expected.lastReview) < 1 }, true)
      expectEqual(result.log.rating, rating)
      expectEqual(result.log.reviewedAt, now)
    }
  }

  private func isClose(_ actual: Double?, _ expected: Double) -> Bool {
    guard let actual else { return false }
    return abs(actual - expected) <= 1e-6 * max(1, abs(expected))
  }
}
