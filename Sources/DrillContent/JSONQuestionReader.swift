import DrillGrading
import DrillMarkdown
import DrillSupport

/// Reads the question objects of a JSON pack with the same rules as Markdown.
struct JSONQuestionReader {
  let source: SourceText
  let defaults: MarkdownQuestionParser.Defaults
  var collector: SnippetCollector
  var diagnostics: [Diagnostic] = []
  /// Questions with key points left out for errors, as read (`ParsedFile.leftOut`).
  var leftOut: [Question] = []
  /// The question `read` last refused for errors, when its id is valid: the pack still tells a
  /// duplicate of it in the same run (session 52's tryout).
  var refused: Question?
  /// Where each value of the file starts, to place code claims at their field; nil: at the question.
  var positions: JSONPositions?
  private var acceptChecker = AcceptChecker()

  init(source: SourceText, defaults: MarkdownQuestionParser.Defaults) {
    self.source = source
    self.defaults = defaults
    self.collector = SnippetCollector(path: source.path)
  }

  /// A Markdown field's top-level blocks; empty for a missing field.
  func blocks(of markdown: String?) -> [MarkdownBlock] {
    guard let markdown, !markdown.isEmpty else { return [] }
    return MarkdownParser.parse(SourceText(markdown, path: source.path))
  }

  /// The fenced blocks among `blocks`, all placed at `location` (the field's
  /// value when known, else the question): a JSON string holds its lines on one line.
  func codeBlocks(of blocks: [MarkdownBlock], at location: ContentLocation) -> [FencedCode] {
    var found: [FencedCode] = []
    MarkdownBlock.collectCode(in: blocks[...], into: &found)
    return found.map { $0.placed(at: location) }
  }

  /// A heading of level 1 to 3 in a Markdown field would start a question or a
  /// section once the pack is written as Markdown.
  func headingProblem(in blocks: [MarkdownBlock], field: String) -> String? {
    guard let level = blocks.lazy.compactMap(\.headingLevel).first(where: { $0 <= 3 }) else { return nil }
    let marks = String(repeating: "#", count: level)
    return
      "`\(field)` holds a `\(marks)` heading, which would split the question in Markdown: use `####` or bold text"
  }

  /// An `also` or `wrong` item with no text: it would say nothing about its key point.
  static func isBlank(_ text: String) -> Bool {
    text.allSatisfy(\.isWhitespace)
  }

  /// The question at `questions[index]`, or nil (with diagnostics) when it has errors.
  /// Each key is located at its value when `positions` knows where it is written.
  mutating func read(_ record: JSONObjectRecord, index: Int, line: Int) -> Question? {
    let path = JSONPositions.element(index, of: "questions")
    let keys = positions?.keyLocations(
      of: path, keys: JSONObjectRecord.Shape.question.keyList + record.unknownKeys, in: source)
    return read(
      record, name: "questions[\(index)]", location: source.location(line), keyLocations: keys ?? [:])
  }

