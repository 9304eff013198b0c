import DrillSupport
import Foundation

/// Checks files given to `check FILE` against the rest of the loaded content
/// (bundled, the learner's, `--content`): what spans files cannot be judged
/// from the checked files alone.
///
/// - a lesson's `requires` may name a lesson of the loaded content;
/// - a lesson's snippets are judged by `LessonOrderCheck` against the concepts
///   the loaded lessons teach too, not only the checked ones;
/// - a pack or lesson id that the loaded content already uses (in another
///   file) is an error in a checked file that is itself loaded (in the data
///   folder or a `--content` folder), because every launch would leave one of
///   them out; in a file elsewhere (a draft, a converted copy) it is a warning.
public struct ContentCrossCheck: Sendable {
  /// Everything loaded except the checked files themselves.
  public var context: ContentLibrary
  /// The paths of every file the loaded content is read from (see `ContentStamps.paths`).
  public var loadedFiles: Set<String>

  public init(context: ContentLibrary, loadedFiles: Set<String> = []) {
    self.context = context
    self.loadedFiles = loadedFiles
  }

  /// `checked` with its diagnostics adjusted against `context`.
  public func apply(to checked: ContentLibrary) -> ContentLibrary {
    var library = checked
    let checkedPaths = Set(checked.packs.map(\.path) + checked.lessons.map(\.path))
    let otherPacks = context.packs.filter { !checkedPaths.contains($0.path) }
    let otherLessons = context.lessons.filter { !checkedPaths.contains($0.path) }
    let knownLessons = Set(otherLessons.map(\.id))
    library.diagnostics.removeAll { diagnostic in
      knownLessons.contains { diagnostic.message == "\(ContentLoader.unknownRequirement) `\($0)`" }
    }
    if !otherLessons.isEmpty {
      let alone = Set(
        LessonOrderCheck.diagnostics(
          for: checked.lessons, snippets: checked.snippets, teachers: checked.lessons))
      library.diagnostics.removeAll { alone.contains($0) }
      library.diagnostics += LessonOrderCheck.diagnostics(
        for: checked.lessons, snippets: checked.snippets, teachers: otherLessons + checked.lessons)
    }
    let packPaths = Dictionary(otherPacks.map { ($0.id, $0.path) }, uniquingKeysWith: { first, _ in first })
    for pack in checked.packs {
      guard let other = packPaths[pack.id] else { continue }
      library.diagnostics.append(
        clash("pack id `\(pack.id)` is already used by \(other)", path: pack.path))
    }
    let lessonPaths = Dictionary(
      otherLessons.map { ($0.id, $0.path) }, uniquingKeysWith: { first, _ in first })
    for lesson in checked.lessons {
      guard let other = lessonPaths[lesson.id] else { continue }
      library.diagnostics.append(
        clash("lesson id `\(lesson.id)` is already used by \(other)", path: lesson.path))
    }
    library.diagnostics = ContentLoader.sorted(library.diagnostics)
    return library
  }

  /// An id clash: an error in a loaded file, a warning in a file elsewhere.
  private func clash(_ message: String, path: String) -> Diagnostic {
    let location = Self.idLocation(in: path)
    if loadedFiles.contains(path) {
      return .error(message + ", which is loaded too: choose another id", at: location)
    }
    return .warning(message + "; loaded beside it, one would be left out: choose another id", at: location)
  }

  /// The line of the file's `id:` (front matter) or `"id":` (JSON), else line 1.
  static func idLocation(in path: String) -> ContentLocation {
    guard let data = FileManager.default.contents(atPath: path),
      let text = String(validating: data, as: UTF8.self)
    else { return ContentLocation(path: path, line: 1) }
    for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
      let trimmed = line.drop { $0 == " " || $0 == "\t" }
      if trimmed.hasPrefix("id:") || trimmed.hasPrefix("\"id\"") {
        return ContentLocation(path: path, line: index + 1)
      }
    }
    return ContentLocation(path: path, line: 1)
  }
}
