/// Writes a lesson as Markdown in the authoring format: front matter, the
/// intro, one `##` per page and `## Check: <title>` per check question.
public enum MarkdownLessonWriter {
  public static func write(_ lesson: Lesson) -> String {
    var out = YAMLText.frontMatter(
      [
        "id": lesson.id, "title": YAMLText.scalar(lesson.title), "level": lesson.level.rawValue,
        "order": lesson.order.map { "\($0)" }, "requires": YAMLText.flowList(lesson.requires),
        "tags": YAMLText.flowList(lesson.tags), "teaches": YAMLText.flowList(lesson.teaches),
      ], intro: lesson.intro)
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
}
