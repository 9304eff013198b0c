import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Staged files a killed export left (session 52's closing note: SIGKILL cannot be caught, so the
/// hidden files of an export killed while it wrote them stayed beside FILE). Each staged name says
/// whose it is: `.FILE.PID-START-UUID.staged` (and `….staged.old`, a replaced file kept aside while
/// placing, and the temporary files of its writing), START the process's start as `ProcessStart` tells it, its dots written `_`. The next
/// export to FILE removes those of a process that no longer runs.
extension StagedFiles {
  /// A staged file removed, and the pid of the export that left it.
  public struct Leftover: Sendable, Equatable {
    public let name: String
    public let pid: Int32
  }

  /// This process, as its staged names give it: `PID-START`.
  static let owner: String = {
    let pid = getpid()
    return "\(pid)-\((ProcessStart.time(of: pid) ?? "").replacing(".", with: "_"))"
  }()

  /// Removes the staged files beside `path` whose names give a process that no longer runs (its
  /// pid gone, or taken by a process that started at another time), and returns them. A name
  /// that does not give its owner (another program's, or an export before session 53) is left, and
  /// so is anything but a regular file (a link is never followed, nor removed).
  public static func removeLeftovers(beside path: String) -> [Leftover] {
    let url = URL(fileURLWithPath: path)
    let folder = url.deletingLastPathComponent().path
    let prefix = "." + url.lastPathComponent + "."
    guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return [] }
    var removed: [Leftover] = []
    for name in names.sorted() {
      // The staged file, or a temporary file of its writing: `AtomicFile`'s `.NAME.UUID.tmp`,
      // `ZipWriter`'s `NAME.partial-PID` (and libzip's own beside that).
      let rest: Substring
      if name.hasPrefix(prefix) {
        rest = name.dropFirst(prefix.count)
      } else if name.hasPrefix("." + prefix) {
        rest = name.dropFirst(prefix.count + 1)
      } else {
        continue
      }
      guard let owner = owner(of: rest), !ProcessStart.isRunning(pid: owner.pid, start: owner.start)
      else { continue }
      let file = URL(fileURLWithPath: folder).appendingPathComponent(name).path
      var info = stat()
      guard lstat(file, &info) == 0, info.st_mode & S_IFMT == S_IFREG, unlink(file) == 0 else { continue }
      removed.append(Leftover(name: name, pid: owner.pid))
    }
    return removed
  }

  /// The pid and start a staged name gives after `.FILE.`: `PID-START-UUID.staged`, then nothing
  /// or a dot and more (`.old`, `.partial-PID`, `.UUID.tmp`); nil for any other name.
  static func owner(of rest: Substring) -> (pid: Int32, start: String)? {
    guard let staged = rest.range(of: ".staged") else { return nil }
    let after = rest[staged.upperBound...]
    guard after.isEmpty || after.hasPrefix(".") else { return nil }
    let parts = rest[..<staged.lowerBound].split(
      separator: "-", maxSplits: 2, omittingEmptySubsequences: false
    )
    .map(String.init)
    guard parts.count == 3, !parts[0].isEmpty, parts[0].allSatisfy(\.isASCIIDigit),
      parts[1].allSatisfy({ $0.isASCIIDigit || $0 == "_" }), let pid = Int32(parts[0]), pid > 0,
      UUID(uuidString: parts[2]) != nil
    else { return nil }
    let start: String = parts[1].replacing("_", with: ".")
    return (pid, start)
  }
}

extension Character {
  fileprivate var isASCIIDigit: Bool { isASCII && isWholeNumber }
}
