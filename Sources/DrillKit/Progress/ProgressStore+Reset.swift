import Foundation

/// Starting over, after a dated copy of the whole file.
extension ProgressStore {
  /// Copies the database (as one consistent file, WAL included) to `backup`.
  /// An existing file there is never overwritten.
  public func backUp(to backup: URL) throws(ProgressStoreError) {
    guard !FileManager.default.fileExists(atPath: backup.path) else {
      throw .invalidValue(path: backup.path, detail: "a backup with this name already exists")
    }
    try sql { () throws(SQLiteError) in
      try database.run("VACUUM INTO ?1", [.text(backup.path)])
    }
    // SQLite makes the copy with the umask's mode (0644): a backup is as private as the store.
    PrivateFiles.tighten(backup.path)
  }

  /// The backup file for a reset at `now`: `progress-backup-YYYYMMDD-HHMMSS.sqlite` beside the store.
  public func backupURL(at now: Date) -> URL {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "UTC") ?? .current
    let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute, .second], from: now)
    let stamp = String(
      format: "%04d%02d%02d-%02d%02d%02d", parts.year ?? 0, parts.month ?? 0, parts.day ?? 0, parts.hour ?? 0,
      parts.minute ?? 0, parts.second ?? 0)
    let folder = url.deletingLastPathComponent()
    var candidate = folder.appendingPathComponent("progress-backup-\(stamp).sqlite")
    var number = 2
    while FileManager.default.fileExists(atPath: candidate.path) {
      candidate = folder.appendingPathComponent("progress-backup-\(stamp)-\(number).sqlite")
      number += 1
    }
    return candidate
  }

  /// How many reviews and scheduled questions `scope` covers (what a reset would remove).
  public func resetCounts(_ scope: ResetScope) throws(ProgressStoreError) -> (reviews: Int, questions: Int) {
    let (clause, values) = Self.filter(scope)
    return try sql { () throws(SQLiteError) in
      let reviews = try database.scalarInt("SELECT count(*) FROM reviews WHERE \(clause)", values) ?? 0
      let questions = try database.scalarInt("SELECT count(*) FROM memory WHERE \(clause)", values) ?? 0
      return (Int(reviews), Int(questions))
    }
  }

  /// Backs the file up, then removes the answers, schedules and accepted answers
  /// `scope` covers (for `.all`, sessions, lesson progress and project stages too) in one transaction.
  /// What it reports removed is counted by the deletes themselves, inside that transaction.
  public func reset(_ scope: ResetScope, now: Date) throws(ProgressStoreError) -> ResetResult {
    let backup = backupURL(at: now)
    try backUp(to: backup)
    let (clause, values) = Self.filter(scope)
    let (reviews, questions) = try write { () throws(ProgressStoreError) in
      try sql { () throws(SQLiteError) in
        var removed: [String: Int] = [:]
        for table in ["reviews", "memory", "accepted_answers"] {
          try database.run("DELETE FROM \(table) WHERE \(clause)", values)
          removed[table] = database.changes
        }
        if scope == .all {
          try database.run("DELETE FROM lesson_progress")
          try database.run("DELETE FROM project_stages")
          try database.run("DELETE FROM sessions")
        }
        return (removed["reviews"] ?? 0, removed["memory"] ?? 0)
      }
    }
    return ResetResult(backup: backup.path, reviewsRemoved: reviews, questionsReset: questions)
  }

  private static func filter(_ scope: ResetScope) -> (String, [SQLiteValue]) {
    switch scope {
    case .all: ("1", [])
    case .pack(let pack): ("substr(question_id, 1, length(?1) + 1) = ?1 || '/'", [.text(pack)])
    case .question(let id): ("question_id = ?1", [.text(id)])
    }
  }
}
