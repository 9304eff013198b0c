import DrillKitTesting
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

  /// The binary and the fixture course, copied where `nobody` can read them (a private
  /// clone's build folder is out of its reach).
  static func readable() throws -> URL {
    try WorldReadableCopy.folder(
      "reliability", copying: [BinaryRun.executable, BinaryRun.fixtures.appendingPathComponent("course")])
  }

  static func environment(home: URL) throws -> [String: String] {
    var environment = ProcessInfo.processInfo.environment
    environment["NO_COLOR"] = "1"
    environment["SWIFTDRILL_HOME"] = home.path
    environment["SWIFTDRILL_NOW"] = "2026-01-15T09:00:00Z"
    environment["SWIFTDRILL_BUNDLED"] = try readable().appendingPathComponent("course").path
    return environment
  }

  /// Runs `prefix + [binary] + arguments` with piped stdin (the readable copy of the binary).
  static func run(prefix: [String], _ arguments: [String], input: String = "", home: URL) throws -> BinaryRun
  {
    try BinaryRun.run(
      arguments, input: Data(input.utf8), environment: environment(home: home), prefix: prefix,
      binary: readable().appendingPathComponent(BinaryRun.executable.lastPathComponent))
  }

  /// Runs a helper program (mount, dd…) and says whether it exited 0.
  @discardableResult
  static func tool(_ path: String, _ arguments: [String]) -> Bool {
    HelperTool.succeeds(path, arguments)
  }
}
