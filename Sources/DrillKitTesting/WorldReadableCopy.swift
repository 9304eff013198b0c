import Foundation
import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Copies what an unprivileged user must read — the built binary, fixtures, the
/// test executable — into a folder under `/tmp` that everyone may read. A clone
/// inside a private folder (a `mktemp -d` clone is 0700) is out of that user's
/// reach, so tests that switch users never point them into the build folder.
public enum WorldReadableCopy {
  /// The copies of this process, by label.
  private static let made = Mutex<[String: URL]>([:])

  /// `sources` (files or folders, each under its own name) copied into a fresh folder
  /// for `label`, once per process; everything in it readable, folders searchable.
  /// Folders left by processes that are gone are removed.
  public static func folder(_ label: String, copying sources: [URL]) throws -> URL {
    try made.withLock { made in
      if let folder = made[label] { return folder }
      let folder = try make(label, copying: sources)
      made[label] = folder
      return folder
    }
  }

  public struct Failure: Error, CustomStringConvertible {
    public var description: String
  }

  private static func make(_ label: String, copying sources: [URL]) throws -> URL {
    let root = URL(fileURLWithPath: "/tmp/swiftdrill-readable", isDirectory: true)
    try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    chmod(root.path, 0o755)
    for old in (try? FileManager.default.contentsOfDirectory(atPath: root.path)) ?? [] {
      let pid = pid_t(old.split(separator: "-").first.map(String.init) ?? "") ?? 0
      if pid != getpid(), pid > 0, kill(pid, 0) != 0 {
        try? FileManager.default.removeItem(at: root.appendingPathComponent(old))
      }
    }
    let folder = root.appendingPathComponent("\(getpid())-\(label)", isDirectory: true)
    try? FileManager.default.removeItem(at: folder)
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    // `cp` writes each copy in a process of its own: a copy written here would hold a writable
    // descriptor that children spawned meanwhile by parallel tests inherit, and exec of a copied
    // executable would then fail with "Text file busy".
    for source in sources {
      guard
        HelperTool.succeeds(
          "/bin/cp", ["-R", source.path, folder.appendingPathComponent(source.lastPathComponent).path])
      else { throw Failure(description: "cannot copy \(source.path) to \(folder.path)") }
    }
    guard HelperTool.succeeds("/bin/chmod", ["-R", "a+rX", folder.path]) else {
      throw Failure(description: "cannot open \(folder.path) for reading")
    }
    return folder
  }
}
