import Foundation

/// A fresh temporary folder for one compile, removed afterwards.
struct Workspace {
  let path: String

  init() throws(CodeRunnerError) {
    let base = FileManager.default.temporaryDirectory.path
    var template = Array("\(base)/swiftdrill-run-XXXXXX".utf8CString)
    guard let created = mkdtemp(&template) else {
      throw .workspaceFailed(path: base, reason: String(cString: strerror(errno)))
    }
    path = String(cString: created)
  }

  /// Lets other users into the folder: the sandboxed program may run as
  /// another user, and it needs to read its binary.
  func allowOthersToRead() {
    chmod(path, 0o755)
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

  func remove() {
    try? FileManager.default.removeItem(atPath: path)
  }
}
