import DrillMarkdown
import DrillSupport

/// Reads the pages and blocks of a JSON lesson with the rules of the
/// Markdown form; check questions go through the pack's `JSONQuestionReader`.
struct JSONLessonReader {
  let source: SourceText
  let positions: JSONPositions
  /// Reads check questions and holds every snippet claim of the lesson.
  private(set) var questions: JSONQuestionReader
  var diagnostics: [Diagnostic] = []
  private var context = ""

  init(source: SourceText, positions: JSONPositions) {
    self.source = source
    self.positions = positions
    questions = JSONQuestionReader(
      source: source, defaults: .init(packID: "", level: .beginner, kind: .written))
  }

  /// Sets the id and level checks take by default; call before reading pages.
  mutating func begin(lessonID: String, level: Level) {
    context = "lesson \(lessonID)"
    questions = JSONQuestionReader(
      source: source, defaults: .init(packID: lessonID, level: level, kind: .written))
  }

  /// Where the value at `path` starts, else `fallback`.
  func location(_ path: String, else fallback: ContentLocation) -> ContentLocation {
    positions.location(path, in: source) ?? fallback
  }

  /// Where each key of the object at `path` has its value.
  func keyLocations(of record: JSONObjectRecord, path: String, shape: JSONObjectRecord.Shape)
    -> [String: ContentLocation]
  {
    positions.keyLocations(of: path, keys: shape.keyList + record.unknownKeys, in: source)
  }

  /// Typed access to the object at `path`, with each key located at its value.
  func fields(
    _ record: JSONObjectRecord, path: String, name: String, shape: JSONObjectRecord.Shape,
    location: ContentLocation
  ) -> JSONFields {
    JSONFields(
      record, name: name, shape: shape, location: location,
      keyLocations: keyLocations(of: record, path: path, shape: shape))
  }

  /// The check of the page `page` last read, when it was refused for errors and its id is valid.
  var refusedCheck: Question? { questions.refused }

  /// The page `pages[index]`: a text page or a check; nil when it cannot be read.
  mutating func page(_ record: JSONObjectRecord, index: Int) -> LessonPage? {
    questions.refused = nil  // only a check read for this page is `refusedCheck`
    let path = "pages[\(index)]"
    let location = location(path, else: source.location(1))
    var page = fields(record, path: path, name: path, shape: .page, location: location)
    defer { diagnostics += page.diagnostics }
    guard page.isObject else { return nil }
    if page.has("check") {
      if page.has("title") || page.has("blocks") {
        page.diagnostics.append(
          .error(
            "\(path): a check page holds only `check` (the page title is the question's `title`)",
            at: location))
      }
      guard let check = page.object("check") else { return nil }
      let checkPath = JSONPositions.member("check", of: path)
      guard
        let question = questions.read(
          check, name: checkPath, location: self.location(checkPath, else: location),
          keyLocations: keyLocations(of: check, path: checkPath, shape: .question))
      else { return nil }
      return LessonPage(title: question.title, content: .check(question), line: location.line)
    }
    let title = page.string("title", required: true) ?? ""
    if title.contains("\n") {
      page.diagnostics.append(.error("\(path).title must be one line", at: page.at("title")))
    } else if title.lowercased().hasPrefix(LessonParser.checkPrefix) {
      page.diagnostics.append(
        .error(
          "\(path).title starts with `Check:`, which makes a check in Markdown: write the question as `check`",
          at: page.at("title")))
    }
    let blocks = blocks(page.objects("blocks"), path: JSONPositions.member("blocks", of: path))
    return LessonPage(title: title, content: .text(LessonBlock.markdown(of: blocks)), line: location.line)
  }

  /// The blocks of an `intro` or a page's `blocks`, with their snippet claims.
  mutating func blocks(_ records: [JSONObjectRecord], path: String) -> [LessonBlock] {
    var result: [LessonBlock] = []
    for (index, record) in records.enumerated() {
      let blockPath = "\(path)[\(index)]"
      let location = location(blockPath, else: source.location(1))
      var block = fields(record, path: blockPath, name: blockPath, shape: .block, location: location)
      if let read = read(&block, after: result.last, at: location) { result.append(read) }
      diagnostics += block.diagnostics
    }
    // A page's {file=…} and {module=…} blocks go with a `swift` block of the same page.
    questions.collector.closeGroup()
    return result
  }

  private mutating func read(
    _ block: inout JSONFields, after previous: LessonBlock?, at location: ContentLocation
  )
    -> LessonBlock?
  {
    guard block.isObject else { return nil }
    let name = block.name
    switch (block.has("markdown"), block.has("swift")) {
    case (true, true):
      block.diagnostics.append(
        .error("\(name) holds both `markdown` and `swift`: a block is one or the other", at: location))
      return nil
    case (false, false):
      block.diagnostics.append(.error("\(name) needs `markdown` or `swift`", at: location))
      return nil
    case (true, false):
      for key in ["flags", "output", "error", "warning"] where block.has(key) {
        block.diagnostics.append(.error("\(name).\(key) belongs to a `swift` block", at: block.at(key)))
      }
      guard let text = block.string("markdown", required: true) else { return nil }
      let parsed = MarkdownParser.parse(SourceText(text, path: source.path))
      if parsed.contains(where: { $0.headingLevel == 2 }) {
        block.diagnostics.append(
          .error(
            "\(name).markdown holds a `##` heading, which would start a new page in Markdown: use `###` or bold text",
            at: block.at("markdown")))
      }
      var codes: [FencedCode] = []
      MarkdownBlock.collectCode(in: parsed[...], into: &codes)
      if case .swift? = previous, case .codeBlock(let info, _, true)? = parsed.first?.kind,
        case let language = FenceInfo(info).language, ["output", "error", "warning"].contains(language)
      {
        block.diagnostics.append(
          .error(
            "\(name).markdown starts with an ```\(language) block: write it as the `\(language)` of the `swift` block before",
            at: block.at("markdown")))
        codes.removeFirst()  // Said once, not again as a misplaced block.
      }
      let anchor = block.at("markdown")
      questions.collector.addClaims(
        of: codes.map { $0.placed(at: anchor) }, context: context, keepsGroupOpen: true)
      return .markdown(text)
    case (false, true):
      guard let code = block.string("swift") else { return nil }
      let flags = block.strings("flags")
      let output = block.string("output")
      let error = block.string("error")
      let warning = block.string("warning")
      let anchor = block.at("swift")
      let info = FenceInfo((["swift"] + flags.map { "{\($0)}" }).joined(separator: " "))
      var swift = FencedCode(
        info: info, code: code, line: anchor.line, column: anchor.column, followingOutput: output)
      swift.linesInFile = false
      if output != nil {
        let at = block.at("output")
        swift.outputBlock = TrailingBlock(text: output ?? "", line: at.line, column: at.column)
      }
      var trailing: [FencedCode] = []
      for (key, text) in [("error", error), ("warning", warning)] {
        guard let text else { continue }
        let at = block.at(key)
        let message = TrailingBlock(text: text, line: at.line, column: at.column)
        if key == "error" { swift.followingError = message } else { swift.followingWarning = message }
        var fence = FencedCode(info: FenceInfo(key), code: text, line: at.line, column: at.column)
        fence.follows = info
        trailing.append(fence)
      }
      questions.collector.addClaims(of: [swift] + trailing, context: context, keepsGroupOpen: true)
      return .swift(code: code, flags: flags, output: output, error: error, warning: warning)
    }
  }
}
