import Foundation

/// A fresh temporary folder for one compile, removed afterwards. Its name
/// holds swiftdrill's process id, so folders left by a swiftdrill that was
/// killed (even by SIGKILL) are removed by the next one.
struct Workspace {
  let path: String

  init() throws(CodeRunnerError) {
    let base = FileManager.default.temporaryDirectory.path
    _ = Self.sweptOnce
    var template = Array("\(base)/swiftdrill-run-\(getpid())-XXXXXX".utf8CString)
    guard let created = mkdtemp(&template) else {
      throw .workspaceFailed(path: base, reason: String(cString: strerror(errno)))
    }
    path = String(cString: created)
  }

  /// Lets other users into the folder: the sandboxed program may run as
  /// another user, and it needs to read its binary.
  func allowOthersToRead() {
    chmod(path, 0o755)
    // Made under swiftdrill's umask (077): the program's user must be able to run it.
    chmod(path + "/program", 0o755)
  }

  func write(_ text: String, to name: String) throws(CodeRunnerError) {
    let file = path + "/" + name
    do {
      try Data(text.utf8).write(to: URL(fileURLWithPath: file))
    } catch {
      throw .workspaceFailed(path: file, reason: error.localizedDescription)
    }
  }

  /// Removes the source files once they are compiled.
  func removeSources(_ names: [String]) {
    for name in names { unlink(path + "/" + name) }
  }

  /// Removes this user's workspaces whose swiftdrill is gone (once per process).
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
