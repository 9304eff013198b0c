import DrillGrading
import DrillMarkdown
import Foundation

extension MarkdownQuestionParser {
  /// Fills `question` from one `###` section, reporting text the section cannot hold.
  mutating func read(
    _ section: QuestionSection, heading: MarkdownBlock, blocks: ArraySlice<MarkdownBlock>, end: Int,
    into question: inout Question, code: inout SnippetCollector.QuestionCode
  ) {
    // Only messages need the name: building it for every section showed in profiles.
    var name: String { "`### \(section.rawValue)`" }
    // The first block is read where it lies: most sections read none of it.
    let first = blocks.startIndex
    guard first < blocks.endIndex else {
      report("\(name) is empty", heading)
      return
    }
    switch section.shape {
    case .markdown:
      let made = texts == .all || (texts == .audited && section == .answer)
      let text = made ? source.slice(heading.endLine + 1, end) : ""
      var found: [FencedCode] = []
      MarkdownBlock.collectCode(in: blocks, into: &found)
      reportStrayNotes(
        in: blocks, place: section == .answer ? "part of the model Answer" : "part of the Explanation")
      if section == .answer {
        question.answer = text
        question.answerLocation = source.location(heading.line, heading.column)
        if made, let spoken = spokenAnswer(at: heading.line) { question.spokenAnswer = SpokenAnswer(spoken) }
        code.answer = found
      } else {
        question.explanation = text
        code.explanation = found
      }
      return
    case .list, .taskList:
      guard case .list = blocks[first].kind else {
        report("\(name) holds a list (`- item`)", blocks[first])
        return
      }
      let items = blocks[first].children
      switch section {
      case .choices:
        // Each list made with room for its items: grown from empty, it moved a question's
        // choices or points to new storage two or three times (issue 29 (a), session 34).
        var choices: [Choice] = []
        choices.reserveCapacity(items.count)
        for item in items {
          guard case .item(let checked?) = item.kind else {
            report("a choice is written `- [x] right` or `- [ ] wrong`", item)
            continue
          }
          choices.append(Choice(text: source.itemText(item), correct: checked))
        }
        question.choices = choices
        if choices.count == items.count, let problem = QuestionRules.choicesProblem(choices) {
          report(problem, heading)
        }
      case .accept:
        question.accept = items.map { source.itemText($0) }
        reportStrayNotes(in: blocks[first...first], place: "an accepted answer")
        for (item, text) in zip(items, question.accept) {
          if let problem = acceptChecker.problem(text) { report(problem, item.children.first ?? item) }
        }
      case .keyPoints:
        readKeyPoints(items, into: &question)
      default:
        question.hints = items.map { texts == .all ? source.itemText($0) : "" }
        reportStrayNotes(in: blocks[first...first], place: "a hint")
      }
    case .swiftBlock, .fencedBlock:
      guard case .codeBlock(let info, let text, true) = blocks[first].kind else {
        report("\(name) holds one fenced code block", blocks[first])
        return
      }
      if section.shape == .swiftBlock, !FenceInfo(info).isSwift {
        report("\(name) holds one ```swift block", blocks[first])
        return
      }
      let at = source.location(blocks[first].line, blocks[first].column)
      switch section {
      case .tests: (question.tests, code.testsAt) = (text, at)
      case .starter: question.starter = text
      default: (question.output, code.outputAt) = (text, at)
      }
    }
    for stray in blocks.dropFirst() {
      reportStray(stray, in: section, name: name)
    }
  }

