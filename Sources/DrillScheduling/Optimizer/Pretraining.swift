import Foundation

/// The reference optimizer's first stage: the initial stability for each first rating,
/// fitted to how often cards first rated that way were recalled at their first review on a
/// later day (same-day learning steps in between are passed over, as in the reference).
enum Pretraining {
  /// Second reviews a first rating needs before its stability is fitted (else the default stays).
  static let minimumSamples = 20

  /// `defaults` with w0…w3 replaced where there is enough data, kept non-decreasing in the
  /// rating (Again ≤ Hard ≤ Good ≤ Easy) and within the bounds.
  static func initialStabilities(_ cards: [TrainingCard], defaults: [Double]) -> [Double] {
    var samples: [[(days: Int, recalled: Bool)]] = Array(repeating: [], count: 4)
    for card in cards {
      guard let later = card.elapsedDays.indices.dropFirst().first(where: { card.elapsedDays[$0] >= 1 })
      else { continue }
      samples[card.ratings[0].rawValue - 1].append((card.elapsedDays[later], card.ratings[later] != .again))
    }
    var weights = defaults
    let model = FSRSModel<Double>(weights: defaults)
    for rating in 0..<4 where samples[rating].count >= minimumSamples {
      weights[rating] = fit(samples[rating], model: model, prior: defaults[rating])
    }
    for rating in 1..<4 {
      weights[rating] = max(weights[rating], weights[rating - 1])
    }
    for rating in 0..<4 {
      weights[rating] = min(
        max(weights[rating], Scheduler.parameterLowerBounds[rating]), Scheduler.parameterUpperBounds[rating])
    }
    return weights
  }

  /// The stability minimising the log loss of the samples, with a light pull towards the
  /// prior (worth about one sample), by golden-section search on log stability.
  private static func fit(
    _ samples: [(days: Int, recalled: Bool)], model: FSRSModel<Double>, prior: Double
  ) -> Double {
    func loss(_ logStability: Double) -> Double {
      let stability = exp(logStability)
      var total = 0.0
      for sample in samples {
        let p = min(max(model.retrievability(elapsedDays: sample.days, stability: stability), 1e-6), 1 - 1e-6)
        total -= sample.recalled ? log(p) : log(1 - p)
      }
      let pull = logStability - log(prior)
      return total + pull * pull
    }
    var low = log(Scheduler.parameterLowerBounds[0])
    var high = log(Scheduler.parameterUpperBounds[0])
    let ratio = (5.0.squareRoot() - 1) / 2
    for _ in 0..<80 {
      let left = high - ratio * (high - low)
      let right = low + ratio * (high - low)
      if loss(left) < loss(right) { high = right } else { low = left }
    }
    return exp((low + high) / 2)
  }
}
