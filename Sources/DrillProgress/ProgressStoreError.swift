import DrillSQLite
import DrillSupport
import Foundation

/// Why the progress database could not be opened, read or written.
public enum ProgressStoreError: Error, Equatable, LocalizedError {
  /// The file was written by a newer SwiftDrill; it is left as it is.
  case newerSchema(path: String, found: Int, supported: Int)
  /// The file is not an SQLite database, or it is damaged; it is left as it is.
  case corrupt(path: String, detail: String)
  /// The file exists but cannot be opened for reading (permissions, a folder…).
  case unreadable(path: String, detail: String)
  /// The file is an SQLite database that belongs to something else.
  case notAProgressDatabase(path: String)
  /// Opening read-only, but there is no file yet.
  case missing(path: String)
  /// The file is there but empty (0 bytes): what it held is gone (read-only: nothing to read).
  case empty(path: String)
  /// The file holds no SwiftDrill schema at all (a first write cut short): no progress yet.
  case noProgressYet(path: String)
  /// An older schema cannot be upgraded through a read-only connection.
  case needsUpgrade(path: String, found: Int, supported: Int)
  /// Something other than a regular file has the file's name (a folder, a device, a link to
  /// one): `what` says which. Nothing is read, written or changed there.
  case notAFile(path: String, what: String)
  /// The file or its folder cannot be written (permissions, read-only mount or access).
  case readOnly(path: String, detail: String)
  /// The folder for the file could not be created.
  case cannotCreateFolder(path: String, detail: String)
  /// Another process held the database lock for longer than the busy timeout.
  case busy(path: String)
  /// No space is left to write the file: the disk is full, or a quota or file-size limit is reached.
  case diskFull(path: String)
  /// A value stored in the file is not one this version understands.
  case invalidValue(path: String, detail: String)
  /// Any other SQLite failure, with SQLite's message.
  case sqlite(path: String, SQLiteError)
  /// A write stopped before it finished (`ProgressStore.stoppable`: Ctrl-C, SIGTERM): rolled back.
  case stopped(path: String)

  public var errorDescription: String? {
    switch self {
    case .newerSchema(let path, let found, let supported):
      "\(path) was written by a newer SwiftDrill (schema \(found); this version knows up to \(supported)). "
        + "Update SwiftDrill; the file has not been changed."
    case .corrupt(let path, let detail):
      "\(path) is not a readable progress database (\(detail)). It has not been changed. "
        + Self.restoreAdvice(for: path)
    case .unreadable(let path, let detail):
      "Cannot read the progress database \(path): \(Self.clause(detail)). It has not been changed."
    case .notAProgressDatabase(let path):
      "\(path) is an SQLite database, but not a SwiftDrill progress file. It has not been changed."
    case .missing(let path):
      "There is no progress database at \(path) yet."
    case .empty(let path):
      "\(path) is empty (0 bytes): the progress it held is gone. Restore a backup "
        + "(`swiftdrill restore FILE`, docs/backup.md), or start fresh: the next drill or quiz starts a new "
        + "progress file there."
    case .noProgressYet(let path):
      "\(path) holds no progress yet (no SwiftDrill data was written to it); the next answer starts it."
    case .needsUpgrade(let path, let found, let supported):
      "\(path) uses schema \(found) and needs an upgrade to \(supported); open it writable once."
    case .notAFile(let path, let what):
      "\(path) is \(what), not a file: SwiftDrill keeps progress in a regular file there. Nothing was "
        + "changed; move it aside, or set SWIFTDRILL_HOME to another folder, to keep progress."
    case .readOnly(let path, let detail):
      "Cannot write progress to \(path): \(Self.clause(detail)). "
        + (detail.contains(ProgressHome.readOnlyVolume)
          ? "Remount it writable, or set SWIFTDRILL_HOME to a folder on a writable disk."
          : "Check the file's and its folder's permissions.")
    case .cannotCreateFolder(let path, let detail):
      "Cannot create the folder \(path): \(Self.clause(detail))."
    case .busy(let path):
      "\(path) is locked by another SwiftDrill for too long; try again."
    case .diskFull(let path):
      "No space is left to write \(path) (the disk is full, or a quota or file-size limit is reached). "
        + "What it held is kept as it was; free some space to record progress again."
    case .invalidValue(let path, let detail):
      "\(path) holds a value this version does not understand: \(Self.clause(detail))."
    case .sqlite(let path, let error):
      "Progress database \(path): \(error.message) (SQLite code \(error.code))."
    case .stopped(let path):
      "The write to \(path) was stopped before it finished; nothing of it was kept."
    }
  }

  /// A detail to go inside a sentence: Foundation's messages end with their own
  /// period ("…you don't have permission."), which the sentence adds.
  public static func clause(_ detail: String) -> String {
    var text = detail.trimmingCharacters(in: .whitespacesAndNewlines)
    while text.hasSuffix(".") { text.removeLast() }
    return text
  }

  /// The backups beside a damaged file and the command that brings one back: the moment a learner
  /// needs them (session 51's tryout, finding 4).
  static func restoreAdvice(for path: String) -> String {
    let backups = ProgressStore.backups(besides: URL(fileURLWithPath: path))
    guard let newest = backups.first else {
      return "Move it aside to start fresh, or bring back a backup with `swiftdrill restore BACKUP` "
        + "(it moves the damaged file aside itself, keeping it)."
    }
    let names = backups.prefix(3).map(\.lastPathComponent).joined(separator: ", ")
    let older = backups.count > 3 ? " and \(backups.count - 3) older" : ""
    return "Backups beside it, newest first: \(names)\(older). "
      + "`swiftdrill restore \(ShellWord.quoted(newest.path))` moves the damaged file aside (keeping it) "
      + "and brings the newest back; or move it aside yourself to start fresh."
  }

  /// The store error for an SQLite failure on the file at `path`.
  static func from(_ error: SQLiteError, path: String) -> ProgressStoreError {
    if error.isDiskFull { return .diskFull(path: path) }
    if error.isCorruption { return .corrupt(path: path, detail: error.message) }
    if error.isReadOnly { return .readOnly(path: path, detail: error.message) }
    if error.isBusy { return .busy(path: path) }
    return .sqlite(path: path, error)
  }
}