  /// Text a section cannot hold. In a list section, a list made with `*` or `+` after the `-` one
  /// (Markdown starts a new list where the bullet changes) and a line such as `-also: copies` are
  /// named for what they are, each item of such a list at its own line (session 45's tryout: one
  /// message, "it holds only one list", for the first of three lines).
  private mutating func reportStray(_ stray: MarkdownBlock, in section: QuestionSection, name: String) {
    let isList = section.shape == .list || section.shape == .taskList
    if isList, stray.kind == .list, let first = stray.children.first,
      let mark = source.line(first.line).drop(while: { $0 == " " }).first, "*+".contains(mark)
    {
      for item in stray.children {
        let line = source.line(item.line).drop { $0 == " " }
        let bullet = line.first.map(String.init) ?? "*"
        report(
          "an item of \(name) starts with `- `: a `\(bullet)` item begins another list, which is not read"
            + " (write `- \(line.dropFirst().drop { $0 == " " })`)", item)
      }
      return
    }
    if isList, stray.kind == .paragraph {
      let text = source.line(stray.line).drop { $0 == " " }
      // Only `-`: a paragraph that opens with `*` or `+` and no space is emphasis or text ("**Tip:**").
      if text.first == "-", let next = text.dropFirst().first, next != " " {
        let item = text.dropFirst()
        // A note goes under its key point: `- also:` at the points' own level is an error too.
        let note = item.hasPrefix("also:") || item.hasPrefix("wrong:")
        report(
          "a list item starts with `- ` and a space: did you mean `\(note ? "  " : "")- \(item)`"
            + (note ? ", indented under its key point?" : "?"), stray)
        return
      }
    }
    report("unexpected text in \(name): it holds only \(section.shape.description)", stray)
  }

  /// Key points, each with its nested `- also: …` and `- wrong: …` items.
  private mutating func readKeyPoints(_ items: [MarkdownBlock], into question: inout Question) {
    var points: [String] = []
    var notes: [KeyPointNotes] = []
    var noteLines: [KeyPointNoteLines] = []
    points.reserveCapacity(items.count)
    notes.reserveCapacity(items.count)
    for item in items {
      let first = item.children.first ?? item
      var note = KeyPointNotes(location: source.location(first.line, first.column))
      var lines = KeyPointNoteLines()
      var text = source.itemText(item)
      // `- wrong: …` written at the key points' own level (not indented under one) would be
      // graded as a key point of its own, which the Answer then "misses".
      if let label = KeyPointNotes.noteLabel(startingPoint: text) {
        report(
          "`\(label)` is a note on the key point above it, not a key point: indent it under that point"
            + " (`  - \(label) …`)", first)
        continue
      }
      if let nested = item.children.dropFirst().first(where: { $0.kind == .list }) {
        let kept = max(1, nested.line - first.line)
        text = text.split(separator: "\n", omittingEmptySubsequences: false).prefix(kept)
          .joined(separator: "\n").trimmingCharacters(in: .whitespacesAndNewlines)
        for sub in nested.children {
          let line = source.itemText(sub)
          // The sub-item's text, as a point is at its text (`  - wrong: …` at column 5).
          let text = sub.children.first ?? sub
          if let also = Self.noted("also:", line) {
            note.also.append(also)
            lines.also.append(source.location(text.line, text.column))
          } else if let wrong = Self.noted("wrong:", line) {
            note.wrong.append(wrong)
            lines.wrong.append(source.location(text.line, text.column))
          } else if line.hasPrefix("also:") {
            report("an `also:` line needs text: another way to say the key point", sub)
          } else if line.hasPrefix("wrong:") {
            report("a `wrong:` line needs text: a wrong claim about the key point", sub)
          } else {
            report("a key point's sub-item is `- also: …` (another way to say it) or `- wrong: …`", sub)
          }
        }
      }
      points.append(text)
      notes.append(note)
      noteLines.append(lines)
    }
    question.keyPoints = points
    // One note per point, even without `also:`/`wrong:` lines: it is where the point is
    // written, the line `check` names when the model Answer does not state it.
    question.keyPointNotes = notes
    question.keyPointNoteLines = noteLines
    diagnostics += question.alsoLineProblems
  }

  /// The spoken text the pack's parse read of the Answer whose heading is on `line`, if any.
  private mutating func spokenAnswer(at line: Int) -> String? {
    while nextSpoken < spokenAnswers.count, spokenAnswers[nextSpoken].line < line { nextSpoken += 1 }
    guard nextSpoken < spokenAnswers.count, spokenAnswers[nextSpoken].line == line else { return nil }
    return spokenAnswers[nextSpoken].text
  }

  /// The text after `label` (`also:`), or nil when the line does not start with it or has nothing after it.
  private static func noted(_ label: String, _ line: String) -> String? {
    guard line.hasPrefix(label) else { return nil }
    let rest = line.dropFirst(label.count).trimmingCharacters(in: .whitespacesAndNewlines)
    return rest.isEmpty ? nil : rest
  }

  private mutating func report(_ message: String, _ block: MarkdownBlock) {
    diagnostics.append(.error(message, at: source.location(block.line, block.column)))
  }
}
