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
  /// The library `stdbuf` preloads (coreutils' `libstdbuf.so`, under `/usr`): bubblewrap sets
  /// its environment itself (`--setenv`), so the chain has one program less to start.
  var stdbufLibrary: String?

  static func find() -> SandboxTools {
    let stdbuf = tool("stdbuf")
    return SandboxTools(
      bwrap: tool("bwrap"), setpriv: geteuid() == 0 ? tool("setpriv") : nil, prlimit: tool("prlimit"),
      stdbuf: stdbuf, systemdRun: tool("systemd-run"),
      stdbufLibrary: stdbuf == nil
        ? nil : stdbufLibraries.first { FileManager.default.fileExists(atPath: $0) })
  }

  /// Where coreutils keeps `libstdbuf.so` (Debian and Fedora, Arch, others): all under `/usr`,
  /// which every stage reads.
  static let stdbufLibraries = [
    "/usr/libexec/coreutils/libstdbuf.so", "/usr/lib/coreutils/libstdbuf.so",
    "/usr/lib64/coreutils/libstdbuf.so", "/usr/local/libexec/coreutils/libstdbuf.so",
  ]

  /// What `stdbuf -oL -eL` adds to a program's environment, as bubblewrap options (it preloads
  /// the library, which reads the two variables); empty without the library.
  var lineBufferedEnvironment: [String] {
    guard let stdbufLibrary else { return [] }
    return [
      "--setenv", "LD_PRELOAD", stdbufLibrary, "--setenv", "_STDBUF_O", "L", "--setenv", "_STDBUF_E", "L",
    ]
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
