import DrillSupport
import Foundation
import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A fresh temporary folder for one compile, removed afterwards. Its name
/// holds swiftdrill's process id, so folders left by a swiftdrill that was
/// killed (even by SIGKILL) are removed by the next one.
struct Workspace {
  let path: String

  init() throws(CodeRunnerError) {
    let base = FileManager.default.temporaryDirectory.path
    var template = Array("\(base)/swiftdrill-run-\(getpid())-XXXXXX".utf8CString)
    guard let created = mkdtemp(&template) else {
      throw .workspaceFailed(path: base, reason: String(cString: strerror(errno)))
    }
    path = String(cString: created)
  }

  /// Lets other users into the folder: the sandboxed program may run as
  /// another user, and it needs to read its binary.
  func allowOthersToRead() {
    FileMode.set(path, to: 0o755)
    // Made under swiftdrill's umask (077): the program's user must be able to run it.
    FileMode.set(path + "/program", to: 0o755)
  }

  /// Writes `text` to the file `name` (created or truncated). Scratch files: not synced to
  /// disk (`Data.write` syncs each one, ≈ 1 ms apiece on a code answer's path).
  func write(_ text: String, to name: String) throws(CodeRunnerError) {
    let file = path + "/" + name
    let fd = open(file, O_WRONLY | O_CREAT | O_TRUNC | O_NOFOLLOW | O_CLOEXEC, 0o666)
    guard fd >= 0 else { throw .workspaceFailed(path: file, reason: String(cString: strerror(errno))) }
    defer { close(fd) }
    guard Array(text.utf8).withUnsafeBytes({ writeAll(to: fd, $0) }) else {
      throw .workspaceFailed(path: file, reason: String(cString: strerror(errno)))
    }
  }

  /// Removes the source files once they are compiled.
  func removeSources(_ names: [String]) {
    for name in names { unlink(path + "/" + name) }
  }

  /// Removes this user's workspaces whose swiftdrill is gone (once per process).
  /// Whether this process started its sweep.
  private static let sweepStarted = Atomic<Bool>(false)

  /// Sweeps on a background thread, once per process: listing a shared temporary folder
  /// (thousands of entries) is no reason to delay a compile. Started after the first run
  /// (`CodeRunner`), not before: the listing holds the folder's lock, and creating this
  /// run's folder in it waited for it (≈ 10 ms with 21,000 entries in `/tmp`).
  static func sweepInBackground() {
    guard !sweepStarted.exchange(true, ordering: .relaxed) else { return }
    DispatchQueue.global(qos: .utility).async { _ = sweptOnce }
  }

  private static let sweptOnce: Bool = {
    let base = FileManager.default.temporaryDirectory.path
    let names = (try? FileManager.default.contentsOfDirectory(atPath: base)) ?? []
    for name in names where name.hasPrefix("swiftdrill-run-") {
      let fields = name.split(separator: "-")
      guard fields.count == 4, let pid = Int32(fields[2]), pid != getpid() else { continue }
      var info = stat()
      let path = base + "/" + name
      guard lstat(path, &info) == 0, info.st_uid == geteuid(), kill(pid, 0) != 0, errno == ESRCH else {
        continue
      }
      try? FileManager.default.removeItem(atPath: path)
    }
    return true
  }()

  func remove() {
    try? FileManager.default.removeItem(atPath: path)
  }
}
