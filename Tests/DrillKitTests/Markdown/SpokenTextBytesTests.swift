import CMarkGFM
import DrillKitTesting
import Foundation
import Testing

@testable import DrillMarkdown

/// `MarkdownNode.spokenText` and `proseLines`, one walk on bytes since session 34 (issue 29 (a)),
/// against the walk on strings they replaced, kept here as the reference (`old`): the same text
/// for every Markdown shape the audit reads.
@Suite struct SpokenTextBytesTests {
  /// The lines as `proseLines` made them until session 34: each literal a `String`, each line
  /// trimmed on its scalars (`trimmed`), joined by line breaks.
  static func old(_ markdown: String) -> String {
    MarkdownNode.parse(markdown) { document -> [String] in
      var lines: [String] = []
      var line = ""
      func endLine() {
        let kept = trimmed(line)
        if !kept.isEmpty { lines.append(kept) }
        line = ""
      }
      guard let iterator = cmark_iter_new(document.pointer) else { return [] }
      defer { cmark_iter_free(iterator) }
      while case let event = cmark_iter_next(iterator), event != CMARK_EVENT_DONE {
        guard let current = cmark_iter_get_node(iterator) else { continue }
        let node = MarkdownNode(pointer: current)
        switch (event, node.type) {
        case (CMARK_EVENT_ENTER, CMARK_NODE_TEXT), (CMARK_EVENT_ENTER, CMARK_NODE_HTML_INLINE):
          line += node.literal
        case (CMARK_EVENT_ENTER, CMARK_NODE_CODE):
          line += "`" + node.literal + "`"
        case (CMARK_EVENT_ENTER, CMARK_NODE_SOFTBREAK), (CMARK_EVENT_ENTER, CMARK_NODE_LINEBREAK):
          line += " "
        case (CMARK_EVENT_EXIT, CMARK_NODE_PARAGRAPH), (CMARK_EVENT_EXIT, CMARK_NODE_HEADING):
          endLine()
        case (CMARK_EVENT_ENTER, CMARK_NODE_CODE_BLOCK), (CMARK_EVENT_ENTER, CMARK_NODE_HTML_BLOCK):
          endLine()
        default:
          if event == CMARK_EVENT_EXIT, node.typeName == "table_cell" {
            line += ";"
            if cmark_node_next(current) == nil { endLine() } else { line += " " }
          }
        }
      }
      endLine()
      return lines
    }?.joined(separator: "\n") ?? ""
  }

  /// `text` without the tabs and space separators at its ends, on its scalars (the reference's
  /// trim until session 34).
  static func trimmed(_ text: String) -> String {
    func isSpace(_ scalar: Unicode.Scalar) -> Bool {
      guard scalar.isASCII else {
        return scalar.properties.generalCategory == .spaceSeparator || scalar == "\u{200B}"
      }
      return scalar == " " || scalar == "\t"
    }
    let scalars = text.unicodeScalars
    guard let first = scalars.firstIndex(where: { !isSpace($0) }),
      let last = scalars.lastIndex(where: { !isSpace($0) })
    else { return "" }
    if first == scalars.startIndex, scalars.index(after: last) == scalars.endIndex { return text }
    return String(String.UnicodeScalarView(scalars[first...last]))
  }

  /// The product's two readings, each equal to the reference.
  static func expectOld(_ markdown: String, _ comment: String) {
    let old = old(markdown)
    expectEqual(MarkdownNode.spokenText(of: markdown), old, "\(comment)")
    expectEqual(MarkdownNode.proseLines(of: markdown).joined(separator: "\n"), old, "\(comment)")
  }

