#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Lists the regular files below a folder with `opendir`/`readdir`.
///
/// `FileManager`'s enumerator with resource values stats every file several
/// times and looks up its owner and group in `/etc/passwd` and `/etc/group`
/// (half of the start-up instructions of a quiz over the bundled content).
/// This walk reads each folder once and stats only entries whose type the
/// folder does not tell. Like that enumerator with `.skipsHiddenFiles`, it skips
/// names starting with `.`, does not follow symbolic links below the folder,
/// and counts only regular files (not links to them).
package enum DirectoryWalker {
  /// The paths of regular files below `folder` whose name passes `include`, sorted.
  /// Each path is `folder` + `/` + the path inside it. Unreadable folders are skipped.
  package static func files(below folder: String, where include: (String) -> Bool) -> [String] {
    let root = folder.count > 1 && folder.hasSuffix("/") ? String(folder.dropLast()) : folder
    var paths: [String] = []
    var pending = [root]
    while let current = pending.popLast() {
      guard let directory = opendir(current) else { continue }
      defer { closedir(directory) }
      let prefix = current.hasSuffix("/") ? current : current + "/"
      while let entry = readdir(directory) {
        let name = withUnsafePointer(to: &entry.pointee.d_name) { tuple in
          tuple.withMemoryRebound(to: CChar.self, capacity: MemoryLayout.size(ofValue: tuple.pointee)) {
            String(cString: $0)
          }
        }
        guard !name.hasPrefix(".") else { continue }
        let path = prefix + name
        switch kind(of: entry.pointee.d_type, path: path) {
        case .folder: pending.append(path)
        case .file: if include(name) { paths.append(path) }
        case .other: break
        }
      }
    }
    return paths.sorted()
  }

  private enum EntryKind { case folder, file, other }

  /// The entry's kind from `d_type`, or from `lstat` when the file system does not say.
  private static func kind(of type: UInt8, path: String) -> EntryKind {
    switch Int32(type) {
    case Int32(DT_DIR): return .folder
    case Int32(DT_REG): return .file
    case Int32(DT_UNKNOWN):
      var info = stat()
      guard lstat(path, &info) == 0 else { return .other }
      switch info.st_mode & S_IFMT {
      case S_IFDIR: return .folder
      case S_IFREG: return .file
      default: return .other
      }
    default: return .other
    }
  }
}
