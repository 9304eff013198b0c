import DrillSQLite
import Foundation

extension ProgressStore {
  /// Opens the file at `path` for reading only.
  ///
  /// Reading a WAL-mode file needs its shared-memory (`-shm`) file, which SQLite cannot
  /// create in a folder the user may not write, or on a full disk. When there is no
  /// write-ahead log to read (no `-wal` file, or an empty one), every committed answer is
  /// in the main file, and it is read as an immutable snapshot instead: `stats`, `export`
  /// and `scores` keep working on a store they cannot write.
  static func openReader(path: String) throws(SQLiteError) -> SQLiteDatabase {
    let reader = try SQLiteDatabase(path: path, mode: .readOnly)
    reader.setBusyTimeout(milliseconds: busyTimeoutMilliseconds)
    do {
      // A read of the header in a read transaction (the write-ahead log and its shared memory
      // opened, page 1 checked): what fails on a file that cannot be read fails here. Not a
      // query of `sqlite_schema`, which also compiled the whole schema, as the writer then
      // does again: a tenth of opening the store at every start.
      _ = try reader.scalarInt("PRAGMA user_version")
      return reader
    } catch {
      guard error.isSharedMemoryFailure, !hasWriteAheadLog(path: path) else { throw error }
      return try SQLiteDatabase(path: path, mode: .immutable)
    }
  }

  /// Why a store with a write-ahead log cannot be read in a folder the user may not write.
  static func logNeedsTheFolder(_ path: String) -> String {
    let name = URL(fileURLWithPath: path).lastPathComponent
    return "its latest answers are still in \(name)-wal, which SQLite reads only where it may write "
      + "beside it (the folder is read-only here); open it once with write access to the folder, "
      + "and the log is folded into the file"
  }

  /// Whether a `-wal` file with content sits beside the database.
  static func hasWriteAheadLog(path: String) -> Bool {
    let attributes = try? FileManager.default.attributesOfItem(atPath: path + "-wal")
    return ((attributes?[.size] as? NSNumber)?.intValue ?? 0) > 0
  }
}
