import DrillSQLite
import DrillSupport
import Foundation

/// Imports and exports: per-question rows, the review log for fsrs-optimizer (CSV),
/// everything (JSON); backups (`ProgressTransfer+Backup`) and review logs read in
/// (`ProgressTransfer+ReviewImport`). The only writer of `foreign_reviews` (an imported
/// log's reviews of cards that are not SwiftDrill's questions): it writes the other
/// owners' tables only through them.
public struct ProgressTransfer: TableOwner {
  let store: ProgressStore

  /// One row per reviewed question, by id.
  public func questionExportRows() throws(ProgressStoreError) -> [QuestionExportRow] {
    try store.reviews.allMemories().map(QuestionExportRow.init)
  }

  /// The whole review log (or one question's), oldest first.
  public func reviewExportRows(questionID: String? = nil) throws(ProgressStoreError) -> [ReviewExportRow] {
    let filter = questionID == nil ? "" : "WHERE question_id = ?1"
    return try sql { () throws(SQLiteError) in
      try database.query(
        """
        SELECT id, question_id, reviewed_at, answer, credit, rating, duration_ms, session_id, mode, level, kind,
          tags, state_before, state_after, stability_after, difficulty_after, due_after
        FROM reviews \(filter) ORDER BY reviewed_at, id
        """, questionID.map { [.text($0)] } ?? []
      ) { row in
        ReviewExportRow(
          id: row.int64(0), questionID: row.text(1),
          reviewedAt: ISO8601.format(Date(unixMilliseconds: row.int64(2))),
          answer: row.text(3), credit: row.double(4), rating: row.int(5),
          durationMilliseconds: row.optionalInt(6),
          sessionID: row.optionalInt64(7), mode: row.text(8), level: row.optionalText(9),
          kind: row.optionalText(10),
          tags: row.text(11).split(separator: ",").map(String.init),
          stateBefore: ReviewExportRow.stateName(row.int(12)),
          stateAfter: ReviewExportRow.stateName(row.int(13)),
          stabilityAfter: row.optionalDouble(14), difficultyAfter: row.optionalDouble(15),
          dueAfter: ISO8601.format(Date(unixMilliseconds: row.int64(16))))
      }
    }
  }

  /// The review log in fsrs-optimizer's columns:
  /// `card_id,review_time,review_rating,review_state,review_duration`.
  /// `card_id` is the question's id (`basics/double`), the same on every machine, so the
  /// log read back elsewhere joins the right questions; `review_time` is Unix milliseconds;
  /// `review_state` is the state before the review (0 new, 1 learning, 2 review,
  /// 3 relearning); `review_duration` is milliseconds (0 when not measured), at most
  /// `ReviewDuration.maximumMilliseconds` (what the import keeps of a longer one). Fields are
  /// quoted as RFC 4180 says when they need it; lines end with "\n".
  public func reviewLogCSV() throws(ProgressStoreError) -> String {
    let rows = try sql { () throws(SQLiteError) in
      try database.query(
        """
        SELECT question_id, reviewed_at, rating, state_before,
          min(max(coalesce(duration_ms, 0), 0), \(ReviewDuration.maximumMilliseconds))
        FROM reviews ORDER BY reviewed_at, id
        """
      ) { row in
        "\(ReviewLogCSV.field(row.text(0))),\(row.int64(1)),\(row.int(2)),\(row.int(3)),\(row.int64(4))"
      }
    }
    return (["card_id,review_time,review_rating,review_state,review_duration"] + rows)
      .map { $0 + "\n" }.joined()
  }

  /// Everything the database holds, as of `now`.
  public func export(now: Date) throws(ProgressStoreError) -> ProgressExport {
    ProgressExport(
      schemaVersion: try store.storedSchemaVersion(), exportedAt: ISO8601.format(now),
      questions: try questionExportRows(), reviews: try reviewExportRows(),
      sessions: try store.sessions.sessions(), acceptedAnswers: try store.acceptedAnswers.acceptedAnswers(),
      gameScores: try store.games.allGameScores(), lessons: try store.lessons.allLessonProgress())
  }
}
