import DrillSQLite
import Foundation

/// One stage of a project in one package folder: checks run, when it first passed.
public struct ProjectStageProgress: Sendable, Equatable {
  public var project: String
  public var folder: String
  public var stage: String
  public var attempts: Int
  public var passedAt: Date?

  public init(project: String, folder: String, stage: String, attempts: Int, passedAt: Date?) {
    self.project = project
    self.folder = folder
    self.stage = stage
    self.attempts = attempts
    self.passedAt = passedAt
  }
}

/// Project stages checked with `project check`.
extension LessonRecords {
  /// Records one check of `stage`: one more attempt and, the first time it passes, when.
  public func recordProjectCheck(
    project: String, folder: String, stage: String, passed: Bool, at now: Date
  ) throws(ProgressStoreError) {
    try write { () throws(ProgressStoreError) in
      try sql { () throws(SQLiteError) in
        try database.run(
          """
          INSERT INTO project_stages (project, folder, stage, attempts, passed_at, updated_at)
          VALUES (?1, ?2, ?3, 1, ?4, ?5)
          ON CONFLICT (project, folder, stage) DO UPDATE SET
            attempts = attempts + 1, passed_at = coalesce(passed_at, excluded.passed_at),
            updated_at = excluded.updated_at
          """,
          [
            .text(project), .text(folder), .text(stage), passed ? .integer(now.unixMilliseconds) : .null,
            .integer(now.unixMilliseconds),
          ])
      }
    }
  }

  /// Every recorded stage, by project, folder and first check.
  public func projectStages() throws(ProgressStoreError) -> [ProjectStageProgress] {
    try sql { () throws(SQLiteError) in
      try database.query(
        """
        SELECT project, folder, stage, attempts, passed_at FROM project_stages
        ORDER BY project, folder, stage
        """, []
      ) { row in
        ProjectStageProgress(
          project: row.text(0), folder: row.text(1), stage: row.text(2), attempts: row.int(3),
          passedAt: row.optionalInt64(4).map(Date.init(unixMilliseconds:)))
      }
    }
  }

  /// Adds the backup's project stages this store lacks (its own stages win), inside the
  /// caller's write transaction (`ProgressTransfer.restore`); returns how many.
  func restoreProjectStages(from backup: ProgressBackup) throws(ProgressStoreError) -> Int {
    try insertMissing(backup, "project_stages", keys: ["project", "folder", "stage"])
  }
}
