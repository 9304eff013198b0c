import Foundation

/// What FSRS knows about one question: its phase, stability, difficulty and when it is due.
/// A question never reviewed is `MemoryState.new(due:)`: learning, step 0, no stability.
public struct MemoryState: Sendable, Hashable, Codable {
  public var state: CardState
  /// The learning or relearning step; nil in review.
  public var step: Int?
  /// Days until recall probability falls to 90 %; nil before the first review.
  public var stability: Double?
  /// 1 (easy) … 10 (hard); nil before the first review.
  public var difficulty: Double?
  /// When the question should be asked next.
  public var due: Date
  /// When it was last reviewed; nil for a new question.
  public var lastReview: Date?

  public init(
    state: CardState, step: Int?, stability: Double?, difficulty: Double?, due: Date,
    lastReview: Date?
  ) {
    self.state = state
    self.step = step
    self.stability = stability
    self.difficulty = difficulty
    self.due = due
    self.lastReview = lastReview
  }

  /// A question that has never been reviewed, due at `due`.
  public static func new(due: Date) -> MemoryState {
    MemoryState(state: .learning, step: 0, stability: nil, difficulty: nil, due: due, lastReview: nil)
  }

  /// Whether the question has never been reviewed.
  public var isNew: Bool { lastReview == nil && stability == nil }
}
