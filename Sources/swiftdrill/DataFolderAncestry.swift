import DrillSupport
import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

extension AppPaths {
  /// Why a folder holding the data, state or cache folder lets another user replace it, or
  /// nil. Whoever may rename entries of a folder can move the learner's folder away, even
  /// while swiftdrill runs, and put one of their own at its name (with planted packs, run
  /// results and links). ssh refuses such a path for the same reason. So every existing
  /// folder above these ones must belong to the user or to root, and one of root's that
  /// others may write must be sticky (`/tmp`: nobody may rename another user's entries).
  func ancestryProblem() -> String? {
    let user = geteuid()
    for path in Self.distinct([dataDirectory, stateDirectory, cacheDirectory]) {
      if let problem = Self.ancestryProblem(of: path, user: user) { return problem }
    }
    return nil
  }

  /// The first folder above `path` that another user could rename entries of, described for
  /// the learner; nil when there is none. Both the folders named on the way to `path` and,
  /// when a link leads elsewhere, those above where it leads are checked.
  static func ancestryProblem(of path: String, user: uid_t) -> String? {
    let folder = URL(fileURLWithPath: path).standardized.path
    var existing = folder
    while existing.count > 1 && access(existing, F_OK) != 0 {
      existing = (existing as NSString).deletingLastPathComponent
    }
    var starts = [(folder as NSString).deletingLastPathComponent]
    if let resolved = realpath(existing, nil) {
      let real = String(cString: resolved)
      free(resolved)
      starts.append(existing == folder ? (real as NSString).deletingLastPathComponent : real)
    }
    for start in starts {
      var current = start
      while !current.isEmpty {
        if let problem = problem(ofFolder: current, holding: path, user: user) { return problem }
        if current == "/" { break }
        current = (current as NSString).deletingLastPathComponent
      }
    }
    return nil
  }

  /// Why another user could rename entries of `folder` (its owner, or a non-sticky folder of
  /// root's that others may write), or nil.
  private static func problem(ofFolder folder: String, holding path: String, user: uid_t) -> String? {
    var info = stat()
    guard stat(folder, &info) == 0 else { return nil }
    if info.st_uid != user && info.st_uid != 0 {
      return "\(folder), which holds \(path), belongs to another user (uid \(info.st_uid)), who could "
        + "put a folder of their own at its name; use a folder of your own (SWIFTDRILL_HOME)"
    }
    if info.st_uid == 0 && info.st_mode & 0o022 != 0 && info.st_mode & S_ISVTX == 0 {
      return "\(folder), which holds \(path), can be written by other users, who could put a "
        + "folder of their own at its name; use a folder of your own (SWIFTDRILL_HOME)"
    }
    return nil
  }
}