  /// The question `record` (named `name` in messages, such as `pages[3].check`),
  /// located at `location`, with its keys' values at `keyLocations` when known.
  mutating func read(
    _ record: JSONObjectRecord, name: String, location: ContentLocation,
    keyLocations: [String: ContentLocation] = [:]
  ) -> Question? {
    refused = nil
    var fields = JSONFields(
      record, name: name, shape: .question, location: location, keyLocations: keyLocations)
    guard fields.isObject else {
      diagnostics += fields.diagnostics
      return nil
    }
    let title = fields.string("title", required: true) ?? ""
    let explicitID = fields.string("id")
    let level: Level = fields.value("level") ?? defaults.level
    var question = Question(
      localID: explicitID ?? ContentID.slug(title), packID: defaults.packID, title: title, level: level,
      kind: fields.value("kind") ?? defaults.kind, tags: fields.strings("tags"),
      points: fields.positiveInteger("points", atMost: Question.maximumPoints),
      time: fields.positiveInteger("time", atMost: Question.maximumTime),
      shuffle: fields.bool("shuffle") ?? true, compare: fields.value("compare") ?? .lines,
      prompt: fields.string("prompt", required: true) ?? "",
      tests: fields.string("tests"), starter: fields.string("starter"), output: fields.string("output"),
      accept: fields.strings("accept"), answer: fields.string("answer"),
      keyPoints: fields.strings("keyPoints"),
      hints: fields.strings("hints"), explanation: fields.string("explanation"), location: location)
    func at(_ key: String) -> ContentLocation {
      keyLocations[key] ?? positions?.location(JSONPositions.member(key, of: name), in: source) ?? location
    }
    // The Answer at its value, where its errors are told (a Markdown Answer at its heading; session
    // 50's review, F6: a JSON pack's over-long Answer was told at the question's `{`).
    if question.answer != nil { question.answerLocation = at("answer") }
    // Each point at its own value in `keyPoints` (the audit's messages point there, not at the
    // question's `{`: session 46's tryout), as a Markdown point is at its line.
    let pointsPath = JSONPositions.member("keyPoints", of: name)
    let records = fields.record.keyPointNotes
    if !question.keyPoints.isEmpty, records.contains(where: { !$0.isEmpty }) || positions != nil {
      question.keyPointNotes = question.keyPoints.indices.map { index in
        let note = index < records.count ? records[index] : KeyPointNotes()
        let at = positions?.location(JSONPositions.element(index, of: pointsPath), in: source)
        return KeyPointNotes(also: note.also, wrong: note.wrong, location: at ?? location)
      }
      // Each `also` and `wrong` item at its own value, where `check` names a problem of one.
      if let positions {
        question.keyPointNoteLines = question.keyPoints.indices.map { index in
          let note = index < records.count ? records[index] : KeyPointNotes()
          let point = JSONPositions.element(index, of: pointsPath)
          func lines(_ key: String, _ count: Int) -> [ContentLocation] {
            let list = JSONPositions.member(key, of: point)
            return (0..<count).map { item in
              positions.location(JSONPositions.element(item, of: list), in: source)
                ?? question.keyPointNotes[index].location ?? location
            }
          }
          return KeyPointNoteLines(
            also: lines("also", note.also.count), wrong: lines("wrong", note.wrong.count))
        }
      }
    }
    var choicesValid = true
    for (number, item) in fields.objects("choices").enumerated() {
      // Each choice's values at their own line (session 49's tryout: a bad `correct` was
      // located at the question's `{`).
      let path = JSONPositions.element(number, of: JSONPositions.member("choices", of: name))
      let keys = positions?.keyLocations(
        of: path, keys: JSONObjectRecord.Shape.choice.keyList + item.unknownKeys, in: source)
      var choice = JSONFields(
        item, name: "\(name).choices[\(number)]", shape: .choice,
        location: positions?.location(path, in: source) ?? location, keyLocations: keys ?? [:])
      if choice.isObject, let text = choice.string("text", required: true) {
        question.choices.append(Choice(text: text, correct: choice.bool("correct") ?? false))
      }
      choicesValid = choicesValid && choice.diagnostics.isEmpty
      fields.diagnostics += choice.diagnostics
    }
    var problems: [String] = []
    /// Problems of `keyPoints`, shown where its value is written.
    var keyPointProblems: [String] = []
    if let explicitID, !ContentID.isValid(explicitID) {
      problems.append("`\(explicitID)` is not a valid id: use lowercase letters, digits and `-`")
    } else if question.localID.isEmpty, !title.isEmpty {
      problems.append("cannot make an id from this title: add an `id`")
    }
    if fields.has("choices"), choicesValid, let problem = QuestionRules.jsonChoicesProblem(question.choices) {
      problems.append(problem)
    }
    for item in question.accept {
      if let problem = acceptChecker.problem(item) { problems.append(problem) }
    }
    // A question with `output`, `tests`, `accept` or `choices` of the wrong type reads as an explain
    // question; the ill-typed key is told, not a missing `answer` the author never meant to write.
    let illTyped = Set(fields.record.wrongTypes.map(\.key))
    if question.type == .explain, question.answer == nil,
      illTyped.isDisjoint(with: ["choices", "tests", "output", "accept"])
    {
      problems.append(QuestionRules.jsonExplainNeedsAnswer)
    }
    if question.starter != nil, question.tests == nil, !illTyped.contains("tests") {
      problems.append(QuestionRules.jsonStarterNeedsTests)
    }
    /// Problems of one `also` or `wrong` item, shown where that item is written.
    var itemProblems: [Diagnostic] = []
    for (index, note) in fields.record.keyPointNotes.enumerated() {
      let point = JSONPositions.element(index, of: pointsPath)
      func itemAt(_ key: String, _ item: Int) -> ContentLocation {
        let path = JSONPositions.element(item, of: JSONPositions.member(key, of: point))
        return positions?.location(path, in: source) ?? fields.at("keyPoints")
      }
      if let item = note.also.firstIndex(where: Self.isBlank) {
        itemProblems.append(
          .error(
            "\(name): keyPoints[\(index)]: an `also` item needs text: another way to say the key point",
            at: itemAt("also", item)))
      }
      if let item = note.wrong.firstIndex(where: Self.isBlank) {
        itemProblems.append(
          .error(
            "\(name): keyPoints[\(index)]: a `wrong` item needs text: a wrong claim about the key point",
            at: itemAt("wrong", item)))
      }
    }
    // A key point written as `"wrong: …"` would be graded as a point of its own, which the Answer
    // then "misses" (the Markdown form says the same of an unindented `- wrong: …`).
    let noteLabels = question.keyPoints.map(KeyPointNotes.noteLabel(startingPoint:))
    for case (let index, let label?) in noteLabels.enumerated() {
      let list = label.dropLast()
      keyPointProblems.append(
        "keyPoints[\(index)]: `\(label)` is a note on a key point, not a key point: put it in that point's"
          + " `\(list)` list ({\"point\": …, \"\(list)\": [\"…\"]})")
    }
    for index in noteLabels.indices.reversed() where noteLabels[index] != nil {
      question.keyPoints.remove(at: index)
      if question.keyPointNotes.indices.contains(index) { question.keyPointNotes.remove(at: index) }
      if question.keyPointNoteLines.indices.contains(index) { question.keyPointNoteLines.remove(at: index) }
    }
    // A key point, `also` or `wrong` item no answer can say, slow to grade (session 51).
    itemProblems += question.oversizedPointTexts.map { .error("\(name): \($0.message)", at: $0.location) }
    let prompt = blocks(of: question.prompt)
    let answer = blocks(of: question.answer)
    let explanation = blocks(of: question.explanation)
    for (field, parsed) in [("prompt", prompt), ("answer", answer), ("explanation", explanation)] {
      if let problem = headingProblem(in: parsed, field: field) { problems.append(problem) }
    }
    let errors = fields.diagnostics.count + problems.count + keyPointProblems.count + itemProblems.count
    diagnostics += fields.diagnostics + problems.map { .error("\(name): \($0)", at: location) }
    diagnostics += keyPointProblems.map { .error("\(name): \($0)", at: fields.at("keyPoints")) }
    diagnostics += itemProblems
    // Warnings at an `also` item (one saying its point again, …): the question still works.
    diagnostics += question.alsoLineProblems.map {
      .warning("\(name): \($0.message)", at: $0.location)
    }

    // A question with errors is not run: its claims would only repeat them (as a Markdown pack's;
    // session 43 found a JSON pack's refused questions "ran 3 code claims").
    // Its key points are still audited, as read (`ParsedFile.leftOut`).
    guard errors == 0 else {
      if !question.keyPoints.isEmpty { leftOut.append(question) }
      // Not with an `id` of another type: its title's slug is not the id its author wrote.
      let idIsString = !fields.record.wrongTypes.contains { $0.key == "id" }
      if idIsString, ContentID.isValid(question.localID) { refused = question }
      return nil
    }
    let collectorErrors = collector.diagnostics.count
    let code = SnippetCollector.QuestionCode(
      prompt: codeBlocks(of: prompt, at: at("prompt")), answer: codeBlocks(of: answer, at: at("answer")),
      explanation: codeBlocks(of: explanation, at: at("explanation")), testsAt: at("tests"),
      outputAt: at("output"), testsLinesInFile: false)
    collector.addClaims(of: question, code: code, at: location)
    let newErrors = collector.diagnostics[collectorErrors...].contains { $0.severity == .error }
    if newErrors { refused = question }
    return newErrors ? nil : question
  }
}
