import Foundation

/// The stamps (`FileStamp`) of every content file of some sources, plus any
/// other files a run reads (such as `games/anagrams.json`): taken before the
/// content is loaded and compared before each REPL command, so a file that was
/// added, changed or removed since is noticed with a few `stat` calls and no parse.
public struct ContentStamps: Sendable, Equatable {
  /// The sources' content files, stamped in the order the loader reads them, and what
  /// finding them said: what `ContentCache.load(_:stamps:)` keys its snapshot with, so
  /// one search of the folders serves both.
  let contentFiles: [FileStamp]
  let findingDiagnostics: [Diagnostic]
  /// The stamps of the other files that exist.
  let otherFiles: [FileStamp]

  /// Stamps every file the sources hold (folders searched as the loader searches
  /// them) and each of `otherFiles` that exists.
  public init(_ sources: [ContentSource], otherFiles: [URL] = []) {
    var finder = ContentFileFinder()
    for source in sources { finder.add(source) }
    contentFiles = finder.files.map { FileStamp(path: $0.path, role: $0.role) }
    findingDiagnostics = finder.diagnostics
    self.otherFiles = otherFiles.map { FileStamp(path: $0.standardizedFileURL.path, role: .pack) }.filter {
      $0.size >= 0
    }
  }

  /// Every stamp by path (an other file's stamp over a content file's of the same path).
  /// Made when asked: a start that serves the content cache never compares stamps by path.
  var stamps: [String: FileStamp] {
    var stamps: [String: FileStamp] = [:]
    for stamp in contentFiles { stamps[stamp.path] = stamp }
    for stamp in otherFiles { stamps[stamp.path] = stamp }
    return stamps
  }

  public static func == (left: ContentStamps, right: ContentStamps) -> Bool {
    left.stamps == right.stamps && left.contentFiles == right.contentFiles
      && left.findingDiagnostics == right.findingDiagnostics
  }

  /// The paths of the files stamped.
  public var paths: Set<String> { Set(stamps.keys) }

  /// One line per file (path, size, times, inode, device), sorted: equal exactly when
  /// no file changed, so it can be kept in a file and compared at the next launch.
  public var fingerprint: String {
    stamps.values.map(\.description).sorted().joined(separator: "\n")
  }

  /// What differs from `earlier`: the paths added, changed and removed, each sorted.
  public func changes(since earlier: ContentStamps) -> ContentChanges {
    var changes = ContentChanges()
    let (stamps, earlierStamps) = (self.stamps, earlier.stamps)
    for (path, stamp) in stamps {
      if let before = earlierStamps[path] {
        if before != stamp { changes.changed.append(path) }
      } else {
        changes.added.append(path)
      }
    }
    changes.removed = earlierStamps.keys.filter { stamps[$0] == nil }
    changes.added.sort()
    changes.changed.sort()
    changes.removed.sort()
    return changes
  }
}
