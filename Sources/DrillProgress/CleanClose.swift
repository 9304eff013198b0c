import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Whether the progress file was left whole by the last program that wrote it, so
/// opening it may skip SQLite's `quick_check` (which reads every page: its cost grows with
/// the learner's history, and it ran on every start).
///
/// When a writable store closes its connection and SQLite has removed the `-wal` file
/// (the last connection checkpointed it), the file's `stat` (size, modification and
/// change times to the nanosecond, inode, device) is kept beside it in
/// `progress.sqlite-closed`. At the next open the check is skipped only when there is no
/// write-ahead log with content and the file's `stat` is still exactly that: a killed or
/// crashed program leaves its `-wal` behind; a file replaced, restored, copied in or
/// damaged by anything else has another change time (which no program can set back), so
/// it is checked as before. The record is never read as anything but this comparison:
/// a missing, torn or foreign record only means "check".
enum CleanClose {
  static let suffix = "-closed"

  /// Whether the file at `path` may be opened without `quick_check`.
  static func isRecorded(for path: String) -> Bool {
    guard !hasWriteAheadLog(path), let stamp = stamp(of: path),
      let data = FileManager.default.contents(atPath: path + suffix)
    else { return false }
    return String(decoding: data, as: UTF8.self) == stamp
  }

  /// Keeps the file's stamp after the connection closed cleanly; removes any older record
  /// when the log is still there (another program has the file open) or the stamp cannot be read.
  static func record(for path: String) {
    let recordPath = path + suffix
    guard !hasWriteAheadLog(path), let stamp = stamp(of: path) else {
      unlink(recordPath)
      return
    }
    // A session that wrote nothing leaves the file as it was: the record already says so,
    // and rewriting it (a new file and a rename, at the end of every such run) changes nothing.
    if let recorded = FileManager.default.contents(atPath: recordPath),
      String(decoding: recorded, as: UTF8.self) == stamp
    {
      return
    }
    // Written whole or not at all: a half-written record would only fail to match, but the
    // rename keeps even that from happening.
    let temporary = recordPath + ".\(getpid())"
    let descriptor = open(temporary, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o600)
    guard descriptor >= 0 else { return }
    let bytes = Array(stamp.utf8)
    let written = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
    close(descriptor)
    if written == bytes.count, rename(temporary, recordPath) == 0 { return }
    unlink(temporary)
  }

  /// Size, modification and change times (ns), inode and device; nil when `stat` fails.
  static func stamp(of path: String) -> String? {
    var info = stat()
    guard stat(path, &info) == 0 else { return nil }
    #if canImport(Darwin)
      let modified = info.st_mtimespec
      let changed = info.st_ctimespec
    #else
      let modified = info.st_mtim
      let changed = info.st_ctim
    #endif
    return "\(info.st_size) \(modified.tv_sec).\(modified.tv_nsec) \(changed.tv_sec).\(changed.tv_nsec) "
      + "\(info.st_ino) \(info.st_dev)\n"
  }

  /// Whether a `-wal` file with content sits beside the database.
  static func hasWriteAheadLog(_ path: String) -> Bool {
    var info = stat()
    return stat(path + "-wal", &info) == 0 && info.st_size > 0
  }
}
