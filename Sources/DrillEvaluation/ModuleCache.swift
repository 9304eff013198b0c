import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The compiler's module cache: one folder kept between compiles (a cold cache
/// costs about a second per compile). Only the compiler can write there: the
/// compile stage has it mounted, the program does not.
enum ModuleCache {
  /// `root/module-cache`, or a folder of this user's in the temporary folder;
  /// nil when neither can be made safely (then each compile has its own).
  static func folder(in root: String?) -> String? {
    let path =
      root.map { $0 + "/module-cache" }
      ?? FileManager.default.temporaryDirectory.path + "/swiftdrill-module-cache-\(getuid())"
    if let root { try? FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true) }
    mkdir(path, 0o700)
    // In a shared folder someone else may have made it first, or made it a link.
    var info = stat()
    guard lstat(path, &info) == 0, info.st_mode & S_IFMT == S_IFDIR, info.st_uid == getuid() else {
      return nil
    }
    return path
  }
}
