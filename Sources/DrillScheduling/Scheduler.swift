import Foundation

/// The FSRS-6 scheduler, as py-fsrs 6.x defines it. Pure: a state, a grade and a
/// time in; the next state and a log out. Fuzz draws from the generator you pass.
public struct Scheduler: Sendable {
  /// The 21 model weights w0…w20.
  public let parameters: [Double]
  /// The recall probability intervals aim for (0.9 by default).
  public let desiredRetention: Double
  /// Steps a new or failed learning question goes through (1 min, 10 min).
  public let learningSteps: [TimeInterval]
  /// Steps a forgotten review question goes through (10 min).
  public let relearningSteps: [TimeInterval]
  /// The longest interval, in days (36,500).
  public let maximumInterval: Int
  /// Whether review intervals get a little random spread.
  public let enableFuzzing: Bool
  /// Whether passing ratings keep Anki's order of days (`Scheduler+Order`): off by default,
  /// as in py-fsrs; study sessions turn it on (`forStudy`).
  public private(set) var ordersPassingIntervals = false

  /// The forgetting curve's exponent, -w20.
  let decay: Double
  /// Chosen so that recall is 90 % after `stability` days.
  let factor: Double

  /// The default scheduler: default weights, retention 0.9, fuzz on.
  public init() {
    self.init(
      validated: Self.defaultParameters, desiredRetention: 0.9, learningSteps: [60, 600],
      relearningSteps: [600], maximumInterval: 36_500, enableFuzzing: true)
  }

  /// A scheduler with the given settings; throws when a weight is out of its bounds,
  /// the retention is not strictly between 0 and 1, or the maximum interval is below 1.
  public init(
    parameters: [Double] = Scheduler.defaultParameters,
    desiredRetention: Double = 0.9,
    learningSteps: [TimeInterval] = [60, 600],
    relearningSteps: [TimeInterval] = [600],
    maximumInterval: Int = 36_500,
    enableFuzzing: Bool = true
  ) throws(SchedulerError) {
    try Self.validate(parameters: parameters)
    guard desiredRetention > 0, desiredRetention < 1 else {
      throw .desiredRetentionOutOfRange(desiredRetention)
    }
    guard maximumInterval >= 1 else { throw .maximumIntervalTooSmall(maximumInterval) }
    if let step = (learningSteps + relearningSteps).first(where: { !($0 > 0) }) {
      throw .stepNotPositive(step)
    }
    self.init(
      validated: parameters, desiredRetention: desiredRetention, learningSteps: learningSteps,
      relearningSteps: relearningSteps, maximumInterval: maximumInterval,
      enableFuzzing: enableFuzzing)
  }

  private init(
    validated parameters: [Double], desiredRetention: Double, learningSteps: [TimeInterval],
    relearningSteps: [TimeInterval], maximumInterval: Int, enableFuzzing: Bool
  ) {
    self.parameters = parameters
    self.desiredRetention = desiredRetention
    self.learningSteps = learningSteps
    self.relearningSteps = relearningSteps
    self.maximumInterval = maximumInterval
    self.enableFuzzing = enableFuzzing
    self.decay = -parameters[20]
    self.factor = pow(0.9, 1 / decay) - 1
  }

  /// The same scheduler with fuzz turned on or off.
  public func fuzzing(_ enabled: Bool) -> Scheduler {
    var copy = Scheduler(
      validated: parameters, desiredRetention: desiredRetention, learningSteps: learningSteps,
      relearningSteps: relearningSteps, maximumInterval: maximumInterval, enableFuzzing: enabled)
    copy.ordersPassingIntervals = ordersPassingIntervals
    return copy
  }

  /// The same scheduler without learning steps: a new (or learning) question rated right
  /// graduates at once to the interval FSRS gives its first review (good: about 2–3 days), as a
  /// right answer in a placement test or a mock interview is scheduled (session 51's tryout: the
  /// test's right answers came back within ten minutes as 28 "learning" in the first drill).
  /// Relearning steps stay: a question forgotten after its review is relearnt as before.
  public func withoutLearningSteps() -> Scheduler {
    var copy = Scheduler(
      validated: parameters, desiredRetention: desiredRetention, learningSteps: [],
      relearningSteps: relearningSteps, maximumInterval: maximumInterval, enableFuzzing: enableFuzzing)
    copy.ordersPassingIntervals = ordersPassingIntervals
    return copy
  }

