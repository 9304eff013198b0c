import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The system programs the sandbox may use, found in the usual folders.
struct SandboxTools: Sendable, Hashable {
  var bwrap: String?
  /// Only as root: drops the program to `nobody`.
  var setpriv: String?
  var prlimit: String?
  /// Makes stdout line-buffered, so output printed before a trap is not lost in a pipe buffer.
  var stdbuf: String?
  var systemdRun: String?

  static func find() -> SandboxTools {
    SandboxTools(
      bwrap: tool("bwrap"), setpriv: geteuid() == 0 ? tool("setpriv") : nil, prlimit: tool("prlimit"),
      stdbuf: tool("stdbuf"), systemdRun: tool("systemd-run"))
  }

  static func tool(_ name: String) -> String? {
    ["/usr/bin/\(name)", "/bin/\(name)", "/usr/sbin/\(name)", "/usr/local/bin/\(name)"].first {
      FileManager.default.isExecutableFile(atPath: $0)
    }
  }

  /// The `swiftdrill` binary that offers `--sandbox-exec`: this process when it
  /// is swiftdrill, else a `swiftdrill` beside it (the test runner in `.build`).
  static func launcher() -> String? {
    guard let executable = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")
    else { return nil }
    if (executable as NSString).lastPathComponent == "swiftdrill" { return executable }
    let sibling = (executable as NSString).deletingLastPathComponent + "/swiftdrill"
    return FileManager.default.isExecutableFile(atPath: sibling) ? sibling : nil
  }
}
