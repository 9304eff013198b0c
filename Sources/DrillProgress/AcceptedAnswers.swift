import DrillSQLite
import DrillSupport
import Foundation

/// Answers the learner accepted for a question: the only writer of `accepted_answers`.
public struct AcceptedAnswers: TableOwner {
  let store: ProgressStore

  /// Accepts `answer` for a question from now on. Accepting the same answer again changes nothing.
  public func addAcceptedAnswer(questionID: String, answer: String, at now: Date) throws(ProgressStoreError) {
    try write { () throws(ProgressStoreError) in
      try sql { () throws(SQLiteError) in
        try database.run(
          "INSERT OR IGNORE INTO accepted_answers (question_id, answer, accepted_at) VALUES (?1, ?2, ?3)",
          [.text(questionID), .text(answer), .integer(now.unixMilliseconds)])
      }
    }
  }

  /// The answers accepted for one question, oldest first; all of them when `questionID` is nil.
  public func acceptedAnswers(for questionID: String? = nil) throws(ProgressStoreError) -> [AcceptedAnswer] {
    let filter = questionID == nil ? "" : "WHERE question_id = ?1"
    return try sql { () throws(SQLiteError) in
      try database.query(
        "SELECT question_id, answer, accepted_at FROM accepted_answers \(filter) ORDER BY accepted_at, question_id, answer",
        questionID.map { [.text($0)] } ?? []
      ) { row in
        AcceptedAnswer(
          questionID: row.text(0), answer: row.text(1), acceptedAt: Date(unixMilliseconds: row.int64(2)))
      }
    }
  }

  /// Removes the answers accepted for a question; returns how many there were.
  @discardableResult
  public func removeAcceptedAnswers(questionID: String) throws(ProgressStoreError) -> Int {
    try write { () throws(ProgressStoreError) in
      try sql { () throws(SQLiteError) in
        let count =
          try database.scalarInt(
            "SELECT count(*) FROM accepted_answers WHERE question_id = ?1", [.text(questionID)]) ?? 0
        try database.run("DELETE FROM accepted_answers WHERE question_id = ?1", [.text(questionID)])
        return Int(count)
      }
    }
  }

  /// Unites the answers accepted for `old` with those of `new`, under `new` (inside the
  /// caller's write transaction, `ProgressStore.applyMoves`).
  func rekey(from old: String, to new: String) throws(ProgressStoreError) {
    try sql { () throws(SQLiteError) in
      try database.run(
        """
        INSERT OR IGNORE INTO accepted_answers (question_id, answer, accepted_at)
        SELECT ?2, answer, accepted_at FROM accepted_answers WHERE question_id = ?1
        """, [.text(old), .text(new)])
      try database.run("DELETE FROM accepted_answers WHERE question_id = ?1", [.text(old)])
    }
  }

  /// Removes the answers accepted for the questions `clause` selects (inside the caller's
  /// write transaction, `ProgressStore.reset`).
  func remove(where clause: String, _ values: [SQLiteValue]) throws(ProgressStoreError) {
    try sql { () throws(SQLiteError) in
      try database.run("DELETE FROM accepted_answers WHERE \(clause)", values)
    }
  }

  /// Adds the backup's accepted answers this store lacks (inside the caller's write transaction,
  /// `ProgressTransfer.restore`); returns how many.
  func restore(from backup: ProgressBackup) throws(ProgressStoreError) -> Int {
    try insertMissing(backup, "accepted_answers", keys: ["question_id", "answer"])
  }
}
