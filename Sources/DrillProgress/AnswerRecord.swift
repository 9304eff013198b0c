import DrillContent
import DrillScheduling
import Foundation

/// One answer as the store takes it before it is scheduled: ids and values
/// copied from the question (so statistics never depend on the content still
/// existing), never the question itself.
public struct AnswerRecord: Sendable, Equatable {
  /// The full id, `pack/question`.
  public var questionID: String
  public var level: Level?
  public var kind: QuestionKind?
  public var tags: [String]
  public var reviewedAt: Date
  /// The learner's answer as typed (empty for self-rated answers).
  public var answer: String
  /// 0…1, from the evaluator.
  public var credit: Double
  public var rating: Rating
  public var durationMilliseconds: Int?
  public var sessionID: Int64?
  /// The session kind ("quiz", "drill", "interview"…).
  public var mode: String

  public init(
    questionID: String, level: Level? = nil, kind: QuestionKind? = nil, tags: [String] = [],
    reviewedAt: Date, answer: String, credit: Double, rating: Rating, durationMilliseconds: Int? = nil,
    sessionID: Int64? = nil, mode: String
  ) {
    self.questionID = questionID
    self.level = level
    self.kind = kind
    self.tags = tags
    self.reviewedAt = reviewedAt
    self.answer = answer
    self.credit = credit
    self.rating = rating
    self.durationMilliseconds = durationMilliseconds
    self.sessionID = sessionID
    self.mode = mode
  }
}
