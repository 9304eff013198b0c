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

  /// Runs `prefix + [binary] + arguments`. Stdin comes from a file; stdout and stderr
  /// are pipes (a file-size limit on the binary must not stop its messages).
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
    try Data(input.utf8).write(to: inputURL)
    process.standardInput = try FileHandle(forReadingFrom: inputURL)
    let output = Pipe()
    let error = Pipe()
    process.standardOutput = output
    process.standardError = error
    try process.run()
    try? output.fileHandleForWriting.close()
    try? error.fileHandleForWriting.close()
    let (stdout, stderr) = drain(
      output.fileHandleForReading.fileDescriptor, error.fileHandleForReading.fileDescriptor)
    process.waitUntilExit()
    return BinaryRun(
      status: process.terminationStatus, stdout: String(decoding: stdout, as: UTF8.self),
      stderr: String(decoding: stderr, as: UTF8.self))
  }

  /// Reads two pipes to their ends at once, so neither writer blocks on a full pipe.
  private static func drain(_ first: Int32, _ second: Int32) -> ([UInt8], [UInt8]) {
    var collected: [[UInt8]] = [[], []]
    var open = [true, true]
    var buffer = [UInt8](repeating: 0, count: 65_536)
    while open.contains(true) {
      var descriptors = [first, second].enumerated().map { index, descriptor in
        pollfd(fd: open[index] ? descriptor : -1, events: Int16(POLLIN), revents: 0)
      }
      guard poll(&descriptors, 2, 1_000) >= 0 || errno == EINTR else { break }
      for index in 0..<2 where open[index] && descriptors[index].revents != 0 {
        let count = read(descriptors[index].fd, &buffer, buffer.count)
        if count > 0 { collected[index] += buffer[0..<count] } else { open[index] = false }
      }
    }
    return (collected[0], collected[1])
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
