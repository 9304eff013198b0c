import DrillSQLite
import DrillScheduling
import Foundation

/// `export --backup`, `import --backup` and `restore`: the whole store out, and back in,
/// whole into an empty store or merged into a used one without duplicating anything.
extension ProgressStore {
  /// Every table, whole, as of `now`.
  public func backup(now: Date) throws(ProgressStoreError) -> ProgressBackup {
    var tables: [String: ProgressBackup.Table] = [:]
    for name in ProgressBackup.tableNames {
      let columns = try columnNames(of: name)
      let list = columns.map { "\"\($0)\"" }.joined(separator: ", ")
      // By id, or (a table keyed otherwise) by every column: the same store, the same file.
      let order = columns.contains("id") ? "id" : list.isEmpty ? "rowid" : list
      let rows = try sql { () throws(SQLiteError) in
        try database.query("SELECT \(list) FROM \(name) ORDER BY \(order)") { row in
          (0..<row.columnCount).map { ProgressBackup.Value(row.value($0)) }
        }
      }
      tables[name] = ProgressBackup.Table(columns: columns, rows: rows)
    }
    return ProgressBackup(schemaVersion: try storedSchemaVersion(), createdAt: now, tables: tables)
  }

  /// Brings `backup` in, in one transaction. A table this store holds nothing of is
  /// filled as the backup has it (row ids included, so a round trip through a fresh home
  /// gives identical exports). Otherwise the backup is merged: a review is the same review
  /// when its question, time and rating are (it is not added twice); sessions are matched
  /// by mode and start; a question this store has no memory of takes the backup's, and one
  /// both know and that gained reviews has its memory replayed from all of them with
  /// `scheduler`; accepted answers, game scores, lessons, settings, imported reviews and
  /// project stages this store lacks are added (its own settings and stages win).
  public func restore(_ backup: ProgressBackup, scheduler: Scheduler) throws(ProgressStoreError)
    -> BackupRestoreSummary
  {
    try write { () throws(ProgressStoreError) in
      var summary = BackupRestoreSummary()
      let sessionMap = try restoreSessions(backup, &summary)
      let touched = try restoreReviews(backup, sessionMap: sessionMap, &summary)
      try restoreMemory(backup, touched: touched, scheduler: scheduler, &summary)
      summary.acceptedAnswersAdded = try insertMissing(
        backup, "accepted_answers", keys: ["question_id", "answer"])
      summary.gameScoresAdded = try insertMissing(
        backup, "game_scores", keys: ["game", "score", "played_at"], keepingIDs: try isEmpty("game_scores"))
      summary.lessonsAdded = try insertMissing(backup, "lesson_progress", keys: ["lesson_id"])
      summary.settingsAdded = try insertMissing(backup, "settings", keys: ["key"])
      summary.foreignReviewsAdded = try insertMissing(
        backup, "foreign_reviews", keys: ["card_id", "reviewed_at"],
        keepingIDs: try isEmpty("foreign_reviews"))
      summary.projectStagesAdded = try insertMissing(
        backup, "project_stages", keys: ["project", "folder", "stage"])
      // The backup may hold history under ids that moved since: the next open moves it again.
      try sql { () throws(SQLiteError) in
        try database.run("DELETE FROM settings WHERE key = ?1", [.text(Self.movesKey)])
      }
      return summary
    }
  }

  // MARK: - Tables

  /// Sessions: backup id → this store's id.
  private func restoreSessions(_ backup: ProgressBackup, _ summary: inout BackupRestoreSummary)
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

  /// Reviews not already here; returns the questions that gained some.
  private func restoreReviews(
    _ backup: ProgressBackup, sessionMap: [Int64: Int64], _ summary: inout BackupRestoreSummary
  ) throws(ProgressStoreError) -> Set<String> {
    guard let table = backup.tables["reviews"] else { return [] }
    let keepIDs = try isEmpty("reviews")
    let columns = try columnNames(of: "reviews")
    var touched = Set<String>()
    var matcher = try RowMatcher(
      store: self, table: "reviews", keys: ["question_id", "reviewed_at", "rating"])
    for var record in table.records() {
      guard let question = record["question_id"]?.string else { continue }
      guard try !matcher.isHere(record) else {
        summary.reviewsAlreadyThere += 1
        continue
      }
      if let session = record["session_id"]?.int64 {
        record["session_id"] = sessionMap[session].map { .integer($0) } ?? .null
      }
      _ = try insert(record, into: "reviews", columns: columns, keepingID: keepIDs)
      touched.insert(question)
      summary.reviewsAdded += 1
    }
    return touched
  }

