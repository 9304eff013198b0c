import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Whether someone other than this user and root could have written a file or folder: the
/// check the learner's folders get (`AppPaths.ownershipProblem`, as ssh refuses a key file
/// with loose permissions) and bundled data files get before they are trusted.
public enum FileTrust {
  /// Why another user could write a path.
  public enum Problem: Sendable, Equatable {
    /// It, or a symbolic link at its name, belongs to another user who is not root.
    case stranger(uid_t)
    /// Its group or everyone may write it, and it is not this user's.
    case writableByOthers
  }

  /// Why another user could have written `path` (following a link at it, whose owner counts
  /// too), or nil: only `user` and root can, or nothing is there.
  public static func problem(_ path: String, user: uid_t = geteuid()) -> Problem? {
    var link = stat()
    guard lstat(path, &link) == 0 else { return nil }
    var info = stat()
    guard stat(path, &info) == 0 else { return nil }
    if let stranger = [link.st_uid, info.st_uid].first(where: { $0 != user && $0 != 0 }) {
      return .stranger(stranger)
    }
    if info.st_uid != user, info.st_mode & 0o022 != 0 { return .writableByOthers }
    return nil
  }

  /// Like `problem`, for data read as trusted (bundled files and the folders holding them):
  /// writable by everyone is a problem even when it is this user's (nothing tightens it).
  public static func dataProblem(_ path: String, user: uid_t = geteuid()) -> Problem? {
    if let problem = problem(path, user: user) { return problem }
    var info = stat()
    guard stat(path, &info) == 0 else { return nil }
    return info.st_mode & 0o002 != 0 ? .writableByOthers : nil
  }
}
