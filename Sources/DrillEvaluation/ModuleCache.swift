import DrillSupport
import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The compiler's module cache: one folder kept between compiles (a cold cache
/// costs about a second per compile). Only the compiler can write there: the
/// compile stage has it mounted, the program does not (an immediate run reads it,
/// read-only).
enum ModuleCache {
  /// `named` (`SWIFTDRILL_MODULE_CACHE`) when it is a folder of this user's, else
  /// `root/module-cache`, or a folder of this user's in the temporary folder;
  /// nil when none can be made safely (then each compile has its own).
  /// `readableByOthers` (as root, where an immediate run's compiler runs as
  /// `nobody`): a folder of root's in the temporary folder that others may read
  /// but not write (it holds only what the compiler built from the toolchain's and
  /// the system's modules), since `root`'s folders are closed to them.
  static func folder(in root: String?, named: String? = nil, readableByOthers: Bool = false) -> String? {
    if readableByOthers {
      let path = FileManager.default.temporaryDirectory.path + "/swiftdrill-module-cache-\(getuid())-shared"
      mkdir(path, 0o755)
      FileMode.set(path, to: 0o755)
      var info = stat()
      guard lstat(path, &info) == 0, info.st_mode & S_IFMT == S_IFDIR, info.st_uid == getuid(),
        info.st_mode & 0o7777 == 0o755
      else { return nil }
      return path
    }
    if let named, let folder = ownFolder(named) { return folder }
    let path =
      root.map { $0 + "/module-cache" }
      ?? FileManager.default.temporaryDirectory.path + "/swiftdrill-module-cache-\(getuid())"
    if let root { try? FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true) }
    return ownFolder(path)
  }

  /// `path`, made (0700) when missing; nil unless it then is a folder of this user's: in a
  /// shared folder someone else may have made it first, or made it a link.
  private static func ownFolder(_ path: String) -> String? {
    mkdir(path, 0o700)
    var info = stat()
    guard lstat(path, &info) == 0, info.st_mode & S_IFMT == S_IFDIR, info.st_uid == getuid() else {
      return nil
    }
    return path
  }

  /// The variable naming a module cache folder to use instead of the cache folder's (one
  /// shared by several homes, as the tests do: a cold cache costs a second or more of CPU).
  static let variable = "SWIFTDRILL_MODULE_CACHE"

  /// The folder `variable` names; nil when unset or empty, an error unless the path is absolute.
  static func setting(in environment: [String: String]) throws(CodeRunnerError) -> String? {
    guard let text = environment[variable], !text.isEmpty else { return nil }
    guard text.hasPrefix("/") else {
      throw .invalidSetting(name: variable, value: text, expected: "an absolute path to a folder")
    }
    return text
  }

  /// Lets others read what a compile added to a shared cache (made under umask 077):
  /// folders 0755, files 0644, links left alone.
  static func share(_ path: String) {
    // opendir/readdir, not FileManager's enumerator: this runs before every code answer as
    // root (the prebuilt harness's folder), where the enumerator cost milliseconds.
    guard let folder = opendir(path) else { return }
    defer { closedir(folder) }
    while let entry = readdir(folder) {
      let name = withUnsafeBytes(of: entry.pointee.d_name) {
        String(cString: $0.bindMemory(to: CChar.self).baseAddress!)
      }
      if name == "." || name == ".." { continue }
      let item = path + "/" + name
      var info = stat()
      guard lstat(item, &info) == 0, info.st_uid == getuid() else { continue }
      switch info.st_mode & S_IFMT {
      case S_IFDIR:
        if info.st_mode & 0o7777 != 0o755 { FileMode.set(item, to: 0o755) }
        share(item)
      case S_IFREG where info.st_mode & 0o7777 != 0o644: FileMode.set(item, to: 0o644)
      default: break
      }
    }
  }
}

extension CodeRunner {
  /// The module cache folder for a compile of this user's outside the sandbox (`project check`'s
  /// manifest type-check): `SWIFTDRILL_MODULE_CACHE` or the cache folder's, by `ModuleCache`'s rule
  /// (per user, 0700, ownership checked); nil when none is safe.
  public var ownModuleCache: String? {
    ModuleCache.folder(in: moduleCacheRoot, named: moduleCacheFolder)
  }
}
