/// Interval fuzz: review intervals of 3 days or more are spread a little so that
/// questions learned together do not stay due together.
extension Scheduler {
  /// A fuzz band: intervals between `start` and `end` days widen the range by `factor` per day.
  struct FuzzBand: Sendable {
    var start: Double
    var end: Double
    var factor: Double
  }

  static let fuzzBands = [
    FuzzBand(start: 2.5, end: 7, factor: 0.15),
    FuzzBand(start: 7, end: 20, factor: 0.1),
    FuzzBand(start: 20, end: .infinity, factor: 0.05),
  ]

  /// Every whole-day interval fuzz can turn `days` into; nil when fuzz does not
  /// apply (under 2.5 days). As in py-fsrs, the draw spans `[lower, upper + 1)` and is
  /// rounded, so the top of this range is one more than py-fsrs's `max_ivl` (capped
  /// at the maximum interval).
  public func fuzzRange(days: Int) -> ClosedRange<Int>? {
    guard let bounds = fuzzBounds(days: days) else { return nil }
    return bounds.lower...max(bounds.lower, min(bounds.upper + 1, maximumInterval))
  }

  /// py-fsrs's `_get_fuzz_range`: the `min_ivl` and `max_ivl` the draw is scaled to.
  func fuzzBounds(days: Int) -> (lower: Int, upper: Int)? {
    guard Double(days) >= 2.5 else { return nil }
    var delta = 1.0
    for band in Self.fuzzBands {
      delta += band.factor * max(min(Double(days), band.end) - band.start, 0)
    }
    let upper = min(Self.roundHalfEven(Double(days) + delta), maximumInterval)
    let lower = min(max(2, Self.roundHalfEven(Double(days) - delta)), upper)
    return (lower, upper)
  }

  /// `days` with fuzz applied, drawing once from `generator`.
  func fuzzed<Generator: RandomNumberGenerator>(days: Int, using generator: inout Generator) -> Int {
    guard fuzzBounds(days: days) != nil else { return days }
    return fuzzed(days: days, draw: Double.random(in: 0..<1, using: &generator))
  }

  /// `days` with fuzz applied for a uniform `draw` in `0..<1`, exactly as py-fsrs does:
  /// `round(draw * (upper - lower + 1) + lower)`, ties to even, capped at the maximum interval.
  func fuzzed(days: Int, draw: Double) -> Int {
    guard let bounds = fuzzBounds(days: days) else { return days }
    let value = draw * Double(bounds.upper - bounds.lower + 1) + Double(bounds.lower)
    return min(Self.roundHalfEven(value), maximumInterval)
  }
}
