import DrillContent
import DrillGames
import Foundation

extension App {
  /// Files read by commands beside the packs and lessons: the bundled and the
  /// learner's `games/anagrams.json`.
  var otherWatchedFiles: [URL] {
    var files = [paths.userGames.appendingPathComponent(AnagramsData.fileName)]
    if let root = bundledRoot {
      files.append(root.appendingPathComponent("games/\(AnagramsData.fileName)"))
    }
    return files
  }

  /// The stamps of every content file and of `otherWatchedFiles`, as they are now.
  func currentContentStamps(of sources: [ContentSource]? = nil) -> ContentStamps {
    ContentStamps(sources ?? contentSources, otherFiles: otherWatchedFiles)
  }

  /// Called by the REPL before each command: when a content file was added,
  /// changed or removed since the content was loaded, the content is dropped (the
  /// next use loads it again) and the changes are returned, to be said once.
  /// Nothing is stamped before the content was first used.
  func reloadContentIfChanged() -> ContentChanges? {
    guard let before = contentStamps else { return nil }
    let now = currentContentStamps()
    let changes = now.changes(since: before)
    guard !changes.isEmpty else { return nil }
    forgetContent()
    contentStamps = now
    return changes
  }
}
