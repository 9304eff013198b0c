import Foundation

/// Anki's order of passing intervals, which py-fsrs does not keep: rounded to whole days
/// (and fuzzed), Hard, Good and Easy can land on the same day. Anki keeps each passing
/// rating of a review at least a day past the one before (hard ≥ 1, good ≥ hard + 1,
/// easy ≥ good + 1), and a learning question's Easy a day past the interval Good would
/// give once graduated; the neighbours are fuzzed with the same draw, as Anki fuzzes all
/// three with one factor. Memory (stability, difficulty) is FSRS's either way.
extension Scheduler {
  /// The fewest days `rating` may give after reviewing `memory`: 1 unless a neighbour
  /// forces more. `draw` is the fuzz draw of this review (nil: no fuzz).
  func minimumDays(_ memory: MemoryState, rating: Rating, elapsedDays: Int?, now: Date, draw: Double?) -> Int
  {
    func days(_ neighbour: Rating) -> Int {
      let stability = clampStability(
        nextStability(of: memory, rating: neighbour, elapsedDays: elapsedDays, now: now))
      let days = nextInterval(stability: stability)
      return draw.map { fuzzed(days: days, draw: $0) } ?? days
    }
    switch memory.state {
    case .review:
      guard rating != .hard, rating != .again else { return 1 }
      let hard = max(days(.hard), 1)
      if rating == .good { return min(hard + 1, maximumInterval) }
      let good = max(days(.good), hard + 1)
      return min(good + 1, maximumInterval)
    case .learning, .relearning:
      guard rating == .easy else { return 1 }
      return min(days(.good) + 1, maximumInterval)
    }
  }
}
