import DrillMarkdown
import DrillSupport

/// Reads a Markdown question pack: front matter, an intro, one question per `##`.
enum MarkdownPackParser {
  static let keys = ["id", "title", "level", "kind", "tags", "swift"]

  /// What a parse makes beyond what it checks: which question texts
  /// (`MarkdownQuestionParser.texts`), and whether the code claims are made
  /// (`SnippetCollector.keepsClaims`; their problems are found either way).
  struct Keeps: Sendable {
    var texts: MarkdownQuestionParser.Texts = .all
    var claims = true
  }

  /// `keeps`: see `Keeps`. `headerOnly`: the pack from its
  /// front matter alone, with no intro and no question (what `ContentLoader.loadContext` needs);
  /// whether there is a pack depends on the front matter only, so it is the same either way.
  static func parse(
    _ source: SourceText, keeps: Keeps = Keeps(), headerOnly: Bool = false
  ) -> ParsedFile {
    var result = ParsedFile(path: source.path)
    guard let opened = FrontMatterReader.open(source, allowed: keys, what: "pack", into: &result) else {
      return result
    }
    let frontMatter = opened.0
    var reader = opened.1
    let id = reader.id("id")
    let title = reader.string("title", required: true)
    let level: Level = reader.value("level") ?? .beginner
    let kind: QuestionKind = reader.value("kind") ?? .written
    let tags = reader.list("tags")
    let swift = reader.swiftVersion("swift")
    result.diagnostics += reader.diagnostics
    if let entry = frontMatter.entries.first(where: { $0.key.scalar == "id" }) {
      result.idLocation = source.location(entry.key.line, entry.key.column)
    }
    // The pack as its front matter gives it; the body adds its intro and questions.
    var pack: Pack?
    if let id, let title {
      pack = Pack(
        id: id, title: title, level: level, kind: kind, tags: tags, swift: swift, path: source.path,
        format: .markdown)
    }
    if headerOnly {
      result.pack = pack
      return result
    }

    // The audit's spoken Answers read in the pack's own tree, where they read alike.
    let blocks: [MarkdownBlock]
    var spokenAnswers: [MarkdownParser.SpokenSection] = []
    if keeps.texts == .audited {
      (blocks, spokenAnswers) = MarkdownParser.parse(source, from: frontMatter.bodyLine) {
        QuestionSection.namesAnswer(source, headingLine: $0)
      }
    } else {
      blocks = MarkdownParser.parse(source, from: frontMatter.bodyLine)
    }
    let starts = blocks[...].headings(2)
    let introEnd = starts.first.map { blocks[$0].line - 1 } ?? source.lineCount
    let intro = source.slice(frontMatter.bodyLine, introEnd)

    var parser = MarkdownQuestionParser(source: source, texts: keeps.texts)
    parser.collector.keepsClaims = keeps.claims
    parser.unclosedFence = UnclosedFence(blocks, in: source)
    if let fence = parser.unclosedFence { parser.diagnostics.append(fence.diagnostic(in: source)) }
    let nearMisses = HeadingNearMiss.warnings(
      in: blocks, firstQuestion: starts.first ?? blocks.endIndex, source: source)
    parser.diagnostics += nearMisses
    // A pack of no question passed `check` in silence (session 52's tryout); a near miss or an
    // error in its header says enough.
    if starts.isEmpty, nearMisses.isEmpty, !result.diagnostics.contains(where: { $0.severity == .error }) {
      parser.diagnostics.append(
        .warning(
          "the pack has no question: each question starts with a `## ` heading", at: source.location(1)))
    }
    parser.spokenAnswers = spokenAnswers
    let packID = id ?? ""
    var codes: [FencedCode] = []
    MarkdownBlock.collectCode(in: blocks[..<(starts.first ?? blocks.endIndex)], into: &codes)
    parser.collector.addClaims(of: codes, context: packID)

    var questions: [Question] = []
    var questionIDs = UniqueIDs(what: "question") { "on line \($0)" }
    questionIDs.reserve(starts.count)
    let defaults = MarkdownQuestionParser.Defaults(packID: packID, level: level, kind: kind)
    for (number, start) in starts.enumerated() {
      let end = number + 1 < starts.count ? starts[number + 1] : blocks.endIndex
      let heading = blocks[start]
      let lastLine = end < blocks.endIndex ? blocks[end].line - 1 : source.lineCount
      let parsed = parser.parse(
        heading: heading, title: source.headingText(heading), body: blocks[(start + 1)..<end],
        lastLine: lastLine, defaults: defaults)
      // A question refused for another error still has its id: a duplicate is told in this run.
      guard let question = parsed ?? parser.refused else { continue }
      // Both ends of a duplicate are located at the `id:` line, where the id is changed (the
      // heading when the id is the title's slug): session 45's tryout landed one line off it.
      let idLine = Self.idLine(after: heading.line, in: source)
      if let duplicate = questionIDs.admit(
        question, at: idLine, location: ContentLocation(path: question.location.path, line: idLine))
      {
        parser.diagnostics.append(duplicate)
        continue
      }
      if parsed != nil { questions.append(question) }
    }
    result.diagnostics += parser.diagnostics + parser.collector.diagnostics
    result.snippets = parser.collector.snippets
    result.leftOut = parser.leftOut
    pack?.intro = intro
    pack?.questions = questions
    pack?.refusedQuestions = starts.count - questions.count
    result.pack = pack
    return result
  }

  /// The line of the `id:` attribute among the attribute lines right under the heading at
  /// `headingLine`; the heading's own line when there is none.
  static func idLine(after headingLine: Int, in source: SourceText) -> Int {
    var number = headingLine + 1
    while number <= source.lineCount {
      if source.isASCII(number) {
        // Each byte one `Character`: the same tests on the bytes, without making the line.
        guard let found = asciiAttribute(line: number, in: source) else { break }
        if found { return number }
        number += 1
        continue
      }
      let text = source.line(number).drop { $0 == " " || $0 == "\t" }
      guard !text.isEmpty, !text.hasPrefix("#"), let colon = text.firstIndex(of: ":") else { break }
      if text[..<colon] == "id" { return number }
      number += 1
    }
    return headingLine
  }

  /// Of the ASCII line `number`: nil when it is blank, a heading or holds no `:` (no attribute
  /// line), else whether the text before its first `:` is `id` (after leading blanks).
  private static func asciiAttribute(line number: Int, in source: SourceText) -> Bool? {
    let range = source.lineRange(number)
    let bytes = source.bytes
    var low = range.lowerBound
    while low < range.upperBound, SourceText.isBlank(bytes[low]) { low += 1 }
    guard low < range.upperBound, bytes[low] != UInt8(ascii: "#"),
      let colon = bytes[low..<range.upperBound].firstIndex(of: UInt8(ascii: ":"))
    else { return nil }
    return colon - low == 2 && bytes[low] == UInt8(ascii: "i") && bytes[low + 1] == UInt8(ascii: "d")
  }
}
