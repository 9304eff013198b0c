import DrillSupport
import Foundation

extension QuestionMoves {
  /// The folders that may hold a `moved-ids.tsv`: each questions source, and the
  /// `questions/` folder of a source whose role is not fixed.
  public static func folders(of sources: [ContentSource]) -> [URL] {
    sources.flatMap { source -> [URL] in
      switch source.role {
      case .questions: [source.url]
      case .lessons: []
      case .auto: [source.url, source.url.appendingPathComponent("questions", isDirectory: true)]
      }
    }
  }

  /// What `check` reports about the `moved-ids.tsv` files in `folders`: malformed
  /// lines, moves to a question that does not exist, and moves away from a question
  /// that still exists (its progress would be taken from it).
  public static func problems(in folders: [URL], library: ContentLibrary) -> [Diagnostic] {
    var diagnostics: [Diagnostic] = []
    // Built once, and only when some folder has a moves file.
    var known: Set<String>?
    for folder in folders {
      let url = folder.appendingPathComponent(fileName)
      guard let data = FileManager.default.contents(atPath: url.path) else { continue }
      let ids =
        known
        ?? Set(
          library.packs.lazy.flatMap(\.questions).map(\.id) + library.lessons.lazy.flatMap(\.checks).map(\.id)
        )
      known = ids
      let text = String(decoding: data, as: UTF8.self)
      diagnostics += parse(text, path: url.path).diagnostics
      for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
        let fields = line.split(separator: "\t").map { $0.trimmingCharacters(in: .whitespaces) }
        guard fields.count == 2, !line.hasPrefix("#") else { continue }
        let location = ContentLocation(path: url.path, line: index + 1)
        if !ids.contains(fields[1]) {
          diagnostics.append(
            .error("`\(fields[0])` moves to `\(fields[1])`, which is not a question", at: location))
        }
        if ids.contains(fields[0]) {
          diagnostics.append(
            .error("`\(fields[0])` still exists: moving it would take its progress away", at: location))
        }
      }
    }
    return diagnostics
  }
}
