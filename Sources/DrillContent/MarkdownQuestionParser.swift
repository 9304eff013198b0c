import DrillMarkdown

/// Reads one question from Markdown: a `##` heading, attribute lines, the
/// prompt and `###` sections. Used by packs and by lessons' `## Check:` pages.
struct MarkdownQuestionParser {
  /// What a question inherits from its pack or lesson.
  struct Defaults: Sendable {
    var packID: String
    var level: Level
    var kind: QuestionKind
  }

  let source: SourceText
  /// Which of the texts nothing checks but the reader (prompt, answer, explanation,
  /// hints) are made; the others are left empty. Their presence and emptiness are
  /// checked either way.
  let texts: Texts
  var collector: SnippetCollector
  var diagnostics: [Diagnostic] = []
  var acceptChecker = AcceptChecker()
  /// The Answers' spoken texts the pack's parse read, with their `### Answer` heading's line,
  /// in order (`MarkdownParser.parse(_:from:spokenAfter:)`); given to each question as
  /// `spokenAnswer`. The sections are read in order too: `nextSpoken` is the first not passed.
  var spokenAnswers: [MarkdownParser.SpokenSection] = []
  var nextSpoken = 0
  /// Questions with key points left out for errors, as read (`ParsedFile.leftOut`).
  var leftOut: [Question] = []
  /// The question `parse` last refused for errors, when its id is the one written (or its title's
  /// slug): the pack still tells a duplicate of it in the same run (session 52's tryout).
  var refused: Question?
  /// The file's code block that is never closed, if any (reported by the file's parser).
  var unclosedFence: UnclosedFence?

  /// Which texts a question is given (see `texts`).
  enum Texts: Sendable {
    /// Every text: the question is kept whole.
    case all
    /// What the key-point audit reads (`ContentLoader.questionAudit`) before the loader drops
    /// the texts (`ContentLoader.Retention.outline`): the Answer, the key points and their
    /// notes, and the prompt of a question with key points. No explanation, no hints, no
    /// other prompt: making them was 1 % of `check`'s work on a bank of Unicode text.
    case audited
    /// None: the loader drops them right after parsing, with no audit to read them (making
    /// them was a fifth of `check`'s work on a bank of Unicode text).
    case none
  }

  init(source: SourceText, texts: Texts = .all) {
    self.source = source
    self.texts = texts
    self.collector = SnippetCollector(path: source.path)
  }

  private var errorCount: Int {
    diagnostics.count { $0.severity == .error } + collector.diagnostics.count { $0.severity == .error }
  }

  private mutating func error(_ message: String, _ line: Int, _ column: Int = 1) {
    diagnostics.append(.error(message, at: source.location(line, column)))
  }

