import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The one launcher of the built `swiftdrill` binary for end-to-end tests:
/// stdin from a file (text or raw bytes), stdout and stderr through pipes
/// read together (so a file-size limit on the binary cannot stop its
/// messages, and neither pipe blocks the other), optionally behind a prefix
/// command (`setpriv …`, `runuser …`, `/bin/sh -c …`).
public struct BinaryRun: Sendable {
  public var status: Int32
  public var stdout: String
  public var stderr: String

  /// Standard output with every run of spaces and line breaks as one space: what
  /// was said, whatever the width it was wrapped at.
  public var flowingStdout: String {
    stdout.split(whereSeparator: { $0 == " " || $0 == "\n" }).joined(separator: " ")
  }

  public init(status: Int32, stdout: String, stderr: String) {
    self.status = status
    self.stdout = stdout
    self.stderr = stderr
  }

  /// The built executable: it sits beside the test bundle in the build folder.
  public static var executable: URL {
    if let override = ProcessInfo.processInfo.environment["SWIFTDRILL_TEST_BINARY"], !override.isEmpty {
      return URL(fileURLWithPath: override)
    }
    let bundle = Bundle.allBundles.first { $0.bundlePath.hasSuffix(".xctest") } ?? Bundle.main
    let folder =
      bundle.bundlePath.hasSuffix(".xctest")
      ? bundle.bundleURL.deletingLastPathComponent()
      : (bundle.executableURL ?? bundle.bundleURL).deletingLastPathComponent()
    return folder.appendingPathComponent("swiftdrill")
  }

  /// The environment most runs want: no colour, their own home, a fixed clock, the test
  /// process's module cache (`TestModuleCache`).
  public static func environment(home: URL, now: String? = "2026-01-15T09:00:00Z") -> [String: String] {
    var environment = TestModuleCache.adding(to: ProcessInfo.processInfo.environment)
    environment["NO_COLOR"] = "1"
    // Piped output is laid out for COLUMNS: a value inherited from the shell would change every transcript.
    environment["COLUMNS"] = nil
    environment["SWIFTDRILL_HOME"] = home.path
    if let now { environment["SWIFTDRILL_NOW"] = now }
    return environment
  }

  /// Runs the binary with `input` as stdin, in `home` (a fresh folder when nil),
  /// with the clock fixed at `now` and `extra` added to the environment.
  public static func run(
    _ arguments: [String], input: String = "", home: URL? = nil, now: String? = "2026-01-15T09:00:00Z",
    environment extra: [String: String] = [:]
  ) throws -> BinaryRun {
    let environment = environment(home: home ?? TemporaryHome.make(), now: now).merging(extra) { $1 }
    return try run(arguments, input: Data(input.utf8), environment: environment)
  }

  /// Runs `prefix + [binary] + arguments` with exactly `environment`, raw bytes on stdin;
  /// `binary` is the built executable unless another (a copy) is given.
  public static func run(
    _ arguments: [String], input: Data, environment: [String: String], prefix: [String] = [],
    binary: URL? = nil
  ) throws -> BinaryRun {
    let scratch = TemporaryHome.make()
    defer { try? FileManager.default.removeItem(at: scratch) }
    let command = prefix + [(binary ?? executable).path] + arguments
    let process = Process()
    process.executableURL = URL(fileURLWithPath: command[0])
    process.arguments = Array(command.dropFirst())
    process.environment = environment
    let inputURL = scratch.appendingPathComponent("stdin")
    try input.write(to: inputURL)
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
}
