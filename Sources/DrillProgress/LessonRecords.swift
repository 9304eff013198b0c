import DrillSQLite
import DrillSupport
import Foundation

/// Lesson progress (last page, pages seen, checks passed, done) and project stages: the
/// only writer of `lesson_progress` and `project_stages`.
public struct LessonRecords: TableOwner {
  let store: ProgressStore

  /// The stored progress of one lesson, or nil when it was never opened.
  public func lessonProgress(for lessonID: String) throws(ProgressStoreError) -> LessonProgress? {
    try lessons(where: "lesson_id = ?1", [.text(lessonID)]).first
  }

  /// Every lesson's progress, by id.
  public func allLessonProgress() throws(ProgressStoreError) -> [LessonProgress] {
    try lessons(where: "1 ORDER BY lesson_id", [])
  }

  /// Reads a lesson's progress (or a fresh one), lets `change` edit it, and stores the
  /// result, all in one transaction; returns what was stored.
  @discardableResult
  public func updateLessonProgress(
    _ lessonID: String, at now: Date, _ change: (inout LessonProgress) -> Void
  ) throws(ProgressStoreError) -> LessonProgress {
    try write { () throws(ProgressStoreError) in
      var progress = try lessonProgress(for: lessonID) ?? LessonProgress(lessonID: lessonID, updatedAt: now)
      change(&progress)
      progress.lessonID = lessonID
      progress.updatedAt = now
      try sql { () throws(SQLiteError) in
        try database.run(
          """
          INSERT OR REPLACE INTO lesson_progress
            (lesson_id, last_page, pages_seen, checks_passed, done_at, updated_at, last_page_title)
          VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7)
          """,
          [
            .text(lessonID), .integer(Int64(progress.lastPage)),
            .text(progress.pagesSeen.map(String.init).joined(separator: ",")),
            .text(progress.checksPassed.joined(separator: ",")),
            SQLiteValue(progress.doneAt?.unixMilliseconds),
            .integer(now.unixMilliseconds), SQLiteValue(progress.lastPageTitle),
          ])
      }
      return progress
    }
  }

  private func lessons(where clause: String, _ values: [SQLiteValue]) throws(ProgressStoreError)
    -> [LessonProgress]
  {
    try sql { () throws(SQLiteError) in
      try database.query(
        """
        SELECT lesson_id, last_page, pages_seen, checks_passed, done_at, updated_at, last_page_title
        FROM lesson_progress WHERE \(clause)
        """,
        values
      ) { row in
        LessonProgress(
          lessonID: row.text(0), lastPage: row.int(1), lastPageTitle: row.optionalText(6),
          pagesSeen: row.text(2).split(separator: ",").compactMap { Int($0) },
          checksPassed: row.text(3).split(separator: ",").map(String.init),
          doneAt: row.optionalInt64(4).map(Date.init(unixMilliseconds:)),
          updatedAt: Date(unixMilliseconds: row.int64(5)))
      }
    }
  }

  /// Removes every lesson's progress and every project stage (inside the caller's write
  /// transaction, `ProgressStore.reset`).
  func removeAll() throws(ProgressStoreError) {
    try sql { () throws(SQLiteError) in
      try database.run("DELETE FROM lesson_progress")
      try database.run("DELETE FROM project_stages")
    }
  }

  /// Adds the backup's lessons this store lacks (inside the caller's write transaction,
  /// `ProgressTransfer.restore`); returns how many.
  func restore(from backup: ProgressBackup) throws(ProgressStoreError) -> Int {
    try insertMissing(backup, "lesson_progress", keys: ["lesson_id"])
  }
}
