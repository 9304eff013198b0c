import DrillSupport

/// Keeps `check --run` from failing on code written for a newer Swift than the
/// toolchain found: the blocks of a pack whose `swift:` is newer are set aside, and
/// each such pack gets one warning saying how many blocks were not run.
public enum SnippetVersionGate {
  public struct Split: Sendable, Equatable {
    /// The snippets to prove.
    public var runnable: [CodeSnippet]
    /// One warning per pack whose blocks were skipped.
    public var warnings: [Diagnostic]
    /// How many snippets were skipped.
    public var skipped: Int
  }

  /// Splits `snippets` by the `swift:` of the pack each comes from (matched by file),
  /// against `toolchain` (nil: the version is unknown, so everything runs).
  public static func split(_ snippets: [CodeSnippet], packs: [Pack], toolchain: SwiftVersion?) -> Split {
    guard let toolchain else { return Split(runnable: snippets, warnings: [], skipped: 0) }
    var tooNew: [String: (pack: Pack, version: SwiftVersion)] = [:]
    for pack in packs {
      guard let text = pack.swift, let version = SwiftVersion(text), version > toolchain else { continue }
      tooNew[pack.path] = (pack, version)
    }
    guard !tooNew.isEmpty else { return Split(runnable: snippets, warnings: [], skipped: 0) }
    var runnable: [CodeSnippet] = []
    var skippedPerPath: [String: Int] = [:]
    for snippet in snippets {
      if tooNew[snippet.location.path] != nil {
        skippedPerPath[snippet.location.path, default: 0] += 1
      } else {
        runnable.append(snippet)
      }
    }
    let warnings = skippedPerPath.keys.sorted().compactMap { path -> Diagnostic? in
      guard let entry = tooNew[path], let count = skippedPerPath[path] else { return nil }
      return .warning(
        "pack `\(entry.pack.id)` needs Swift \(entry.version) (`swift:`), the toolchain is Swift "
          + "\(toolchain): its \(count) code block\(count == 1 ? "" : "s") not run",
        at: ContentLocation(path: path, line: 1))
    }
    return Split(runnable: runnable, warnings: warnings, skipped: snippets.count - runnable.count)
  }
}
