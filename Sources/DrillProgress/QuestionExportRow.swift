import DrillSupport
import Foundation

/// One question's progress as exported:
/// `{"id","reps","lapses","state","stability","difficulty","due","last_review"}`.
/// Times are ISO-8601 UTC; stability and difficulty are null before the first review.
public struct QuestionExportRow: Sendable, Equatable, Codable {
  public var id: String
  public var reps: Int
  public var lapses: Int
  /// "learning", "review" or "relearning".
  public var state: String
  public var stability: Double?
  public var difficulty: Double?
  public var due: String
  public var lastReview: String?

  public init(_ memory: QuestionMemory) {
    id = memory.questionID
    reps = memory.reps
    lapses = memory.lapses
    state = memory.memory.state.name
    stability = memory.memory.stability
    difficulty = memory.memory.difficulty
    due = ISO8601.format(memory.memory.due)
    lastReview = memory.memory.lastReview.map(ISO8601.format)
  }

  enum CodingKeys: String, CodingKey {
    case id, reps, lapses, state, stability, difficulty, due
    case lastReview = "last_review"
  }

  /// Writes every key, with null for missing values.
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(id, forKey: .id)
    try container.encode(reps, forKey: .reps)
    try container.encode(lapses, forKey: .lapses)
    try container.encode(state, forKey: .state)
    try container.encode(stability, forKey: .stability)
    try container.encode(difficulty, forKey: .difficulty)
    try container.encode(due, forKey: .due)
    try container.encode(lastReview, forKey: .lastReview)
  }
}
