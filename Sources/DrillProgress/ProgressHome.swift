import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Whether a progress file could be made where none is yet, without making anything: what
/// `due`, `stats` and the REPL's greeting say when the home cannot be used, in the words a
/// drill's failed open uses.
public enum ProgressHome {
  /// Why `file` (not there yet) could not be created, or nil when it could.
  public static func problem(creating file: URL) -> ProgressStoreError? {
    let folder = file.deletingLastPathComponent().standardizedFileURL
    var existing = folder
    var isFolder: ObjCBool = false
    while !FileManager.default.fileExists(atPath: existing.path, isDirectory: &isFolder) {
      let parent = existing.deletingLastPathComponent()
      if parent.path == existing.path { break }
      existing = parent
    }
    if !isFolder.boolValue {
      let detail =
        existing.path == folder.path
        ? "a file with that name is there, not a folder"
        : "\(existing.path) is a file, not a folder"
      return .cannotCreateFolder(path: folder.path, detail: detail)
    }
    guard access(existing.path, W_OK | X_OK) == 0 else {
      if errno == EROFS { return .readOnly(path: file.path, detail: readOnlyVolume) }
      if existing.path == folder.path {
        return .readOnly(path: file.path, detail: "the folder is write-protected")
      }
      return .cannotCreateFolder(
        path: folder.path, detail: "\(existing.path) does not let you create folders in it")
    }
    return nil
  }

  /// What a file on a read-only mount is told (session 52's tryout, finding 10: "write-protected…
  /// check the permissions" sent the learner to permissions that were fine).
  public static let readOnlyVolume = "it is on a read-only file system"

  /// Whether `path` (or, when it is not there, its folder) is on a file system mounted read-only.
  public static func isOnReadOnlyVolume(_ path: String) -> Bool {
    var info = statvfs()
    guard statvfs(path, &info) == 0 || statvfs((path as NSString).deletingLastPathComponent, &info) == 0
    else { return false }
    return info.f_flag & UInt(ST_RDONLY) != 0
  }
}
