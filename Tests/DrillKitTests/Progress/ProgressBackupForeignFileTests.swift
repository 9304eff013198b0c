import DrillKitTesting
import Foundation
import Testing

@testable import DrillProgress
@testable import DrillSQLite

/// A `.sqlite` given to `restore` or `import --backup` comes from elsewhere: it is read as an
/// Anki collection is (issue 25, finding 8), so a schema that runs code or expands while it
/// is read (a generated column, a view) is refused before any row is read.
@Suite(.ownThreads) struct ProgressBackupForeignFileTests {
  static func runsHere(_ name: String) -> Bool {
    UnprivilegedUser.runsHere("ProgressBackupForeignFileTests/\(name)")
  }

  /// A real progress file whose `settings` table is replaced by `table`'s SQL (and `extra`).
  static func progressFile(in folder: TemporaryFolder, replacingSettings sql: String) throws -> URL {
    _ = try ProgressStore(url: folder.database)
    let database = try SQLiteDatabase(path: folder.database.path, mode: .readWrite)
    try database.execute("PRAGMA journal_mode = DELETE; DROP TABLE settings; \(sql)")
    return folder.database
  }

  @Test func aGeneratedColumnThatExpandsIsRefused() throws {
    guard Self.runsHere("aGeneratedColumnThatExpandsIsRefused()") else { return }
    let folder = try TemporaryFolder()
    let file = try Self.progressFile(
      in: folder,
      replacingSettings: """
        CREATE TABLE settings (key TEXT PRIMARY KEY, value TEXT GENERATED ALWAYS AS (printf('%.*c', 5000000, 'x')));
        INSERT INTO settings (key) VALUES ('a'), ('b');
        """)
    #expect {
      try ProgressBackup.read(from: file)
    } throws: { error in
      guard case .damaged(_, let detail) = error as? BackupError else { return false }
      return detail.contains("generated column in its settings table")
    }
  }

  @Test func aViewIsRefused() throws {
    guard Self.runsHere("aViewIsRefused()") else { return }
    let folder = try TemporaryFolder()
    let file = try Self.progressFile(
      in: folder,
      replacingSettings: """
        CREATE VIEW settings (key, value) AS
          WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n LIMIT 1000)
          SELECT i, printf('%.*c', 5000, 'x') FROM n;
        """)
    #expect {
      try ProgressBackup.read(from: file)
    } throws: { error in
      guard case .damaged(_, let detail) = error as? BackupError else { return false }
      return detail.contains("a view (settings)")
    }
  }

  /// The limits change nothing for a real progress file.
  @Test func aRealProgressFileIsStillRead() throws {
    guard Self.runsHere("aRealProgressFileIsStillRead()") else { return }
    let folder = try TemporaryFolder()
    let store = try ProgressStore(url: folder.database)
    try store.settings.setDesiredRetention(0.85)
    let backup = try ProgressBackup.read(from: folder.database)
    expectEqual(backup.tables["settings"]?.rows.isEmpty, false)
    expectEqual(backup.tables.keys.sorted(), ProgressBackup.tableNames.sorted())
  }
}
