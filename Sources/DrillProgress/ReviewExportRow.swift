import DrillScheduling
import Foundation

/// One row of the review log as exported in JSON. Times are ISO-8601 UTC; states are
/// names, with "new" for a question's first review.
public struct ReviewExportRow: Sendable, Equatable, Codable {
  public var id: Int64
  public var questionID: String
  public var reviewedAt: String
  public var answer: String
  public var credit: Double
  public var rating: Int
  public var durationMilliseconds: Int?
  public var sessionID: Int64?
  public var mode: String
  public var level: String?
  public var kind: String?
  public var tags: [String]
  public var stateBefore: String
  public var stateAfter: String
  public var stabilityAfter: Double?
  public var difficultyAfter: Double?
  public var dueAfter: String

  enum CodingKeys: String, CodingKey {
    case id, answer, credit, rating, mode, level, kind, tags
    case questionID = "question_id"
    case reviewedAt = "reviewed_at"
    case durationMilliseconds = "duration_ms"
    case sessionID = "session_id"
    case stateBefore = "state_before"
    case stateAfter = "state_after"
    case stabilityAfter = "stability_after"
    case difficultyAfter = "difficulty_after"
    case dueAfter = "due_after"
  }

  /// The name of a stored state number: 0 is "new".
  static func stateName(_ value: Int) -> String {
    CardState(rawValue: value)?.name ?? (value == 0 ? "new" : "unknown(\(value))")
  }
}
