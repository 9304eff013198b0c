import DrillScheduling
import Foundation

/// One answered question, as it goes into the review log: the answer (what was
/// answered and how it was scored, `AnswerRecord`) and the FSRS state before and
/// after. The answer's fields read through: `record.questionID`, `record.rating`.
@dynamicMemberLookup
public struct ReviewRecord: Sendable, Equatable {
  /// What was answered, how, and how it was scored.
  public var answered: AnswerRecord
  /// The memory state the scheduler started from (`MemoryState.new` for a first review).
  public var before: MemoryState
  /// The memory state the scheduler returned.
  public var after: MemoryState

  /// The record of `answer`, scheduled from `before` to `after`.
  public init(_ answer: AnswerRecord, before: MemoryState, after: MemoryState) {
    answered = answer
    self.before = before
    self.after = after
  }

  public subscript<Value>(dynamicMember field: WritableKeyPath<AnswerRecord, Value>) -> Value {
    get { answered[keyPath: field] }
    set { answered[keyPath: field] = newValue }
  }

  /// Whether this review is a lapse: a graduated question forgotten.
  public var isLapse: Bool { before.state == .review && answered.rating == .again }
}
