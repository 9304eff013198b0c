import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Runs the built binary behind a prefix command (`setpriv …`, `/bin/sh -c …`)
/// with piped stdin, for the tests that change who runs it or what it may write.
enum ReliabilityCommand {
  static let setpriv = "/usr/bin/setpriv"

  /// `setpriv` to the `nobody` user with no supplementary groups.
  static let asNobody = [setpriv, "--reuid=nobody", "--regid=nogroup", "--clear-groups", "--"]

  /// Whether the binary can be run as another user here: root, with `setpriv`.
  static var canRunAsNobody: Bool {
    geteuid() == 0 && FileManager.default.isExecutableFile(atPath: setpriv)
  }

  static func environment(home: URL) -> [String: String] {
    var environment = ProcessInfo.processInfo.environment
    environment["NO_COLOR"] = "1"
    environment["SWIFTDRILL_HOME"] = home.path
    environment["SWIFTDRILL_NOW"] = "2026-01-15T09:00:00Z"
    environment["SWIFTDRILL_BUNDLED"] = BinaryRun.fixtures.appendingPathComponent("course").path
    return environment
  }

  /// Runs `prefix + [binary] + arguments`; stdin, stdout and stderr go through files.
  static func run(prefix: [String], _ arguments: [String], input: String = "", home: URL) throws -> BinaryRun
  {
    let scratch = TemporaryHome.make()
    defer { try? FileManager.default.removeItem(at: scratch) }
    let command = prefix + [BinaryRun.executable.path] + arguments
    let process = Process()
    process.executableURL = URL(fileURLWithPath: command[0])
    process.arguments = Array(command.dropFirst())
    process.environment = environment(home: home)
    let inputURL = scratch.appendingPathComponent("stdin")
    let outputURL = scratch.appendingPathComponent("stdout")
    let errorURL = scratch.appendingPathComponent("stderr")
    try Data(input.utf8).write(to: inputURL)
    try Data().write(to: outputURL)
    try Data().write(to: errorURL)
    process.standardInput = try FileHandle(forReadingFrom: inputURL)
    process.standardOutput = try FileHandle(forWritingTo: outputURL)
    process.standardError = try FileHandle(forWritingTo: errorURL)
    try process.run()
    process.waitUntilExit()
    return BinaryRun(
      status: process.terminationStatus,
      stdout: String(decoding: try Data(contentsOf: outputURL), as: UTF8.self),
      stderr: String(decoding: try Data(contentsOf: errorURL), as: UTF8.self))
  }

  /// Runs a helper program (mount, dd…) and says whether it exited 0.
  @discardableResult
  static func tool(_ path: String, _ arguments: [String]) -> Bool {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: path)
    process.arguments = arguments
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    do {
      try process.run()
    } catch {
      return false
    }
    process.waitUntilExit()
    return process.terminationStatus == 0
  }
}
