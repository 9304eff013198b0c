import DrillMarkdown
import Testing

@testable import DrillContent

/// The parse's byte pre-tests (issue 29 (a), session 50) read a pack as the `Character` tests
/// they skip: a line of a fenced block that cannot close it or read like a heading, an ASCII
/// attribute line under a heading, a list item whose text cannot open a note.
@Suite struct CheckFast50Tests {
  static func diagnostics(_ text: String) -> [Diagnostic] {
    MarkdownPackParser.parse(SourceText(text, path: "p.md")).diagnostics
  }

  static func pack(_ body: String) -> String {
    "---\nid: p\ntitle: P\n---\n\n" + body
  }

  /// The line the unclosed-fence error names as the first heading swallowed.
  static func swallowedLine(_ text: String) -> String? {
    let said = diagnostics(text).map(\.message).first { $0.contains("block opened at line") }
    guard let said, let match = said.firstMatch(of: /(?:before|from) line (\d+)/) else { return nil }
    return String(match.1)
  }

  @Test func aSpaceJoinedToACombiningMarkIsNoIndentAndNoFence() {
    // Line 12 starts, after a space, with U+0301: its first `Character` is " \u{301}", so it is
    // neither a heading nor a closing fence; line 13's `###` after 3 spaces is a heading.
    let text = Self.pack(
      "## Q\n\nWhy?\n\n```swift\nlet a = 1\n \u{301}## not\n   ### Heading\n\n## R\n\nText\n")
    #expect(Self.swallowedLine(text) == "13")
    // A fence followed by a combining mark does not close the block; one after 3 spaces does.
    let closed = Self.pack(
      "## Q\n\nWhy?\n\n```swift\nlet a = 1\n```\u{301}\n   ```\n\n### Answer\n\nIt is.\n")
    #expect(Self.swallowedLine(closed) == nil)
    let open = Self.pack("## Q\n\nWhy?\n\n```swift\nlet a = 1\n    ```\n```\u{301}\n### Answer\n\nIt is.\n")
    #expect(Self.swallowedLine(open) == "14")
  }

  @Test func aLongerTildeFenceClosesAndAShorterDoesNot() {
    let text = Self.pack("## Q\n\nText\n\n~~~swift\nx\n  ~~\n## swallowed\n~~~~ \t\n")
    #expect(Self.swallowedLine(text) == "13")
    #expect(Self.diagnostics(text).contains { $0.message.contains("is not closed before line 13") })
  }

  @Test func aDuplicateIDIsFoundOnItsAttributeLineASCIIOrNot() {
    // Line 7 is not ASCII (read as `Character`s), line 8 is, after a tab; line 18 after spaces.
    let text = Self.pack(
      "## One\ntags: ünï\n\tid: same\n\nText?\n\n### Answer\n\nIt is.\n\n"
        + "## Two\nkind: written\n  id: same\n\nText?\n\n### Answer\n\nIt is.\n")
    let duplicate = Self.diagnostics(text).filter { $0.message.contains("duplicate question id") }
    #expect(duplicate.map(\.location.line) == [18])
    #expect(duplicate.first?.message.contains("first on line 8") == true)
  }

  @Test func onlyAnItemWhoseTextStartsWithANoteLabelIsANote() {
    let text = Self.pack(
      "## Q\n\n- \u{301}also: y\n- éalso: x\n  - also: nested\n> - wrong: quoted\n\n### Answer\n\nIt is.\n")
    let noted = Self.diagnostics(text).filter { $0.message.contains("is a note on a key point") }
    #expect(noted.map(\.location.line) == [10, 11])
  }
}
