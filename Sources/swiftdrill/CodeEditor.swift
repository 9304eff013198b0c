import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Opens `$VISUAL` or `$EDITOR` on a temporary file seeded with the starter
/// code, for code answers on a terminal. The editor shares our terminal and
/// process group (Foundation's Process would take both away from it).
struct CodeEditor {
  let command: String?

  init(environment: [String: String]) {
    let visual = environment["VISUAL"].flatMap { $0.isEmpty ? nil : $0 }
    command = visual ?? environment["EDITOR"].flatMap { $0.isEmpty ? nil : $0 }
  }

  var isConfigured: Bool { command != nil }

  /// The edited code, or nil when the editor failed or could not start.
  func edit(starter: String) -> String? {
    guard let command else { return nil }
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("swiftdrill-answer-\(UUID().uuidString)", isDirectory: true)
    let file = folder.appendingPathComponent("Answer.swift")
    defer { try? FileManager.default.removeItem(at: folder) }
    do {
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      try Data(starter.utf8).write(to: file)
    } catch {
      return nil
    }
    // The editor command may carry flags (`code -w`), so the shell splits it.
    let arguments = ["/bin/sh", "-c", "\(command) \"$1\"", "sh", file.path]
    let argv = arguments.map { strdup($0) } + [nil]
    defer { argv.forEach { free($0) } }
    var pid: pid_t = 0
    guard posix_spawn(&pid, "/bin/sh", nil, nil, argv, environ) == 0 else { return nil }
    var status: Int32 = 0
    while waitpid(pid, &status, 0) < 0 && errno == EINTR {}
    _ = Interrupts.consume()
    guard status == 0 else { return nil }
    return try? String(contentsOf: file, encoding: .utf8)
  }
}
