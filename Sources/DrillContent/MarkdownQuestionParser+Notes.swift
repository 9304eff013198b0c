import DrillGrading
import DrillMarkdown

extension MarkdownQuestionParser {
  /// `- also: …` and `- wrong: …` items outside `### Key points`, each reported at its line: such
  /// a note is never meant literally, yet it was read as the prompt's text, an accepted answer or a
  /// bullet of the Answer, and `check` said nothing (session 48's tryout, findings 7 and 8). A note
  /// that opens the prompt and swallows the attribute lines under it (`id:`, `kind:`, continuing
  /// its paragraph) is an error: the question's id and kind were silently lost. Anywhere else it is
  /// a warning: FORMAT lets those sections hold any Markdown.
  mutating func reportStrayNotes(
    in blocks: ArraySlice<MarkdownBlock>, place: String, opensPrompt: Bool = false
  ) {
    for (offset, block) in blocks.enumerated() {
      strayNotes(in: block, place: place, opensPrompt: opensPrompt && offset == 0)
    }
  }

  private mutating func strayNotes(in block: MarkdownBlock, place: String, opensPrompt: Bool) {
    switch block.kind {
    case .list, .blockQuote:
      for (offset, child) in block.children.enumerated() {
        strayNotes(in: child, place: place, opensPrompt: opensPrompt && offset == 0)
      }
    case .item:
      guard let first = block.children.first else { return }
      if case .paragraph = first.kind, Self.mayOpenNote(source, line: first.line, column: first.column),
        let label = KeyPointNotes.noteLabel(
          startingPoint: String(source.line(first.line).droppingBytes(max(0, first.column - 1))))
      {
        let note = "`- \(label)` is a note on a key point and belongs indented under one in `### Key points`"
        let at = source.location(first.line, first.column)
        var swallowed: [String] = []
        if opensPrompt, first.line < first.endLine {
          for line in (first.line + 1)...first.endLine where QuestionAttributes.starts(source, line: line) {
            if let key = QuestionAttributes.split(source, line: line)?.key { swallowed.append(key) }
          }
        }
        if opensPrompt, !swallowed.isEmpty {
          let keys = swallowed.map { "`\($0):`" }.joined(separator: ", ")
          diagnostics.append(
            .error(
              note + "; here it opens the prompt, and the attribute lines under it (\(keys)) are read as its"
                + " text, not as the question's attributes",
              at: at))
        } else {
          diagnostics.append(.warning(note + "; here it is read literally, as \(place)", at: at))
        }
      }
      for child in block.children.dropFirst() { strayNotes(in: child, place: place, opensPrompt: false) }
    default:
      break
    }
  }

  /// Whether the text of line `number` from byte column `column` (`droppingBytes`' first byte,
  /// a scalar's) starts with `a` or `w`, as a note's label does: `noteLabel` asks the same
  /// first, and making the line's `String` to ask it was most of this search (86 M of a `check`
  /// of 10,000 questions of prose).
  private static func mayOpenNote(_ source: SourceText, line number: Int, column: Int) -> Bool {
    let range = source.lineRange(number)
    var index = min(range.lowerBound + max(0, column - 1), range.upperBound)
    while index > range.lowerBound, index < range.upperBound, source.bytes[index] & 0xC0 == 0x80 {
      index -= 1
    }
    guard index < range.upperBound else { return false }
    return source.bytes[index] == UInt8(ascii: "a") || source.bytes[index] == UInt8(ascii: "w")
  }
}
