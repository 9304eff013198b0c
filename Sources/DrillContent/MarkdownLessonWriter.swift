/// Writes a lesson as Markdown in the authoring format: front matter, the
/// intro, one `##` per page and `## Check: <title>` per check question.
public enum MarkdownLessonWriter {
  public static func write(_ lesson: Lesson) -> String {
    var out = "---\n"
    out += "id: \(lesson.id)\n"
    out += "title: \(YAMLText.scalar(lesson.title))\n"
    out += "level: \(lesson.level.rawValue)\n"
    if let order = lesson.order { out += "order: \(order)\n" }
    if !lesson.requires.isEmpty { out += "requires: \(list(lesson.requires))\n" }
    if !lesson.tags.isEmpty { out += "tags: \(list(lesson.tags))\n" }
    if !lesson.teaches.isEmpty { out += "teaches: \(list(lesson.teaches))\n" }
    out += "---\n"
    if !lesson.intro.isEmpty { out += "\n\(lesson.intro)\n" }
    // Checks take the lesson's level and the written kind by default, as in a pack with those defaults.
    let defaults = Pack(
      id: lesson.id, title: lesson.title, level: lesson.level, kind: .written, path: lesson.path,
      format: .markdown)
    for page in lesson.pages {
      switch page.content {
      case .text(let text):
        out += "\n## \(page.title)\n"
        if !text.isEmpty { out += "\n\(text)\n" }
      case .check(let question):
        out += "\n" + MarkdownPackWriter.write(question, in: defaults, titlePrefix: "Check: ")
      }
    }
    return out
  }

  private static func list(_ items: [String]) -> String {
    "[\(items.map(YAMLText.scalar).joined(separator: ", "))]"
  }
}
