import DrillMarkdown
import Foundation

/// Reads a JSON question pack (the same model as Markdown, one object).
enum JSONPackParser {
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
      root = try JSONDecoder().decode(JSONObjectRecord.self, from: Data(source.bytes))
    } catch {
      let (message, location) = JSONSyntaxError.locate(in: text)
      result.diagnostics.append(
        .error("invalid JSON: \(message)", at: source.location(location.line, location.column)))
      return result
    }
    var pack = JSONFields(root, name: "pack", shape: .pack, location: source.location(1))
    guard pack.isObject else {
      result.diagnostics += pack.diagnostics
      return result
    }
    let id = pack.string("id", required: true)
    let title = pack.string("title", required: true)
    let level: Level = pack.value("level") ?? .beginner
    let kind: QuestionKind = pack.value("kind") ?? .written
    let tags = pack.strings("tags")
    let intro = pack.string("intro") ?? ""
    let items = pack.objects("questions", required: true)
    var swift = pack.string("swift")
    if let version = swift, SwiftVersion(version) == nil {
      pack.diagnostics.append(
        .error("`swift` `\(version)` is not a Swift version such as \"6.2\"", at: source.location(1)))
      swift = nil
    }
    if let id, !ContentID.isValid(id) {
      pack.diagnostics.append(
        .error(
          "pack id `\(id)` is not a valid id: use lowercase letters, digits and `-`", at: source.location(1)))
    }
    result.diagnostics += pack.diagnostics
    let packID = id.flatMap { ContentID.isValid($0) ? $0 : nil }
    // One pass over the bytes finds where every value starts: each question's line, and
    // the field values code claims are placed at (JSON packs are written by hand, and few).
    let positions = JSONPositions(text)
    for duplicate in positions.duplicates {
      // The decoder keeps one of the two values: which one is not to be relied on (as in a lesson).
      result.diagnostics.append(
        .error(
          "key `\(duplicate.key)` is given twice (first on line \(duplicate.firstLine))",
          at: positions.location(duplicate.path, in: source) ?? source.location(1)))
    }
    var reader = JSONQuestionReader(
      source: source, defaults: .init(packID: packID ?? "", level: level, kind: kind))
    reader.positions = positions
    var questions: [Question] = []
    var questionIDs = UniqueIDs(what: "question") { "at questions[\($0)]" }
    for (index, item) in items.enumerated() {
      let line = positions.values[JSONPositions.element(index, of: "questions")]?.line ?? 1
      let read = reader.read(item, index: index, line: line)
      // A question refused for another error still has its id: a duplicate is told in this run.
      guard let question = read ?? reader.refused else { continue }
      // At its `"id"` (or the `"title"` its id is made from), as Markdown's is (session 46's tryout).
      let path = JSONPositions.element(index, of: "questions")
      let idAt = ["id", "title"].lazy.compactMap {
        positions.location(JSONPositions.member($0, of: path), in: source)
      }.first
      if let duplicate = questionIDs.admit(question, at: index, location: idAt) {
        reader.diagnostics.append(duplicate)
        continue
      }
      if read != nil { questions.append(question) }
    }
    var collector = reader.collector
    collector.addClaims(
      of: reader.codeBlocks(of: reader.blocks(of: intro), at: source.location(1)), context: packID ?? "")
    result.diagnostics += reader.diagnostics + collector.diagnostics
    result.snippets = collector.snippets
    result.leftOut = reader.leftOut
    if let packID, let title {
      result.pack = Pack(
        id: packID, title: title, level: level, kind: kind, tags: tags, swift: swift, intro: intro,
        questions: questions, path: source.path, format: .json,
        refusedQuestions: items.count - questions.count)
    }
    return result
  }
}
