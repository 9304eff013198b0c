import DrillSQLite
import DrillScheduling
import Foundation

/// One review of the log as another tool takes it over (Anki's review log): times as dates,
/// states as their stored numbers.
public struct LoggedReview: Sendable, Equatable {
  public var questionID: String
  public var reviewedAt: Date
  public var rating: Rating
  public var durationMilliseconds: Int?
  /// 0 new, 1 learning, 2 review, 3 relearning (the stored `state_before`).
  public var stateBefore: Int
  public var stateAfter: Int
  public var difficultyAfter: Double?
  public var dueAfter: Date
}

extension ProgressStore {
  /// Every review, oldest first (`export --anki --with-progress` carries them).
  public func reviewLog() throws(ProgressStoreError) -> [LoggedReview] {
    try sql { () throws(SQLiteError) in
      try database.query(
        """
        SELECT question_id, reviewed_at, rating, duration_ms, state_before, state_after, difficulty_after, due_after
        FROM reviews ORDER BY reviewed_at, id
        """
      ) { row in
        LoggedReview(
          questionID: row.text(0), reviewedAt: Date(unixMilliseconds: row.int64(1)),
          rating: Rating(rawValue: row.int(2)) ?? .good, durationMilliseconds: row.optionalInt(3),
          stateBefore: row.int(4), stateAfter: row.int(5), difficultyAfter: row.optionalDouble(6),
          dueAfter: Date(unixMilliseconds: row.int64(7)))
      }
    }
  }
}
