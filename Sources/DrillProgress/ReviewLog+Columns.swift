import DrillSQLite
import DrillScheduling
import DrillSupport

/// The columns a review writes, listed once for the row first written (`insertReview`) and the
/// row graded again (`rewriteReview`; session 48's review, finding 18: the regrade restated both
/// lists by hand, and a column added later had to be remembered in two places).
extension ReviewLog {
  /// The columns of `reviews` a review fills, in the order of `reviewValues`.
  static let reviewColumns = [
    "question_id", "reviewed_at", "answer", "credit", "rating", "duration_ms", "session_id", "mode", "level",
    "kind", "tags", "state_before", "state_after", "stability_after", "difficulty_after", "due_after",
  ]

  /// `review`'s values for `reviewColumns`.
  static func reviewValues(_ review: ReviewRecord) -> [SQLiteValue] {
    [
      .text(review.questionID), .integer(review.reviewedAt.unixMilliseconds), .text(review.answer),
      .real(review.credit), .integer(Int64(review.rating.rawValue)), SQLiteValue(review.durationMilliseconds),
      SQLiteValue(review.sessionID), .text(review.mode), SQLiteValue(review.level?.rawValue),
      SQLiteValue(review.kind?.rawValue), .text(review.tags.joined(separator: ",")),
      .integer(review.before.isNew ? 0 : Int64(review.before.state.rawValue)),
      .integer(Int64(review.after.state.rawValue)), SQLiteValue(review.after.stability),
      SQLiteValue(review.after.difficulty), .integer(review.after.due.unixMilliseconds),
    ]
  }

  /// The columns of `memory` a review sets (besides `question_id`, `reps` and `lapses`), in the
  /// order of `memoryValues`.
  static let memoryColumns = ["state", "step", "stability", "difficulty", "due", "last_review"]

  /// `memory`'s values for `memoryColumns`.
  static func memoryValues(_ memory: MemoryState) -> [SQLiteValue] {
    [
      .integer(Int64(memory.state.rawValue)), SQLiteValue(memory.step), SQLiteValue(memory.stability),
      SQLiteValue(memory.difficulty), .integer(memory.due.unixMilliseconds),
      SQLiteValue(memory.lastReview?.unixMilliseconds),
    ]
  }

  /// `?1, ?2, …, ?count`.
  static func placeholders(_ count: Int) -> String {
    (1...count).map { "?\($0)" }.joined(separator: ", ")
  }

  /// `a = ?first, b = ?first+1, …` for `columns`.
  static func assignments(_ columns: [String], from first: Int) -> String {
    columns.enumerated().map { "\($1) = ?\(first + $0)" }.joined(separator: ", ")
  }
}
