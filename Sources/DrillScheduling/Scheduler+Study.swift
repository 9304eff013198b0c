extension Scheduler {
  /// The scheduler a study session uses. Interval fuzz is on, except with a fixed
  /// clock and no seed: such a run must be reproducible, so intervals are exact.
  /// `base` carries the learner's own parameters and desired retention. Passing ratings
  /// keep Anki's order of days (`Scheduler+Order`), as the drill's preview shows them.
  public static func forStudy(clockIsFixed: Bool, seed: UInt64?, base: Scheduler = Scheduler()) -> Scheduler {
    base.fuzzing(!(clockIsFixed && seed == nil)).orderingPassingIntervals(true)
  }
}
