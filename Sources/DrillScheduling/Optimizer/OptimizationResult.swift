/// What `ParameterOptimizer.optimize` found: the weights to use and the fit before and after.
public struct OptimizationResult: Sendable, Equatable {
  /// The fitted weights, or the starting ones when fitting did not improve the log loss.
  public var parameters: [Double]
  public var before: FitMetrics
  public var after: FitMetrics
  /// Whether the fitted weights predict the log better than the starting ones.
  public var improved: Bool
  /// Whether the fit gave exactly the weights in use (a second run on the same reviews).
  public var inUse = false
}
