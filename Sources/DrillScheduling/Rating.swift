import Foundation

/// How well an answer went, as FSRS grades a review.
public enum Rating: Int, Sendable, Hashable, Codable, CaseIterable, Comparable {
  case again = 1, hard, good, easy

  /// Whether an answer with this grade counts as right: every grade but Again. The store's
  /// queries count the same (`rating > 1` right, `rating = 1` wrong); see `Outcome.isRight`.
  public var isRight: Bool { self != .again }

  public static func < (lhs: Rating, rhs: Rating) -> Bool { lhs.rawValue < rhs.rawValue }

  /// A learner's self-rating: `1`–`4` or `again`/`hard`/`good`/`easy` (any case, first letter enough).
  public init?(parsing text: String) {
    let word = text.trimmingCharacters(in: .whitespaces).lowercased()
    if let number = Int(word), let rating = Rating(rawValue: number) {
      self = rating
      return
    }
    guard !word.isEmpty, let rating = Rating.allCases.first(where: { "\($0)".hasPrefix(word) }) else {
      return nil
    }
    self = rating
  }
}
