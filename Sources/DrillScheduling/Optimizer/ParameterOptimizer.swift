import DrillSupport
import Foundation

/// Fits the 21 FSRS-6 weights to a learner's review log, with the objective of the
/// reference optimizer (fsrs-rs, which Anki uses): the mean log loss of the predicted
/// recall on every review after a card's first that came at least a day after the one
/// before (same-day reviews shape the memory through w17–w19 but are not predicted, as
/// in the reference). The first stabilities w0–w3 are pretrained from the outcomes of
/// each card's second review and then held fixed; w4–w20 are fitted with Adam on
/// mini-batches, clipped to the weights' bounds after every step. Deterministic: cards are
/// shuffled with a seeded generator.
public struct ParameterOptimizer: Sendable {
  /// Reviews that count for the loss needed before fitting is worth it.
  public static let minimumReviews = 400

  public var epochs = 5
  public var batchSize = 512
  public var learningRate = 0.04
  public var seed: UInt64 = 2_026

  public init() {}

  /// Measures `parameters` on `histories` without fitting anything.
  public static func evaluate(_ parameters: [Double], on histories: [ReviewHistory]) -> FitMetrics {
    FitMetrics.measure(parameters, on: histories.map(TrainingCard.init))
  }

  /// Fits weights to `histories`, always from the defaults (as the reference does), and
  /// compares them with `current` (the weights in use): the result keeps `current` when the
  /// fit does not lower the log loss. A fit from `current` made each run move on from the
  /// last one, so the parameters depended on how often it was run (session 49's tryout).
  public func optimize(
    _ histories: [ReviewHistory], current: [Double] = Scheduler.defaultParameters
  ) throws(OptimizerError) -> OptimizationResult {
    do {
      try Scheduler.validate(parameters: current)
    } catch {
      throw .invalidStartingParameters(error)
    }
    let cards = histories.map(TrainingCard.init).filter { $0.ratings.count > 1 }
    let reviews = cards.reduce(0) { $0 + $1.trainingReviewCount }
    guard reviews >= Self.minimumReviews else {
      throw .notEnoughReviews(have: reviews, need: Self.minimumReviews)
    }
    let before = FitMetrics.measure(current, on: cards)
    var weights = Pretraining.initialStabilities(cards, defaults: Scheduler.defaultParameters)
    weights = train(cards, from: weights)
    let after = FitMetrics.measure(weights, on: cards)
    let improved = after.logLoss < before.logLoss
    return OptimizationResult(
      parameters: improved ? weights : current, before: before, after: improved ? after : before,
      improved: improved, inUse: weights == current)
  }

  /// Adam over w4…w20 with cosine-annealed learning rate and clipping to the bounds.
  func train(_ cards: [TrainingCard], from start: [Double]) -> [Double] {
    let set = TrainingSet(cards)
    var weights = start
    var firstMoment = SIMD32<Double>.zero
    var secondMoment = SIMD32<Double>.zero
    var mask = SIMD32<Double>.zero
    for index in 4..<21 { mask[index] = 1 }
    var generator = SeededGenerator(seed: seed)
    let totalReviews = set.trainingReviewCounts.reduce(0, +)
    let stepsPerEpoch = max(1, (totalReviews + batchSize - 1) / batchSize)
    let totalSteps = epochs * stepsPerEpoch
    var step = 0
    var tape = Tape(capacity: 1 << 16)
    for _ in 0..<epochs {
      var order = Array(0..<set.count)
      order.shuffle(using: &generator)
      var start = 0
      while start < order.count {
        var end = start
        var batchReviews = 0
        while end < order.count, batchReviews < batchSize {
          batchReviews += set.trainingReviewCounts[order[end]]
          end += 1
        }
        let gradient = Self.gradient(of: weights, on: set, cards: order[start..<end], tape: &tape) * mask
        start = end
        guard batchReviews > 0 else { continue }
        step += 1
        let rate =
          learningRate * 0.5 * (1 + cos(Double.pi * Double(step - 1) / Double(max(totalSteps, step))))
        firstMoment = 0.9 * firstMoment + 0.1 * gradient
        secondMoment = 0.999 * secondMoment + 0.001 * gradient * gradient
        let correctedFirst = firstMoment / (1 - pow(0.9, Double(step)))
        let correctedSecond = secondMoment / (1 - pow(0.999, Double(step)))
        let update = rate * correctedFirst / (correctedSecond.squareRoot() + 1e-8)
        for index in 4..<21 {
          weights[index] = min(
            max(weights[index] - update[index], Scheduler.parameterLowerBounds[index]),
            Scheduler.parameterUpperBounds[index])
        }
      }
    }
    return weights
  }

  /// The gradient of the mean log loss over `cards` of `set`, by reverse-mode
  /// differentiation: each card's replay is recorded on `tape` and swept backwards at once
  /// (the card's nodes are then dropped); the terms shared by every card (the weights and
  /// what depends on them alone) stay at the start of the tape and are swept last.
  static func gradient(
    of weights: [Double], on set: TrainingSet, cards: some Sequence<Int>, tape: inout Tape
  ) -> SIMD32<Double> {
    tape.truncate(to: 0)
    return withUnsafeMutablePointer(to: &tape) { tape in
      let model = FSRSModel<Tracked>(weights: weights.map { Tracked.input($0, on: tape) })
      let shared = tape.pointee.count
      var count = 0
      for card in cards {
        model.replay(set, card: card) { predicted, recalled in
          count += 1
          guard predicted.index >= 0 else { return }
          let p = min(max(predicted.value, 1e-6), 1 - 1e-6)
          // d(-log p)/dp = -1/p; d(-log(1-p))/dp = 1/(1-p).
          tape.pointee.adjoints[Int(predicted.index)] += recalled ? -1 / p : 1 / (1 - p)
        }
        tape.pointee.sweep(shared..<tape.pointee.count)
        tape.pointee.truncate(to: shared)
      }
      tape.pointee.sweep(0..<shared)
      var gradient = SIMD32<Double>.zero
      guard count > 0 else { return gradient }
      for index in weights.indices { gradient[index] = tape.pointee.adjoints[index] / Double(count) }
      return gradient
    }
  }
}
