import Foundation

/// Why a scheduler could not be made from the given settings.
public enum SchedulerError: Error, Equatable, LocalizedError {
  case wrongParameterCount(expected: Int, got: Int)
  case parameterOutOfBounds(index: Int, value: Double, bounds: ClosedRange<Double>)
  case desiredRetentionOutOfRange(Double)
  case maximumIntervalTooSmall(Int)
  case stepNotPositive(Double)

  public var errorDescription: String? {
    switch self {
    case .wrongParameterCount(let expected, let got):
      "FSRS needs \(expected) parameters, got \(got)."
    case .parameterOutOfBounds(let index, let value, let bounds):
      "FSRS parameter w\(index) = \(value) is outside \(bounds.lowerBound)…\(bounds.upperBound)."
    case .desiredRetentionOutOfRange(let value):
      "Desired retention must be between 0 and 1 (exclusive), got \(value)."
    case .maximumIntervalTooSmall(let value):
      "The maximum interval must be at least 1 day, got \(value)."
    case .stepNotPositive(let value):
      "Learning and relearning steps must be positive durations, got \(value) s."
    }
  }
}