  /// The question under `heading` whose blocks are `body` and whose text ends at
  /// `lastLine`; nil (with diagnostics) when it has errors.
  mutating func parse(
    heading: MarkdownBlock, title: String, body: ArraySlice<MarkdownBlock>, lastLine: Int,
    defaults: Defaults
  ) -> Question? {
    refused = nil
    let errorsBefore = errorCount
    let location = source.location(heading.line, heading.column)
    if title.isEmpty { error("a question heading needs a title", heading.line, heading.column) }

    // The blocks are read where they lie (their fields, their kinds matched): a block taken
    // whole from `body` is a copy, its children and texts retained, then freed.
    var index = body.startIndex
    var attributes = QuestionAttributes()
    var promptStart = heading.endLine + 1
    let first = body.startIndex
    if first < body.endIndex, case .paragraph = body[first].kind,
      QuestionAttributes.starts(source, line: body[first].line)
    {
      let lines = body[first].line...body[first].endLine
      let read = QuestionAttributes.read(source, lines: lines, diagnostics: &diagnostics)
      attributes = read.attributes
      promptStart = read.textLine ?? lines.upperBound + 1
      index += 1
    }
    if index == first, first < body.endIndex, case .list = body[first].kind,
      QuestionAttributes.listed(source, lines: body[first].line...body[first].endLine)
    {
      let (line, column) = (body[first].line, body[first].column)
      diagnostics.append(
        .warning(
          "`\(source.line(line).trimmingBlanks())` is a list item, so it is read as the prompt's text: attribute lines are written without `- `",
          at: source.location(line, column)))
    }
    for index in body.headings(1) {
      let message = "a `#` heading inside a question: questions start with `##`, sections with `###`"
      error(message, body[index].line)
    }

    let sectionStart = body.firstHeading(3, from: index)
    let promptEnd = sectionStart < body.endIndex ? body[sectionStart].line - 1 : lastLine
    let hasPrompt = !source.isBlank(lines: promptStart, promptEnd)
    let prompt = texts == .all ? source.slice(promptStart, promptEnd) : ""
    if !hasPrompt { error(QuestionRules.emptyPrompt, heading.line, heading.column) }
    var code = SnippetCollector.QuestionCode()
    MarkdownBlock.collectCode(in: body[index..<sectionStart], into: &code.prompt)
    reportStrayNotes(in: body[index..<sectionStart], place: "the prompt's text", opensPrompt: index == first)

    let level = attributes.level ?? defaults.level
    var question = Question(
      localID: attributes.id ?? ContentID.slug(title), packID: defaults.packID, title: title, level: level,
      kind: attributes.kind ?? defaults.kind, tags: attributes.tags ?? [], points: attributes.points,
      time: attributes.time, shuffle: attributes.shuffle ?? true, compare: attributes.compare ?? .lines,
      prompt: prompt,
      location: location)
    if attributes.id == nil, question.localID.isEmpty, !title.isEmpty {
      error("cannot make an id from this title: add an `id:` line", heading.line, heading.column)
    }

    var seen = QuestionSection.Lines()
    var start = sectionStart
    while start < body.endIndex {
      let sectionHeading = body[start]
      let next = body.firstHeading(3, from: start + 1)
      let end = next < body.endIndex ? body[next].line - 1 : lastLine
      // The heading's text is made only when its bytes are not ASCII, or it names no section;
      // a plainly written one is told where its bytes lie.
      let section: QuestionSection?
      if let text = source.plainHeadingText(line: sectionHeading.line),
        let plain = QuestionSection.plain(source, text: text)
      {
        section = plain
      } else if let ascii = source.asciiHeadingText(sectionHeading) {
        section = QuestionSection(asciiTitle: ascii)
      } else {
        section = QuestionSection(title: source.headingText(sectionHeading))
      }
      if let section {
        if let first = seen[section] {
          error(
            "section `### \(section.rawValue)` is given twice (first on line \(first))", sectionHeading.line)
        } else {
          seen[section] = sectionHeading.line
          read(
            section, heading: sectionHeading, blocks: body[(start + 1)..<next], end: end, into: &question,
            code: &code)
        }
      } else {
        let name = source.headingText(sectionHeading)
        error("unknown section `### \(name)` (known: \(QuestionSection.knownList))", sectionHeading.line)
      }
      start = next
    }

    // The sections written decide the type, even when one of them had an error.
    let type = QuestionRules.type(
      choices: seen[.choices] != nil, tests: seen[.tests] != nil, output: seen[.output] != nil,
      accept: seen[.accept] != nil)
    if let declared = attributes.type,
      let problem = QuestionRules.typeProblem(declared: declared, actual: type)
    {
      diagnostics.append(.error(problem, at: attributes.typeLocation ?? location))
    }
    // A bold label in a question that loads: the error below names it when the Answer is missing.
    if type != .explain || seen[.answer] != nil {
      diagnostics += QuestionRules.promptLabels(source, blocks: body[index..<sectionStart])
    }
    if type == .explain, seen[.answer] == nil, hasPrompt {
      error(
        QuestionRules.explainNeedsAnswer(
          source, lines: promptStart...max(promptStart, promptEnd), unclosedFence: unclosedFence?.line,
          title: title, nextLine: lastLine + 1),
        heading.line, heading.column)
    }
    if let line = seen[.starter], seen[.tests] == nil { error(QuestionRules.starterNeedsTests, line) }
    // A key point, `also:` or `wrong:` line no answer can say, slow to grade (session 51).
    diagnostics += question.oversizedPointTexts
    if texts == .audited, !question.keyPoints.isEmpty {
      question.prompt = source.slice(promptStart, promptEnd)
    }
    // A question with errors is not run: its claims would only repeat them. Its key points are
    // still audited, as read (`ParsedFile.leftOut`).
    guard errorCount == errorsBefore else {
      if texts != .none, !question.keyPoints.isEmpty { leftOut.append(question) }
      if !attributes.idRefused, !question.localID.isEmpty { refused = question }
      return nil
    }
    collector.addClaims(of: question, code: code, at: location)
    guard errorCount == errorsBefore else {
      refused = question
      return nil
    }
    return question
  }
}
