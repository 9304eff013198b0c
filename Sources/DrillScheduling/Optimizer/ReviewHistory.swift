import Foundation

/// Every review of one card (a SwiftDrill question or a foreign card), as the optimizer
/// and the simulator see it: when, and how it was rated.
public struct ReviewHistory: Sendable, Equatable {
  /// One review.
  public struct Review: Sendable, Equatable {
    public var reviewedAt: Date
    public var rating: Rating

    public init(reviewedAt: Date, rating: Rating) {
      self.reviewedAt = reviewedAt
      self.rating = rating
    }
  }

  /// The question id, or the foreign card's id.
  public var cardID: String
  public var reviews: [Review]

  public init(cardID: String, reviews: [Review]) {
    self.cardID = cardID
    self.reviews = reviews
  }
}
