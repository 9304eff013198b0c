import DrillMarkdown
import Foundation

/// Reads a JSON lesson: the same model as a Markdown lesson, one object whose
/// pages are Markdown and snippet blocks or `check` questions in the pack
/// question shape. Every problem is located at the value it is about.
enum JSONLessonParser {
  static func parse(_ source: SourceText) -> ParsedFile {
    var result = ParsedFile(path: source.path)
    let text = source.text
    // Foundation's decoder lets an invalid escape through as a value that is not a string.
    if let invalid = JSONSyntaxError.invalidEscape(in: source) {
      result.diagnostics.append(invalid)
      return result
    }
    let root: JSONObjectRecord
    do {
      root = try JSONDecoder().decode(JSONObjectRecord.Lesson.self, from: Data(source.bytes)).record
    } catch {
      let (message, location) = JSONSyntaxError.locate(in: text)
      result.diagnostics.append(
        .error("invalid JSON: \(message)", at: source.location(location.line, location.column)))
      return result
    }
    let positions = JSONPositions(text)
    var reader = JSONLessonReader(source: source, positions: positions)
    let start = positions.location("", in: source) ?? source.location(1)
    for duplicate in positions.duplicates {
      // The decoder keeps one of the two values: which one is not to be relied on.
      reader.diagnostics.append(
        .error(
          "key `\(duplicate.key)` is given twice (first on line \(duplicate.firstLine))",
          at: positions.location(duplicate.path, in: source) ?? start))
    }
    var lesson = reader.fields(root, path: "", name: "lesson", shape: .lesson, location: start)
    guard lesson.isObject else {
      result.diagnostics += lesson.diagnostics
      return result
    }
    let id = lesson.string("id", required: true)
    let title = lesson.string("title", required: true)
    if !lesson.has("level") { lesson.diagnostics.append(.error("lesson needs `level`", at: start)) }
    let level: Level? = lesson.value("level")
    let order = lesson.integer("order")
    let requires = lesson.strings("requires")
    let tags = lesson.strings("tags")
    let teaches = lesson.strings("teaches")
    let introItems = lesson.objects("intro")
    let pageItems = lesson.objects("pages", required: true)
    if let id, !ContentID.isValid(id) {
      lesson.diagnostics.append(
        .error(
          "lesson id `\(id)` is not a valid id: use lowercase letters, digits and `-`", at: lesson.at("id")))
    }
    if let title, title.contains("\n") {
      lesson.diagnostics.append(.error("lesson.title must be one line", at: lesson.at("title")))
    }
    reader.diagnostics += lesson.diagnostics
    result.idLocation = lesson.at("id")
    result.requiresLocation = lesson.keyLocations["requires"]
    result.teachesLocation = lesson.keyLocations["teaches"]

    let lessonID = id.flatMap { ContentID.isValid($0) ? $0 : nil }
    reader.begin(lessonID: lessonID ?? "", level: level ?? .beginner)
    let intro = reader.blocks(introItems, path: "intro")
    var pages: [LessonPage] = []
    var checkPages: [String: Int] = [:]
    for (index, item) in pageItems.enumerated() {
      let page = reader.page(item, index: index)
      // A check refused for another error still has its id: a duplicate is told in this run, as a
      // pack's question's is.
      let check: Question? =
        if case .check(let question)? = page?.content { question } else { reader.refusedCheck }
      if let question = check {
        if let first = checkPages[question.localID] {
          reader.diagnostics.append(
            .error("duplicate check id `\(question.id)` (first at pages[\(first)])", at: question.location))
          continue
        }
        checkPages[question.localID] = index
      }
      if let page { pages.append(page) }
    }
    result.diagnostics =
      reader.diagnostics + reader.questions.diagnostics + reader.questions.collector.diagnostics
    result.snippets = reader.questions.collector.snippets
    if let lessonID, let title, let level {
      result.lesson = Lesson(
        id: lessonID, title: title, level: level, order: order, requires: requires, tags: tags,
        teaches: teaches, intro: LessonBlock.markdown(of: intro), pages: pages, path: source.path)
    }
    return result
  }
}
