import DrillMarkdown
import Foundation

/// Converts a pack or a lesson between Markdown and JSON, telling which it is
/// by where the file lives or, elsewhere, by its fields.
public enum ContentConverter {
  /// Front matter or JSON keys only a lesson has.
  static let lessonKeys: Set<String> = ["order", "requires", "teaches", "pages"]

  /// Whether `text` at `path` is a lesson or a pack: a file under a `lessons`
  /// folder is a lesson and one under `questions` a pack; any other file is a
  /// lesson when it has a lesson's fields (`order`, `requires`, JSON `pages`,
  /// a Markdown `## Check:` page).
  public static func role(ofText text: String, path: String) -> ContentDocument.Role {
    let folders = path.split(separator: "/").dropLast()
    if folders.contains("lessons") { return .lesson }
    if folders.contains("questions") { return .pack }
    if path.hasSuffix(".json") {
      guard let object = try? JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any] else {
        return .pack
      }
      return object.keys.contains(where: lessonKeys.contains) ? .lesson : .pack
    }
    let source = SourceText(text, path: path)
    if case .success(let frontMatter) = FrontMatter.read(source),
      frontMatter.entries.contains(where: { $0.key.scalar.map(lessonKeys.contains) ?? false })
    {
      return .lesson
    }
    let isCheck = (1...max(source.lineCount, 1)).contains { number in
      number <= source.lineCount
        && source.line(number).lowercased().hasPrefix("## \(LessonParser.checkPrefix)")
    }
    return isCheck ? .lesson : .pack
  }

  /// Loads `text` (JSON when `path` ends in `.json`, else Markdown) as `role`
  /// (detected when nil) and writes it as `format`. Content with errors is not
  /// converted: what has errors would be lost.
  public static func convert(
    text: String, path: String, to format: Pack.Format, as role: ContentDocument.Role? = nil
  ) -> PackConverter.Conversion {
    switch role ?? self.role(ofText: text, path: path) {
    case .pack:
      return PackConverter.convert(text: text, path: path, to: format)
    case .lesson:
      let library = ContentLoader().loadLesson(text: text, path: path)
      guard let lesson = library.lessons.first, library.errorCount == 0 else {
        return PackConverter.Conversion(text: nil, diagnostics: library.diagnostics)
      }
      let output =
        switch format {
        case .markdown: MarkdownLessonWriter.write(lesson)
        case .json: JSONLessonWriter.write(lesson)
        }
      return PackConverter.Conversion(text: output, diagnostics: library.diagnostics)
    }
  }
}
