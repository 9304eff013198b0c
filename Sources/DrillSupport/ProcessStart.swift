import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A process told apart from a later one given the same pid: by when it started. A new-question
/// claim (`ClaimOwner`) and an export's staged files (`StagedFiles`) name their process so.
public enum ProcessStart {
  /// Whether the process `pid` still runs: it exists (another user's too) and, where `start` was
  /// known, started then.
  public static func isRunning(pid: Int32, start: String) -> Bool {
    guard pid > 0 else { return false }
    if kill(pid, 0) != 0 && errno != EPERM { return false }
    guard !start.isEmpty, let now = time(of: pid) else { return true }
    return now == start
  }

  /// When the process `pid` started, as the system tells it: on Linux field 22 of
  /// `/proc/PID/stat` (clock ticks after boot), read after the command's closing parenthesis; on
  /// Apple's systems `sysctl` `KERN_PROC_PID`'s `p_starttime` ("SECONDS.MICROSECONDS"); nil where
  /// the process is gone or the system has neither (the pid alone is checked there).
  public static func time(of pid: Int32) -> String? {
    #if canImport(Darwin)
      var info = kinfo_proc()
      var size = MemoryLayout<kinfo_proc>.stride
      var name: [Int32] = [CTL_KERN, KERN_PROC, KERN_PROC_PID, pid]
      // A pid that names no process gives 0 and no bytes.
      guard sysctl(&name, u_int(name.count), &info, &size, nil, 0) == 0, size > 0 else { return nil }
      // `p_starttime` is a C macro for this union member, which Swift does not import.
      let start = info.kp_proc.p_un.__p_starttime
      return "\(start.tv_sec).\(start.tv_usec)"
    #else
      guard let stat = try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8),
        let close = stat.lastIndex(of: ")")
      else { return nil }
      let fields = stat[stat.index(after: close)...].split(separator: " ")
      return fields.count > 19 ? String(fields[19]) : nil
    #endif
  }
}
