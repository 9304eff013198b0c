import DrillContent
import DrillSQLite
import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Starting over, after a dated copy of the whole file. Store-wide: each owner removes
/// its own rows (`ReviewLog`, `AcceptedAnswers`, `LessonRecords`, `SessionLog`).
extension ProgressStore {
  /// Copies the database (as one consistent file, WAL included) to `backup`.
  /// An existing file there is never overwritten.
  /// The file is made first, new (never through a link or over anything planted
  /// at its name: `O_CREAT|O_EXCL|O_NOFOLLOW`) and 0600, then filled; it must
  /// still be that file afterwards.
  public func backUp(to backup: URL) throws(ProgressStoreError) {
    let path = backup.path
    let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600)
    guard descriptor >= 0 else {
      let reason = errno == EEXIST ? "a file with this name already exists" : String(cString: strerror(errno))
      throw .invalidValue(path: path, detail: "cannot make the backup: \(reason)")
    }
    defer { close(descriptor) }
    var made = stat()
    fstat(descriptor, &made)
    do {
      try sql { () throws(SQLiteError) in
        try database.run("VACUUM INTO ?1", [.text(path)])
      }
    } catch {
      // A half-written copy is no backup: leave no file that looks like one.
      try? FileManager.default.removeItem(at: backup)
      throw error
    }
    var now = stat()
    guard lstat(path, &now) == 0, now.st_ino == made.st_ino, now.st_dev == made.st_dev else {
      throw .invalidValue(path: path, detail: "the backup was replaced while it was written")
    }
    fchmod(descriptor, 0o600)
  }

  /// Whether anything (a file, a folder, a link even to nothing) has this name.
  static func exists(_ url: URL) -> Bool {
    var info = stat()
    return lstat(url.path, &info) == 0
  }

  /// The backup file for a reset at `now`: `progress-backup-YYYYMMDD-HHMMSS.sqlite` beside the store.
  public func backupURL(at now: Date) -> URL {
    Self.stampedURL(beside: url, prefix: "progress-backup", at: now)
  }

  /// `PREFIX-YYYYMMDD-HHMMSS.sqlite` (UTC) in the folder of `file`, numbered `-2`, `-3`… when
  /// anything already has that name.
  static func stampedURL(beside file: URL, prefix: String, at now: Date) -> URL {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "UTC") ?? .current
    let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute, .second], from: now)
    let stamp = String(
      format: "%04d%02d%02d-%02d%02d%02d", parts.year ?? 0, parts.month ?? 0, parts.day ?? 0, parts.hour ?? 0,
      parts.minute ?? 0, parts.second ?? 0)
    let folder = file.deletingLastPathComponent()
    var candidate = folder.appendingPathComponent("\(prefix)-\(stamp).sqlite")
    var number = 2
    while exists(candidate) {
      candidate = folder.appendingPathComponent("\(prefix)-\(stamp)-\(number).sqlite")
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
  /// `scope` covers (for `.all`, sessions, lesson progress, project stages, the placement level and the
  /// day's new-question claims too) in one transaction.
  /// What it reports removed is counted by the deletes themselves, inside that transaction.
  public func reset(_ scope: ResetScope, now: Date) throws(ProgressStoreError) -> ResetResult {
    let backup = backupURL(at: now)
    try backUp(to: backup)
    let (clause, values) = Self.filter(scope)
    let (removed, placement) = try write { () throws(ProgressStoreError) in
      let removed = try self.reviews.remove(where: clause, values)
      try acceptedAnswers.remove(where: clause, values)
      guard scope == .all else { return (removed, Level?.none) }
      try lessons.removeAll()
      try sessions.removeAll()
      // Starting over forgets what the old progress showed (session 49's review: the placement
      // level kept narrowing every quiz after "Reset all your progress"); tunables stay.
      return (removed, try settings.clearStudyState())
    }
    return ResetResult(
      backup: backup.path, reviewsRemoved: removed.reviews, questionsReset: removed.questions,
      placementLevelCleared: placement)
  }

  private static func filter(_ scope: ResetScope) -> (String, [SQLiteValue]) {
    switch scope {
    case .all: ("1", [])
    case .pack(let pack): ("substr(question_id, 1, length(?1) + 1) = ?1 || '/'", [.text(pack)])
    case .question(let id): ("question_id = ?1", [.text(id)])
    }
  }
}
