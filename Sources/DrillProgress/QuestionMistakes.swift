import Foundation

/// A question the learner keeps missing: its lapses (forgotten after being
/// learned) and its wrong answers in the recent window.
public struct QuestionMistakes: Sendable, Equatable, Codable {
  /// The full id, `pack/question`.
  public var questionID: String
  public var lapses: Int
  /// Answers rated Again in the window.
  public var recentWrong: Int
  /// Answers in the window.
  public var recentAnswers: Int
  public var lastWrongAt: Date?
  /// FSRS stability in days; lower is weaker.
  public var stability: Double?

  public init(
    questionID: String, lapses: Int, recentWrong: Int, recentAnswers: Int, lastWrongAt: Date?,
    stability: Double?
  ) {
    self.questionID = questionID
    self.lapses = lapses
    self.recentWrong = recentWrong
    self.recentAnswers = recentAnswers
    self.lastWrongAt = lastWrongAt
    self.stability = stability
  }
}
