extension Scheduler {
  /// The scheduler a study session uses. Interval fuzz is on, except with a fixed
  /// clock and no seed: such a run must be reproducible, so intervals are exact.
  public static func forStudy(clockIsFixed: Bool, seed: UInt64?) -> Scheduler {
    Scheduler().fuzzing(!(clockIsFixed && seed == nil))
  }
}
