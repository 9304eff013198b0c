import DrillSupport
import Foundation
import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A small C library swiftdrill builds with the toolchain's clang on first use and keeps
/// in the cache (`StartLibrary`, `ThreadStatLibrary`).
enum ClangLibrary {
  /// Built libraries by path, in this process.
  private static let built = Mutex(Set<String>())

  /// `source` built by `toolchain`'s clang as `fileName` into `folder` (or a private
  /// temporary folder), in a folder named by `label` and a hash of the source; reused while
  /// the source is unchanged; nil when it cannot be built.
  static func path(source: String, fileName: String, label: String, toolchain: Toolchain, folder: URL?)
    -> String?
  {
    guard let clang = toolchain.clang else { return nil }
    let key = StableHash.hex(source + "\n" + clang + "\n" + toolchain.version).prefix(16)
    let base =
      folder?.path
      ?? FileManager.default.temporaryDirectory.path + "/swiftdrill-\(label)-\(getuid())"
    let target = "\(base)/\(label)-\(key)/\(fileName)"
    if built.withLock({ $0.contains(target) }) { return target }
    if owned(target) {
      built.withLock { _ = $0.insert(target) }
      return target
    }
    let folderPath = (target as NSString).deletingLastPathComponent
    try? FileManager.default.createDirectory(atPath: folderPath, withIntermediateDirectories: true)
    guard owned(folderPath, directory: true) else { return nil }
    let scratch = "\(folderPath)/build-\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
    defer {
      unlink(scratch + ".c")
      unlink(scratch + ".so")
    }
    guard FileManager.default.createFile(atPath: scratch + ".c", contents: Data(source.utf8)),
      let result = try? ChildProcess.run(
        executable: clang, arguments: ["-shared", "-fPIC", "-O1", "-o", scratch + ".so", scratch + ".c"],
        environment: ["PATH": "/usr/bin:/bin", "TMPDIR": folderPath], currentDirectory: folderPath,
        timeout: .seconds(60), outputLimit: 1 << 16),
      result.exitStatus == 0, rename(scratch + ".so", target) == 0
    else { return nil }
    built.withLock { _ = $0.insert(target) }
    return target
  }

  /// Whether `path` is this user's own (no one else could have planted it), and not a link.
  private static func owned(_ path: String, directory: Bool = false) -> Bool {
    var info = stat()
    guard lstat(path, &info) == 0, info.st_uid == geteuid() else { return false }
    return info.st_mode & S_IFMT == (directory ? S_IFDIR : S_IFREG)
  }
}