  private func restoreMemory(
    _ backup: ProgressBackup, touched: Set<String>, scheduler: Scheduler,
    _ summary: inout BackupRestoreSummary
  ) throws(ProgressStoreError) {
    let columns = try columnNames(of: "memory")
    var copied = Set<String>()
    for record in backup.tables["memory"]?.records() ?? [] {
      guard let question = record["question_id"]?.string, try memory(for: question) == nil else { continue }
      _ = try insert(record, into: "memory", columns: columns, keepingID: true)
      copied.insert(question)
      summary.questionsAdded += 1
    }
    for question in touched.subtracting(copied).sorted() {
      try rebuildMemory(of: question, with: scheduler)
      summary.questionsRebuilt += 1
    }
  }

  /// Inserts the backup's rows of `table` whose `keys` match no row here; returns how many.
  private func insertMissing(
    _ backup: ProgressBackup, _ table: String, keys: [String], keepingIDs: Bool = true
  ) throws(ProgressStoreError) -> Int {
    guard let rows = backup.tables[table]?.records() else { return 0 }
    let columns = try columnNames(of: table)
    var matcher = try RowMatcher(store: self, table: table, keys: keys)
    var added = 0
    for record in rows {
      guard try !matcher.isHere(record) else { continue }
      _ = try insert(record, into: table, columns: columns, keepingID: keepingIDs)
      added += 1
    }
    return added
  }

  /// Inserts `record`'s values for the columns this store has (without `id` unless kept);
  /// returns the new row's id.
  private func insert(
    _ record: [String: ProgressBackup.Value], into table: String, columns: [String], keepingID: Bool
  ) throws(ProgressStoreError) -> Int64 {
    let used = columns.filter { record[$0] != nil && (keepingID || $0 != "id") }
    let names = used.map { "\"\($0)\"" }.joined(separator: ", ")
    let places = used.indices.map { "?\($0 + 1)" }.joined(separator: ", ")
    return try sql { () throws(SQLiteError) in
      try database.run(
        "INSERT INTO \(table) (\(names)) VALUES (\(places))", used.map { record[$0]?.sqlite ?? .null })
      return database.lastInsertRowID
    }
  }

  /// The largest row id of `table` (0 when empty).
  func lastRowID(_ table: String) throws(ProgressStoreError) -> Int64 {
    try sql { () throws(SQLiteError) in
      try database.scalarInt("SELECT coalesce(max(rowid), 0) FROM \(table)") ?? 0
    }
  }

  private func isEmpty(_ table: String) throws(ProgressStoreError) -> Bool {
    try sql { () throws(SQLiteError) in
      try database.scalarInt("SELECT NOT EXISTS (SELECT 1 FROM \(table))") == 1
    }
  }

  func columnNames(of table: String) throws(ProgressStoreError) -> [String] {
    try sql { () throws(SQLiteError) in
      try database.query("SELECT name FROM pragma_table_info(?1) ORDER BY cid", [.text(table)]) { $0.text(0) }
    }
  }
}

/// Whether a backup row is one the store held before the restore began: rows are the same
/// when their `keys` are. Counted, not just found: when the backup holds two rows alike
/// (two answers in the same millisecond under a fixed clock) and the store one, one is added.
struct RowMatcher {
  let store: ProgressStore
  let table: String
  let keys: [String]
  /// Rows added by this restore are past it.
  let lastRowID: Int64
  private var seen: [[ProgressBackup.Value]: Int] = [:]

  init(store: ProgressStore, table: String, keys: [String]) throws(ProgressStoreError) {
    self.store = store
    self.table = table
    self.keys = keys
    lastRowID = try store.lastRowID(table)
  }

  mutating func isHere(_ record: [String: ProgressBackup.Value]) throws(ProgressStoreError) -> Bool {
    let key = keys.map { record[$0] ?? .null }
    let occurrence = seen[key, default: 0]
    seen[key] = occurrence + 1
    guard lastRowID > 0 else { return false }
    let condition = keys.enumerated().map { "\"\($1)\" IS ?\($0 + 1)" }.joined(separator: " AND ")
    let here = try store.sql { () throws(SQLiteError) in
      try store.database.scalarInt(
        "SELECT count(*) FROM \(table) WHERE \(condition) AND rowid <= ?\(keys.count + 1)",
        key.map(\.sqlite) + [.integer(lastRowID)]) ?? 0
    }
    return occurrence < here
  }
}
