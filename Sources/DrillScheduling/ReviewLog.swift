import Foundation

/// What one review did: the grade, when, and the state it started from.
public struct ReviewLog: Sendable, Hashable, Codable {
  public var rating: Rating
  public var reviewedAt: Date
  /// The memory state before the review.
  public var before: MemoryState
  /// Whole days since the previous review (floor), nil for a first review.
  public var elapsedDays: Int?
  /// The time from this review to the next due date, fuzz included.
  public var interval: TimeInterval

  public init(
    rating: Rating, reviewedAt: Date, before: MemoryState, elapsedDays: Int?, interval: TimeInterval
  ) {
    self.rating = rating
    self.reviewedAt = reviewedAt
    self.before = before
    self.elapsedDays = elapsedDays
    self.interval = interval
  }
}
