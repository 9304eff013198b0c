import DrillSQLite
import DrillScheduling
import DrillSupport
import Foundation

/// One review of the log as stored: times to the millisecond and states as numbers, for
/// what must reproduce the log exactly (an Anki package's review log).
public struct LoggedReview: Sendable, Equatable {
  public var questionID: String
  public var reviewedAt: Date
  public var rating: Rating
  public var durationMilliseconds: Int?
  /// 0 new, 1 learning, 2 review, 3 relearning.
  public var stateBefore: Int
  public var stateAfter: Int
  public var difficultyAfter: Double?
  public var dueAfter: Date

  public init(
    questionID: String, reviewedAt: Date, rating: Rating, durationMilliseconds: Int? = nil,
    stateBefore: Int = 0,
    stateAfter: Int = 1, difficultyAfter: Double? = nil, dueAfter: Date
  ) {
    self.questionID = questionID
    self.reviewedAt = reviewedAt
    self.rating = rating
    self.durationMilliseconds = durationMilliseconds
    self.stateBefore = stateBefore
    self.stateAfter = stateAfter
    self.difficultyAfter = difficultyAfter
    self.dueAfter = dueAfter
  }
}

extension ReviewLog {
  /// The whole review log of SwiftDrill's questions, oldest first.
  public func loggedReviews() throws(ProgressStoreError) -> [LoggedReview] {
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
