import Foundation

/// The FSRS-6 formulas: initial values, stability after recall or lapse, difficulty, intervals.
extension Scheduler {
  static let stabilityMinimum = 0.001
  static let difficultyRange = 1.0...10.0

  /// The stability after a review, or the initial one for a first review.
  func nextStability(of memory: MemoryState, rating: Rating, elapsedDays: Int?, now: Date) -> Double {
    guard let stability = memory.stability, memory.difficulty != nil || memory.state == .review else {
      return initialStability(rating)
    }
    if let elapsedDays, elapsedDays < 1 {
      return shortTermStability(stability, rating: rating)
    }
    let difficulty = memory.difficulty ?? initialDifficulty(rating, clamped: true)
    let recall = retrievability(of: memory, at: now)
    let next =
      rating == .again
      ? forgetStability(difficulty: difficulty, stability: stability, retrievability: recall)
      : recallStability(difficulty: difficulty, stability: stability, retrievability: recall, rating: rating)
    return clampStability(next)
  }

  /// The difficulty after a review, or the initial one for a first review.
  func nextDifficulty(of memory: MemoryState, rating: Rating) -> Double {
    guard let difficulty = memory.difficulty, memory.stability != nil || memory.state == .review else {
      return initialDifficulty(rating, clamped: true)
    }
    let target = initialDifficulty(.easy, clamped: false)
    let delta = -parameters[6] * Double(rating.rawValue - 3)
    let damped = difficulty + (10 - difficulty) * delta / 9
    let reverted = parameters[7] * target + (1 - parameters[7]) * damped
    return clampDifficulty(reverted)
  }

  func initialStability(_ rating: Rating) -> Double {
    clampStability(parameters[rating.rawValue - 1])
  }

  func initialDifficulty(_ rating: Rating, clamped: Bool) -> Double {
    let value = parameters[4] - exp(parameters[5] * Double(rating.rawValue - 1)) + 1
    return clamped ? clampDifficulty(value) : value
  }

  /// Stability after a review on the same day as the previous one.
  func shortTermStability(_ stability: Double, rating: Rating) -> Double {
    var increase =
      exp(parameters[17] * (Double(rating.rawValue) - 3 + parameters[18]))
      * pow(stability, -parameters[19])
    if rating != .again {
      increase = max(increase, 1)
    }
    return clampStability(stability * increase)
  }

  func forgetStability(difficulty: Double, stability: Double, retrievability: Double) -> Double {
    let longTerm =
      parameters[11] * pow(difficulty, -parameters[12])
      * (pow(stability + 1, parameters[13]) - 1)
      * exp((1 - retrievability) * parameters[14])
    let shortTerm = stability / exp(parameters[17] * parameters[18])
    return min(longTerm, shortTerm)
  }

  func recallStability(
    difficulty: Double, stability: Double, retrievability: Double, rating: Rating
  ) -> Double {
    let hardPenalty = rating == .hard ? parameters[15] : 1
    let easyBonus = rating == .easy ? parameters[16] : 1
    return stability
      * (1
        + exp(parameters[8]) * (11 - difficulty) * pow(stability, -parameters[9])
        * (exp((1 - retrievability) * parameters[10]) - 1) * hardPenalty * easyBonus)
  }

  /// Recall probability after `elapsedDays` for a question of the given stability.
  func forgettingCurve(elapsedDays: Double, stability: Double) -> Double {
    pow(1 + factor * elapsedDays / stability, decay)
  }

  /// Whole days until recall falls to the desired retention, between 1 and the maximum.
  func nextInterval(stability: Double) -> Int {
    let days = (stability / factor) * (pow(desiredRetention, 1 / decay) - 1)
    return min(max(Self.roundHalfEven(days), 1), maximumInterval)
  }

  func clampStability(_ stability: Double) -> Double {
    max(stability, Self.stabilityMinimum)
  }

  func clampDifficulty(_ difficulty: Double) -> Double {
    min(max(difficulty, Self.difficultyRange.lowerBound), Self.difficultyRange.upperBound)
  }

  /// Python's `round()`: to the nearest integer, ties to even. Saturates instead of trapping.
  static func roundHalfEven(_ value: Double) -> Int {
    let rounded = value.rounded(.toNearestOrEven)
    guard rounded.isFinite else { return rounded > 0 ? Int.max : Int.min }
    if rounded >= Double(Int.max) { return Int.max }
    if rounded <= Double(Int.min) { return Int.min }
    return Int(rounded)
  }
}
