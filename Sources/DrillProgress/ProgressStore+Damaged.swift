import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A progress file SQLite cannot read: the backups that could replace it, and moving it aside
/// (never deleting it) so `restore` can bring one back (session 51's tryout, finding 4: the error
/// said "restore a backup" and `restore` refused with the same error).
extension ProgressStore {
  /// `reset`'s backups (`progress-backup-*.sqlite`) in the folder of the progress file at `url`,
  /// newest first.
  public static func backups(besides url: URL) -> [URL] {
    let folder = url.deletingLastPathComponent()
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    return
      names
      .filter { $0.hasPrefix("progress-backup-") && $0.hasSuffix(".sqlite") }
      .sorted { backupOrder($0) > backupOrder($1) }
      .map { folder.appendingPathComponent($0) }
  }

  /// The stamp, then the number a second backup in the same second got (`…-090000-2.sqlite`).
  private static func backupOrder(_ name: String) -> (String, Int) {
    let stem = name.dropFirst("progress-backup-".count).dropLast(".sqlite".count)
    let parts = stem.split(separator: "-")
    guard parts.count == 3, let number = Int(parts[2]) else { return (String(stem), 1) }
    return (parts[0...1].joined(separator: "-"), number)
  }

  /// Moves the damaged progress file at `url`, with its `-wal` and `-shm` (a log left beside a
  /// new file would be replayed into it), to `progress-damaged-YYYYMMDD-HHMMSS.sqlite` beside
  /// it, and returns where it went. Nothing is deleted.
  public static func moveAside(damaged url: URL, at now: Date) throws(ProgressStoreError) -> URL {
    let target = stampedURL(beside: url, prefix: "progress-damaged", at: now)
    guard rename(url.path, target.path) == 0 else {
      throw .readOnly(
        path: url.path, detail: "cannot move the damaged file aside: \(String(cString: strerror(errno)))")
    }
    for suffix in ["-wal", "-shm"] where exists(URL(fileURLWithPath: url.path + suffix)) {
      guard rename(url.path + suffix, target.path + suffix) == 0 else {
        throw .readOnly(
          path: url.path + suffix,
          detail: "cannot move it aside with the damaged file: \(String(cString: strerror(errno)))")
      }
    }
    return target
  }
}