  /// The same scheduler with Anki's order of passing intervals on or off.
  public func orderingPassingIntervals(_ enabled: Bool) -> Scheduler {
    var copy = self
    copy.ordersPassingIntervals = enabled
    return copy
  }

  /// The probability of recalling the question at `now`: 0 for a question never reviewed.
  /// Elapsed time counts in whole days, as in py-fsrs.
  public func retrievability(of memory: MemoryState, at now: Date) -> Double {
    guard let lastReview = memory.lastReview, let stability = memory.stability else { return 0 }
    let elapsed = max(0, Self.wholeDays(from: lastReview, to: now))
    return forgettingCurve(elapsedDays: Double(elapsed), stability: stability)
  }

  /// Reviews `memory` with `rating` at `now`. Fuzz (when enabled, and only for
  /// review-state intervals of 3 days or more) draws from `generator`.
  public func review<Generator: RandomNumberGenerator>(
    _ memory: MemoryState, rating: Rating, at now: Date, using generator: inout Generator
  ) -> (memory: MemoryState, log: ReviewLog) {
    let elapsedDays = memory.lastReview.map { Self.wholeDays(from: $0, to: now) }
    var next = memory
    next.stability = nextStability(of: memory, rating: rating, elapsedDays: elapsedDays, now: now)
    next.difficulty = nextDifficulty(of: memory, rating: rating)
    let stability = next.stability ?? Self.stabilityMinimum

    let interval: TimeInterval
    switch memory.state {
    case .learning, .relearning:
      let steps = memory.state == .learning ? learningSteps : relearningSteps
      let step = memory.step ?? 0
      if steps.isEmpty || (step >= steps.count && rating != .again) {
        interval = graduate(&next, stability: stability)
      } else {
        switch rating {
        case .again:
          next.step = 0
          interval = steps[0]
        case .hard:
          next.step = step
          if step == 0 {
            interval = steps.count == 1 ? steps[0] * 1.5 : (steps[0] + steps[1]) / 2
          } else {
            interval = steps[min(step, steps.count - 1)]
          }
        case .good:
          if step + 1 == steps.count {
            interval = graduate(&next, stability: stability)
          } else {
            next.step = step + 1
            interval = steps[min(step + 1, steps.count - 1)]
          }
        case .easy:
          interval = graduate(&next, stability: stability)
        }
      }
    case .review:
      if rating == .again, let first = relearningSteps.first {
        next.state = .relearning
        next.step = 0
        interval = first
      } else {
        interval = Self.seconds(days: nextInterval(stability: stability))
      }
    }

    var finalInterval = interval
    if next.state == .review && (enableFuzzing || ordersPassingIntervals) {
      var days = Self.wholeDays(interval)
      var draw: Double?
      if enableFuzzing && fuzzBounds(days: days) != nil {
        let value = Double.random(in: 0..<1, using: &generator)
        days = fuzzed(days: days, draw: value)
        draw = value
      }
      if ordersPassingIntervals {
        let minimum = minimumDays(memory, rating: rating, elapsedDays: elapsedDays, now: now, draw: draw)
        days = min(max(days, minimum), maximumInterval)
      }
      finalInterval = Self.seconds(days: days)
    }
    next.due = now.addingTimeInterval(finalInterval)
    next.lastReview = now
    let log = ReviewLog(
      rating: rating, reviewedAt: now, before: memory, elapsedDays: elapsedDays,
      interval: finalInterval)
    return (next, log)
  }

  private func graduate(_ memory: inout MemoryState, stability: Double) -> TimeInterval {
    memory.state = .review
    memory.step = nil
    return Self.seconds(days: nextInterval(stability: stability))
  }

  /// Whole days from `start` to `end`, rounded down (negative when `end` is earlier),
  /// like Python's `timedelta.days`.
  static func wholeDays(from start: Date, to end: Date) -> Int {
    wholeDays(end.timeIntervalSince(start))
  }

  static func wholeDays(_ interval: TimeInterval) -> Int {
    Int((interval / secondsPerDay).rounded(.down))
  }

  static func seconds(days: Int) -> TimeInterval { Double(days) * secondsPerDay }

  static let secondsPerDay: TimeInterval = 86_400
}
