/// How well a set of weights predicts a review log: the mean log loss of the predicted
/// recall on every review that counts, and the binned RMSE between predicted and actual
/// recall (reviews grouped into 20 bins of predicted recall; the root of the
/// count-weighted mean squared gap between a bin's mean prediction and its recall rate).
public struct FitMetrics: Sendable, Equatable {
  public var logLoss: Double
  public var rmse: Double
  /// The reviews measured.
  public var reviews: Int

  /// Measures `parameters` on `cards`.
  static func measure(_ parameters: [Double], on cards: [TrainingCard]) -> FitMetrics {
    let model = FSRSModel<Double>(weights: parameters)
    var loss = 0.0
    var count = 0
    var binPredicted = [Double](repeating: 0, count: 20)
    var binRecalled = [Double](repeating: 0, count: 20)
    var binCount = [Double](repeating: 0, count: 20)
    for card in cards {
      model.replay(card) { predicted, recalled in
        let p = min(max(predicted, 1e-6), 1 - 1e-6)
        loss -= recalled ? p.log() : (1 - p).log()
        count += 1
        let bin = min(Int(p * 20), 19)
        binPredicted[bin] += p
        binRecalled[bin] += recalled ? 1 : 0
        binCount[bin] += 1
      }
    }
    guard count > 0 else { return FitMetrics(logLoss: 0, rmse: 0, reviews: 0) }
    var squared = 0.0
    for bin in 0..<20 where binCount[bin] > 0 {
      let gap = (binPredicted[bin] - binRecalled[bin]) / binCount[bin]
      squared += binCount[bin] * gap * gap
    }
    return FitMetrics(
      logLoss: loss / Double(count), rmse: (squared / Double(count)).squareRoot(), reviews: count)
  }
}
