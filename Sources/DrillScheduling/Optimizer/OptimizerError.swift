import Foundation

/// Why no weights could be fitted.
public enum OptimizerError: Error, Equatable, LocalizedError {
  /// Too few reviews count for the loss (reviews after a card's first, a day or more apart).
  case notEnoughReviews(have: Int, need: Int)
  /// The weights to start from are not valid FSRS-6 weights.
  case invalidStartingParameters(SchedulerError)

  public var errorDescription: String? {
    switch self {
    case .notEnoughReviews(let have, let need):
      "Not enough reviews to fit your own parameters: \(have) of the \(need) needed "
        + "(\(need - have) more). Reviews count from a card's second review on, when a day or more "
        + "passed since the one before. The current parameters are kept."
    case .invalidStartingParameters(let error):
      "The stored FSRS parameters are not valid: \(error.localizedDescription)"
    }
  }
}
