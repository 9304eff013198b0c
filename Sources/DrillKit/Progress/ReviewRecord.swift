import Foundation

/// One answered question, as it goes into the review log: what was answered, how it
/// was scored, and the FSRS state before and after.
public struct ReviewRecord: Sendable, Equatable {
  /// The full id, `pack/question`.
  public var questionID: String
  public var reviewedAt: Date
  /// The learner's answer as typed (empty for self-rated answers).
  public var answer: String
  /// 0…1, from the evaluator.
  public var credit: Double
  public var rating: Rating
  /// How long answering took, in milliseconds.
  public var durationMilliseconds: Int?
  public var sessionID: Int64?
  /// The session kind ("quiz", "drill", "interview"…).
  public var mode: String
  /// Copied from the question, so statistics never depend on the content still existing.
  public var level: Level?
  public var kind: QuestionKind?
  public var tags: [String]
  /// The memory state the scheduler started from (`MemoryState.new` for a first review).
  public var before: MemoryState
  /// The memory state the scheduler returned.
  public var after: MemoryState

  public init(
    questionID: String, reviewedAt: Date, answer: String, credit: Double, rating: Rating,
    durationMilliseconds: Int? = nil, sessionID: Int64? = nil, mode: String, level: Level? = nil,
    kind: QuestionKind? = nil, tags: [String] = [], before: MemoryState, after: MemoryState
  ) {
    self.questionID = questionID
    self.reviewedAt = reviewedAt
    self.answer = answer
    self.credit = credit
    self.rating = rating
    self.durationMilliseconds = durationMilliseconds
    self.sessionID = sessionID
    self.mode = mode
    self.level = level
    self.kind = kind
    self.tags = tags
    self.before = before
    self.after = after
  }

  /// The record of `answer`, scheduled from `before` to `after`.
  public init(_ answer: AnswerRecord, before: MemoryState, after: MemoryState) {
    self.init(
      questionID: answer.questionID, reviewedAt: answer.reviewedAt, answer: answer.answer,
      credit: answer.credit,
      rating: answer.rating, durationMilliseconds: answer.durationMilliseconds, sessionID: answer.sessionID,
      mode: answer.mode, level: answer.level, kind: answer.kind, tags: answer.tags, before: before,
      after: after)
  }

  /// Whether this review is a lapse: a graduated question forgotten.
  public var isLapse: Bool { before.state == .review && rating == .again }
}
