import DrillSQLite
import DrillSupport
import Foundation

/// What the learner keeps missing, and one question's history.
extension ReviewLog {
  /// Questions with lapses or wrong answers in the last `days` days, weakest
  /// first: most lapses and recent wrong answers, then lowest stability, then id.
  public func mistakes(now: Date, days: Int = 30, limit: Int = 100) throws(ProgressStoreError)
    -> [QuestionMistakes]
  {
    let since = now.addingTimeInterval(-Double(max(0, days)) * 86_400).unixMilliseconds
    return try sql { () throws(SQLiteError) in
      try database.query(
        """
        SELECT q.question_id, coalesce(m.lapses, 0), coalesce(w.wrong, 0), coalesce(w.answers, 0),
          w.last_wrong, m.stability
        FROM (SELECT question_id FROM memory UNION SELECT question_id FROM reviews WHERE reviewed_at >= ?1) q
        LEFT JOIN memory m ON m.question_id = q.question_id
        LEFT JOIN (
          SELECT question_id, sum(rating = 1) AS wrong, count(*) AS answers,
            max(CASE WHEN rating = 1 THEN reviewed_at END) AS last_wrong
          FROM reviews WHERE reviewed_at >= ?1 GROUP BY question_id
        ) w ON w.question_id = q.question_id
        WHERE coalesce(m.lapses, 0) > 0 OR coalesce(w.wrong, 0) > 0
        ORDER BY coalesce(m.lapses, 0) + coalesce(w.wrong, 0) DESC, coalesce(m.stability, 0) ASC,
          q.question_id
        LIMIT ?2
        """, [.integer(since), .integer(Int64(max(0, limit)))]
      ) { row in
        QuestionMistakes(
          questionID: row.text(0), lapses: row.int(1), recentWrong: row.int(2), recentAnswers: row.int(3),
          lastWrongAt: row.optionalInt64(4).map(Date.init(unixMilliseconds:)),
          stability: row.optionalDouble(5))
      }
    }
  }

  /// Every answer to one question, oldest first.
  public func history(for questionID: String) throws(ProgressStoreError) -> [ReviewExportRow] {
    try store.transfer.reviewExportRows(questionID: questionID)
  }
}
