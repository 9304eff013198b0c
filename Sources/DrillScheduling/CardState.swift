/// Where a question is in the FSRS life cycle. The raw values match py-fsrs's `State`
/// and the `review_state` column of fsrs-optimizer (which adds 0 for "new").
public enum CardState: Int, Sendable, Codable, CaseIterable {
  /// New, or being learned through the short learning steps.
  case learning = 1
  /// Graduated: scheduled in whole days.
  case review = 2
  /// Forgotten after graduating: going through the relearning steps.
  case relearning = 3

  /// The lowercase name used in exports (`"learning"`, `"review"`, `"relearning"`).
  public var name: String {
    switch self {
    case .learning: "learning"
    case .review: "review"
    case .relearning: "relearning"
    }
  }

  /// The state named `name`, as written by `name`.
  public init?(name: String) {
    guard let state = Self.allCases.first(where: { $0.name == name }) else { return nil }
    self = state
  }
}
