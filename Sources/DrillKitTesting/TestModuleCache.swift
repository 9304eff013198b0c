import Foundation
import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// One compiler module cache per test process and user, shared by the swiftdrill runs of the
/// tests through `SWIFTDRILL_MODULE_CACHE`: each test has a fresh home, and a fresh home's
/// module cache is cold (its first compile that imports Foundation costs over a second of CPU
/// more). Only the module cache: the run cache stays in the home, so every test still
/// compiles and runs its code. A test of what swiftdrill writes in its home (its files'
/// permissions) leaves the variable out, so the module cache is there too.
public enum TestModuleCache {
  public static let variable = "SWIFTDRILL_MODULE_CACHE"

  /// This user's folder (`folder(owner:group:)`).
  public static var folder: String? { folder(owner: getuid(), group: getgid()) }

  /// `/tmp/swiftdrill-test-module-cache-UID/run-PID`, owned by `owner` (0700), made once per
  /// process and user (folders of test processes that ended are removed); nil when it cannot be
  /// made safely: then each home keeps its own, as without the variable.
  public static func folder(owner: uid_t, group: gid_t) -> String? {
    made.withLock { made in
      if let known = made[owner] { return known }
      let folder = make(in: "/tmp/swiftdrill-test-module-cache-\(owner)", owner: owner, group: group)
      made[owner] = folder
      return folder
    }
  }

  private static let made = Mutex<[uid_t: String?]>([:])

  /// `environment` with the variable naming this user's folder (unchanged when there is none).
  public static func adding(to environment: [String: String]) -> [String: String] {
    var environment = environment
    if let folder { environment[variable] = folder }
    return environment
  }

  /// `shared/run-PID`, both folders made for `owner` (0700; `shared` may hold other runs' folders,
  /// which are removed when their process is gone); nil unless both are then `owner`'s folders.
  public static func make(in shared: String, owner: uid_t, group: gid_t) -> String? {
    let run = shared + "/run-\(getpid())"
    for path in [shared, run] {
      mkdir(path, 0o700)
      if owner != geteuid() { lchown(path, owner, group) }
      var info = stat()
      guard lstat(path, &info) == 0, info.st_mode & S_IFMT == S_IFDIR, info.st_uid == owner,
        info.st_mode & 0o077 == 0
      else { return nil }
    }
    for name in (try? FileManager.default.contentsOfDirectory(atPath: shared)) ?? []
    where name.hasPrefix("run-") {
      guard let pid = pid_t(name.dropFirst(4)), pid != getpid(), kill(pid, 0) != 0, errno == ESRCH else {
        continue
      }
      try? FileManager.default.removeItem(atPath: shared + "/" + name)
    }
    return run
  }
}
