import DrillSQLite
import DrillSupport
import Foundation

/// Sessions and accepted answers.
extension ProgressStore {
  /// Starts a session and returns its id (to pass to `ReviewRecord.sessionID`).
  public func startSession(mode: String, options: String = "{}", at now: Date) throws(ProgressStoreError)
    -> Int64
  {
    try write { () throws(ProgressStoreError) in
      try sql { () throws(SQLiteError) in
        try database.run(
          "INSERT INTO sessions (mode, started_at, options) VALUES (?1, ?2, ?3)",
          [.text(mode), .integer(now.unixMilliseconds), .text(options)])
        return database.lastInsertRowID
      }
    }
  }

  /// Marks a session as ended. Ending it twice keeps the first end time.
  public func endSession(_ id: Int64, at now: Date) throws(ProgressStoreError) {
    try write { () throws(ProgressStoreError) in
      try sql { () throws(SQLiteError) in
        try database.run(
          "UPDATE sessions SET ended_at = ?2 WHERE id = ?1 AND ended_at IS NULL",
          [.integer(id), .integer(now.unixMilliseconds)])
      }
    }
  }

  /// Every session, oldest first.
  public func sessions() throws(ProgressStoreError) -> [StudySession] {
    try sql { () throws(SQLiteError) in
      try database.query("SELECT id, mode, started_at, ended_at, options FROM sessions ORDER BY id") { row in
        StudySession(
          id: row.int64(0), mode: row.text(1), startedAt: Date(unixMilliseconds: row.int64(2)),
          endedAt: row.optionalInt64(3).map(Date.init(unixMilliseconds:)), options: row.text(4))
      }
    }
  }

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
}
