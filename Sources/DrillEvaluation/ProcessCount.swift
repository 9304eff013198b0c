import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

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
