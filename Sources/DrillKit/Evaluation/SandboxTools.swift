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

/// Counts the tasks (processes and threads) a user has, as RLIMIT_NPROC does.
enum ProcessCount {
  static func tasks(ofUser uid: uid_t) -> Int {
    guard let entries = try? FileManager.default.contentsOfDirectory(atPath: "/proc") else { return 0 }
    var count = 0
    for entry in entries where entry.first?.isNumber == true {
      var info = stat()
      guard stat("/proc/\(entry)", &info) == 0, info.st_uid == uid else { continue }
      var threads = 0
      if let status = try? String(contentsOfFile: "/proc/\(entry)/status", encoding: .utf8),
        let line = status.split(separator: "\n").first(where: { $0.hasPrefix("Threads:") })
      {
        threads = Int(line.dropFirst("Threads:".count).trimmingCharacters(in: .whitespaces)) ?? 1
      }
      count += max(threads, 1)
    }
    return count
  }
}
