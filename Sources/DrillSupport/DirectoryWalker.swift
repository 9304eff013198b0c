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
    return sortedPaths(paths)
  }

  /// `paths` in the order `sorted()` gives. ASCII paths (the usual ones) are merge-sorted on
  /// their bytes, which is `String`'s order for ASCII: the standard library's sort took a
  /// third of a start's content stamps, half of it making the metadata of its run list
  /// (`[Range<Int>]`, looked up at run time on its first use in a process). Others go to it.
  package static func sortedPaths(_ paths: [String]) -> [String] {
    guard paths.count > 1,
      paths.allSatisfy({ $0.utf8.withContiguousStorageIfAvailable { $0.allSatisfy { $0 < 0x80 } } == true })
    else { return paths.sorted() }
    var order = Array(paths.indices)
    var scratch = order
    var width = 1
    while width < order.count {
      var start = 0
      while start < order.count {
        let middle = min(start + width, order.count)
        let end = min(start + 2 * width, order.count)
        var (left, right, out) = (start, middle, start)
        while left < middle || right < end {
          // Ties keep their order (a stable merge), as `sorted()` does.
          if right == end || (left < middle && !precedes(paths[order[right]], paths[order[left]])) {
            scratch[out] = order[left]
            left += 1
          } else {
            scratch[out] = order[right]
            right += 1
          }
          out += 1
        }
        start = end
      }
      swap(&order, &scratch)
      width *= 2
    }
    return order.map { paths[$0] }
  }

  /// Whether `first`'s bytes come strictly before `second`'s.
  private static func precedes(_ first: String, _ second: String) -> Bool {
    let byBytes = first.utf8.withContiguousStorageIfAvailable { a in
      second.utf8.withContiguousStorageIfAvailable { b in
        let common = min(a.count, b.count)
        let order = common == 0 ? 0 : memcmp(a.baseAddress!, b.baseAddress!, common)
        return order < 0 || (order == 0 && a.count < b.count)
      }
    }
    return (byBytes ?? nil) ?? (first < second)
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
