import DrillMarkdown

/// Reads a lesson: front matter, an intro, one page per `##`, where a
/// `## Check: <title>` page is a question.
enum LessonParser {
  static let keys = ["id", "title", "level", "order", "requires", "tags", "teaches"]
  static let checkPrefix = "check:"

  /// `headerOnly`: the lesson from its front matter alone, with no intro and no page (what
  /// `ContentLoader.loadContext` needs); whether there is a lesson depends on the front matter only.
  static func parse(_ source: SourceText, headerOnly: Bool = false) -> ParsedFile {
    var result = ParsedFile(path: source.path)
    guard let opened = FrontMatterReader.open(source, allowed: keys, what: "lesson", into: &result) else {
      return result
    }
    let frontMatter = opened.0
    var reader = opened.1
    let id = reader.id("id")
    let title = reader.string("title", required: true)
    let level: Level? = reader.value("level", required: true)
    let order = reader.integer("order")
    let requires = reader.list("requires")
    let tags = reader.list("tags")
    let teaches = reader.list("teaches")
    result.diagnostics += reader.diagnostics
    for entry in frontMatter.entries {
      let location = source.location(entry.key.line, entry.key.column)
      if entry.key.scalar == "id" { result.idLocation = location }
      if entry.key.scalar == "requires" { result.requiresLocation = location }
      if entry.key.scalar == "teaches" { result.teachesLocation = location }
    }
    // The lesson as its front matter gives it; the body adds its intro and pages.
    var lesson: Lesson?
    if let id, let title, let level {
      lesson = Lesson(
        id: id, title: title, level: level, order: order, requires: requires, tags: tags,
        teaches: teaches, path: source.path)
    }
    if headerOnly {
      result.lesson = lesson
      return result
    }

    let blocks = MarkdownParser.parse(source, from: frontMatter.bodyLine)
    let starts = blocks[...].headings(2)
    let introEnd = starts.first.map { blocks[$0].line - 1 } ?? source.lineCount
    let lessonID = id ?? ""
    let context = "lesson \(lessonID)"
    var parser = MarkdownQuestionParser(source: source)
    parser.unclosedFence = UnclosedFence(blocks, in: source)
    if let fence = parser.unclosedFence { parser.diagnostics.append(fence.diagnostic(in: source)) }
    // `##Page` is a line of the page before (session 52's tryout); a lesson's `###` are its own.
    parser.diagnostics += HeadingNearMiss.warnings(in: blocks, firstQuestion: 0, source: source)
    var codes: [FencedCode] = []
    MarkdownBlock.collectCode(in: blocks[..<(starts.first ?? blocks.endIndex)], into: &codes)
    parser.collector.addClaims(of: codes, context: context)

    var pages: [LessonPage] = []
    var checkIDs = UniqueIDs(what: "check") { "on line \($0)" }
    let defaults = MarkdownQuestionParser.Defaults(
      packID: lessonID, level: level ?? .beginner, kind: .written)
    for (number, start) in starts.enumerated() {
      let end = number + 1 < starts.count ? starts[number + 1] : blocks.endIndex
      let heading = blocks[start]
      let lastLine = end < blocks.endIndex ? blocks[end].line - 1 : source.lineCount
      let pageTitle = source.headingText(heading)
      if pageTitle.lowercased().hasPrefix(checkPrefix) {
        let checkTitle = String(pageTitle.dropFirst(checkPrefix.count).trimmingBlanks())
        let parsed = parser.parse(
          heading: heading, title: checkTitle, body: blocks[(start + 1)..<end], lastLine: lastLine,
          defaults: defaults)
        // A check refused for another error still has its id: a duplicate is told in this run, as
        // a pack's question's is.
        guard let question = parsed ?? parser.refused else { continue }
        if let duplicate = checkIDs.admit(question, at: heading.line) {
          parser.diagnostics.append(duplicate)
          continue
        }
        if parsed != nil {
          pages.append(LessonPage(title: checkTitle, content: .check(question), line: heading.line))
        }
      } else {
        if pageTitle.isEmpty {
          parser.diagnostics.append(.error("a page heading needs a title", at: source.location(heading.line)))
        }
        var pageCodes: [FencedCode] = []
        MarkdownBlock.collectCode(in: blocks[(start + 1)..<end], into: &pageCodes)
        parser.collector.addClaims(of: pageCodes, context: context)
        let text = source.slice(heading.endLine + 1, lastLine)
        pages.append(LessonPage(title: pageTitle, content: .text(text), line: heading.line))
      }
    }
    result.diagnostics += parser.diagnostics + parser.collector.diagnostics
    result.snippets = parser.collector.snippets
    lesson?.intro = source.slice(frontMatter.bodyLine, introEnd)
    lesson?.pages = pages
    result.lesson = lesson
    return result
  }
}