  static let shapes: [String] = [
    "",
    " ",
    "\n\n\n",
    "A weak reference becomes\nnil when the **object is\nfreed.** It does not keep it alive.",
    "- `unowned` never becomes nil\n- it traps instead\n\n```swift\nprint(\"not said\")\n```\n\n## Heading\n",
    "| kind | copies |\n|---|---|\n| struct | yes |\n| class | no |\n",
    "| a |\n|---|\n|  |\n",
    "Line one  \nline two\\\nline three",
    "<b>html</b> inline and\n\n<div>\nblock\n</div>\n\nafter",
    "`code` alone",
    "` `",
    "\u{00A0}nbsp at both ends\u{00A0}",
    "\u{3000}ideographic\u{3000}",
    "\u{200B}zero width\u{200B}",
    "\u{2003}\u{2009}\tthin and em\u{2009}\u{2003}",
    "\u{FEFF}not a space\u{FEFF}",
    "ends in an accent é\u{301}",
    "日本語の答え。**強調**と`コード`。\n\n> 引用の行\n> 続き",
    "🦊 fox 🦊\n\n1. one\n2. two\n   continued",
    "Entities: &amp; &#0; &#x110000; &nbsp;x&nbsp; &#8203;",
    "~~struck~~ and www.example.com and https://example.com/é",
    "- [ ] task\n- [x] done",
    "# H1\n\nSetext\n======\n\n***\n\ntext",
    "[link](http://x \"title\") ![image](y.png) [ref]\n\n[ref]: http://z",
    "    indented code\n\nafter",
    "a\u{0}b",
    "\u{85}next line\u{2028}line sep\u{2029}",
  ]

  @Test func theTextIsTheLinesJoined() {
    for markdown in Self.shapes {
      Self.expectOld(markdown, markdown.debugDescription)
    }
  }

  /// Every space-like scalar (and its neighbours) at a line's ends, alone and inside.
  @Test func linesAreTrimmedOnTheirBytesAsOnTheirScalars() {
    let scalars = (0..<0x3100).compactMap(Unicode.Scalar.init) + ["\u{FEFF}", "\u{E0020}", "\u{1F98A}"]
    for scalar in scalars where scalar.value != 0 {
      let mark = String(scalar)
      for text in [mark, "\(mark)a b\(mark)", " \(mark) a\t\(mark)", "a\(mark)\(mark)b", "\(mark)\u{301} a"] {
        let bytes = Array(text.utf8)
        let kept = bytes.withUnsafeBufferPointer { MarkdownNode.spokenTrimmed($0) }
        expectEqual(
          String(decoding: bytes[kept], as: UTF8.self), Self.trimmed(text),
          "U+\(String(scalar.value, radix: 16))")
      }
      let paragraph = "\(mark)one\(mark)\ntwo\(mark)\n\n\(mark)three \(mark)"
      Self.expectOld(paragraph, "U+\(String(scalar.value, radix: 16))")
    }
  }

  @Test func longAndGeneratedTexts() {
    let long = String(repeating: "A *weak* reference é 日本 🦊 `x`\nwraps here. ", count: 3_000)
    Self.expectOld(long, "long")
    var generator = SystemRandomNumberGenerator()
    let pieces = [
      "a", "é", " ", "\t", "\n", "\n\n", "*", "**", "`", "|", "-", "1.", "#", "\u{3000}", "\u{200B}",
      "\u{A0}", "日",
      "🦊", "&amp;", "<i>", "> ", "```\n", "~~", "\\",
    ]
    for _ in 0..<2_000 {
      let markdown = (0..<Int.random(in: 0..<40, using: &generator)).map { _ in
        pieces.randomElement(using: &generator)!
      }.joined()
      Self.expectOld(markdown, markdown.debugDescription)
    }
  }

  /// Every bundled question file read whole and as its Answers (the audit's input).
  @Test func everyBundledFileAndAnswer() throws {
    var count = 0
    for (name, text) in try BundledQuestionFiles.all() {
      Self.expectOld(text, name)
      for answer in text.components(separatedBy: "### Answer").dropFirst() {
        let section = answer.components(separatedBy: "\n### ").first ?? ""
        Self.expectOld(section, name)
        count += 1
      }
    }
    expectTrue(count > 100)
  }
}
