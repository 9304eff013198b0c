import DrillSQLite
import DrillSupport
import Foundation

/// Study sessions: the only writer of `sessions`.
public struct SessionLog: TableOwner {
  let store: ProgressStore

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

  /// Removes every session (inside the caller's write transaction, `ProgressStore.reset`).
  func removeAll() throws(ProgressStoreError) {
    try sql { () throws(SQLiteError) in try database.run("DELETE FROM sessions") }
  }

  /// Adds the backup's sessions this store lacks (matched by mode and start), inside the
  /// caller's write transaction (`ProgressTransfer.restore`). Returns backup id → this store's id.
  func restore(from backup: ProgressBackup, _ summary: inout BackupRestoreSummary)
    throws(ProgressStoreError) -> [Int64: Int64]
  {
    guard let table = backup.tables["sessions"] else { return [:] }
    let keepIDs = try isEmpty("sessions")
    let columns = try columnNames(of: "sessions")
    let last = try lastRowID("sessions")
    var seen: [[ProgressBackup.Value]: Int] = [:]
    var map: [Int64: Int64] = [:]
    for record in table.records() {
      guard let id = record["id"]?.int64 else { continue }
      let key = [record["mode"] ?? .null, record["started_at"] ?? .null]
      // The n-th backup session with this mode and start is the n-th one here, if there is one.
      let occurrence = seen[key, default: 0]
      seen[key] = occurrence + 1
      let existing = try sql { () throws(SQLiteError) in
        try database.scalarInt(
          "SELECT id FROM sessions WHERE mode IS ?1 AND started_at IS ?2 AND rowid <= ?3 ORDER BY id LIMIT 1 OFFSET ?4",
          [key[0].sqlite, key[1].sqlite, .integer(last), .integer(Int64(occurrence))])
      }
      if let existing {
        map[id] = existing
        continue
      }
      map[id] = try insert(record, into: "sessions", columns: columns, keepingID: keepIDs)
      summary.sessionsAdded += 1
    }
    return map
  }
}
