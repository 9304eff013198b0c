import DrillSQLite
import DrillScheduling
import Foundation

/// `export --backup`, `import --backup` and `restore`: the whole store out, and back in,
/// whole into an empty store or merged into a used one without duplicating anything.
extension ProgressTransfer {
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
    return ProgressBackup(schemaVersion: try store.storedSchemaVersion(), createdAt: now, tables: tables)
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
      let sessionMap = try store.sessions.restore(from: backup, &summary)
      try store.reviews.restore(from: backup, sessionMap: sessionMap, scheduler: scheduler, &summary)
      summary.acceptedAnswersAdded = try store.acceptedAnswers.restore(from: backup)
      summary.gameScoresAdded = try store.games.restore(from: backup)
      summary.lessonsAdded = try store.lessons.restore(from: backup)
      summary.settingsAdded = try store.settings.restore(from: backup)
      summary.foreignReviewsAdded = try insertMissing(
        backup, "foreign_reviews", keys: ["card_id", "reviewed_at"],
        keepingIDs: try isEmpty("foreign_reviews"))
      summary.projectStagesAdded = try store.lessons.restoreProjectStages(from: backup)
      // The backup may hold history under ids that moved since: the next open moves it again.
      try store.settings.put(StoreSettings.movesKey, nil)
      try checkStop()
      return summary
    }
  }
}
