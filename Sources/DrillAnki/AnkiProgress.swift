import DrillProgress
import DrillSQLite
import DrillScheduling
import DrillSupport
import Foundation

/// What `--with-progress` carries into a package: each question's FSRS memory and reviews.
public struct AnkiProgress: Sendable {
  /// One review as Anki's review log keeps it.
  public struct Review: Sendable, Equatable {
    public var reviewedAt: Date
    public var rating: Rating
    public var durationMilliseconds: Int?
    /// 0 new, 1 learning, 2 review, 3 relearning (the stored `state_before`).
    public var stateBefore: Int
    public var stateAfter: Int
    public var difficultyAfter: Double?
    public var dueAfter: Date
  }

  public var memories: [String: QuestionMemory]
  public var reviews: [String: [Review]]
  /// The weights and retention in use, written into the cards' FSRS data.
  public var desiredRetention: Double
  public var decay: Double

  public init(
    memories: [String: QuestionMemory], reviews: [String: [Review]], desiredRetention: Double, decay: Double
  ) {
    self.memories = memories
    self.reviews = reviews
    self.desiredRetention = desiredRetention
    self.decay = decay
  }
}

extension ProgressStore {
  /// Every question's memory and reviews, for `export --anki --with-progress`.
  public func ankiProgress() throws(ProgressStoreError) -> AnkiProgress {
    let memories = Dictionary(
      try allMemories().map { ($0.questionID, $0) }, uniquingKeysWith: { first, _ in first })
    let rows = try sql { () throws(SQLiteError) in
      try database.query(
        """
        SELECT question_id, reviewed_at, rating, duration_ms, state_before, state_after, difficulty_after, due_after
        FROM reviews ORDER BY reviewed_at, id
        """
      ) { row in
        (
          row.text(0),
          AnkiProgress.Review(
            reviewedAt: Date(unixMilliseconds: row.int64(1)), rating: Rating(rawValue: row.int(2)) ?? .good,
            durationMilliseconds: row.optionalInt(3), stateBefore: row.int(4), stateAfter: row.int(5),
            difficultyAfter: row.optionalDouble(6), dueAfter: Date(unixMilliseconds: row.int64(7)))
        )
      }
    }
    let scheduler = try scheduler()
    return AnkiProgress(
      memories: memories, reviews: Dictionary(grouping: rows, by: \.0).mapValues { $0.map(\.1) },
      desiredRetention: scheduler.desiredRetention, decay: scheduler.parameters[20])
  }
}
