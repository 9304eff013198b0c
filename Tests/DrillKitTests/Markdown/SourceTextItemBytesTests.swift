import DrillKitTesting
import DrillSupport
import Testing

@testable import DrillMarkdown

/// A list item's text is read on bytes whatever its scalars (issue 29 (a), s32-checkfast28: only
/// ASCII items were): it must be what the reading on characters makes of it, written out here,
/// for items of random lines of spaces, tabs, accents, combining marks and multi-byte scalars.
@Suite struct SourceTextItemBytesTests {
  /// The item's text on characters: the first line without `indent` bytes (kept whole when the
  /// cut falls inside a scalar), the others without up to `indent` spaces, blank lines at the end
  /// dropped, then the blanks that end the last.
  static func characterText(_ source: SourceText, _ item: MarkdownBlock) -> String {
    guard let first = item.children.first else { return "" }
    let indent = max(0, first.column - 1)
    var parts: [Substring] = []
    for number in first.line...max(first.line, item.endLine) {
      let text = source.line(number)
      var dropped = 0
      parts.append(
        number == first.line
          ? text.droppingBytes(indent)
          : text.drop { character in
            guard dropped < indent, character == " " else { return false }
            dropped += 1
            return true
          })
    }
    while let last = parts.last, last.utf8.allSatisfy(SourceText.isBlank) { parts.removeLast() }
    return parts.joined(separator: "\n")[...].trimmingTrailingBlanks()
  }

  static func item(line: Int, column: Int, endLine: Int) -> MarkdownBlock {
    let paragraph = MarkdownBlock(
      kind: .paragraph, line: line, column: column, endLine: endLine, children: [])
    return MarkdownBlock(
      kind: .item(checked: nil), line: line, column: 1, endLine: endLine, children: [paragraph])
  }

  @Test func randomItemsReadAsOnCharacters() {
    var generator = SeededGenerator(seed: 2832)
    let pieces = [
      " ", "  ", "\t", "a", "word ", "é", "e\u{301}", "\u{301}", "\u{200D}", "日本", "😀", "- ", "\r",
    ]
    var nonASCII = 0
    for trial in 0..<4000 {
      let lines = (0..<Int.random(in: 1...4, using: &generator)).map { _ in
        (0..<Int.random(in: 0...6, using: &generator)).map { _ in
          pieces[Int.random(in: 0..<pieces.count, using: &generator)]
        }.joined()
      }
      let text = lines.joined(separator: "\n") + (Bool.random(using: &generator) ? "\n" : "")
      if text.utf8.contains(where: { $0 >= 0x80 }) { nonASCII += 1 }
      let source = SourceText(text, path: "p.md")
      for column in 1...6 {
        for endLine in 1...(lines.count + 1) {
          let item = Self.item(line: 1, column: column, endLine: endLine)
          let expected = Self.characterText(source, item)
          expectEqual(
            source.itemText(item), expected, "trial \(trial), column \(column): \(text.debugDescription)")
        }
      }
    }
    expectTrue(nonASCII > 2000, "\(nonASCII)")
  }

  /// The cases the bytes cannot decide: an accent that joins the space before it, on a
  /// continuation line, is kept with that space; a first-line cut inside a scalar keeps it.
  @Test func combiningMarksAfterTheIndentationAreKept() {
    let source = SourceText("- first\n  \u{301}joined\n- é\n", path: "p.md")
    expectEqual(source.itemText(Self.item(line: 1, column: 3, endLine: 2)), "first\n \u{301}joined")
    expectEqual(source.itemText(Self.item(line: 3, column: 4, endLine: 3)), "é")
    let list = SourceText("- ünï\n  cödé ☃\n- 😀  \n\n", path: "p.md")
    let items = MarkdownParser.parse(list).first?.children ?? []
    expectEqual(items.map(list.itemText), ["ünï\ncödé ☃", "😀"])
  }
}
