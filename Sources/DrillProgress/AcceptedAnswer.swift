import Foundation

/// An answer the learner marked as right for a question, accepted from then on.
public struct AcceptedAnswer: Sendable, Equatable, Codable {
  /// The full id, `pack/question`.
  public var questionID: String
  public var answer: String
  public var acceptedAt: Date

  public init(questionID: String, answer: String, acceptedAt: Date) {
    self.questionID = questionID
    self.answer = answer
    self.acceptedAt = acceptedAt
  }
}
