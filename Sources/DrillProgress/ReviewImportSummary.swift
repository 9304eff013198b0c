/// What `importReviewLog` did.
public struct ReviewImportSummary: Sendable, Equatable {
  /// Reviews added to SwiftDrill questions' history.
  public var questionReviews = 0
  /// The questions whose memory was rebuilt by replaying their history.
  public var questions = 0
  /// Reviews added for foreign cards.
  public var foreignReviews = 0
  /// The distinct foreign cards those reviews belong to.
  public var foreignCards = 0
  /// Rows already in the log (an earlier import, or SwiftDrill's own review), skipped.
  public var duplicates = 0

  public init() {}
}
