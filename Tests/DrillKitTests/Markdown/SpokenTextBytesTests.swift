import DrillKitTesting
import Foundation
import Testing

@testable import DrillMarkdown

/// `MarkdownNode.spokenText` walked on bytes (issue 29 (a), session 34): the text the lines of
/// `proseLines` joined by line breaks give, for every Markdown shape the audit reads.
@Suite struct SpokenTextBytesTests {
  static func old(_ markdown: String) -> String {
    MarkdownNode.proseLines(of: markdown).joined(separator: "\n")
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
      expectEqual(MarkdownNode.spokenText(of: markdown), Self.old(markdown), "\(markdown.debugDescription)")
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
          String(decoding: bytes[kept], as: UTF8.self), MarkdownNode.trimmedSpaces(text),
          "U+\(String(scalar.value, radix: 16))")
      }
      let paragraph = "\(mark)one\(mark)\ntwo\(mark)\n\n\(mark)three \(mark)"
      expectEqual(
        MarkdownNode.spokenText(of: paragraph), Self.old(paragraph), "U+\(String(scalar.value, radix: 16))")
    }
  }

  @Test func longAndGeneratedTexts() {
    let long = String(repeating: "A *weak* reference é 日本 🦊 `x`\nwraps here. ", count: 3_000)
    expectEqual(MarkdownNode.spokenText(of: long), Self.old(long))
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
      expectEqual(MarkdownNode.spokenText(of: markdown), Self.old(markdown), "\(markdown.debugDescription)")
    }
  }

  /// Every bundled question file read whole and as its Answers (the audit's input).
  @Test func everyBundledFileAndAnswer() throws {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
    let folder = root.appendingPathComponent("questions")
    let files = FileManager.default.enumerator(atPath: folder.path)?.compactMap { $0 as? String } ?? []
    var count = 0
    for name in files where name.hasSuffix(".md") {
      let text = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
      expectEqual(MarkdownNode.spokenText(of: text), Self.old(text), "\(name)")
      for answer in text.components(separatedBy: "### Answer").dropFirst() {
        let section = answer.components(separatedBy: "\n### ").first ?? ""
        expectEqual(MarkdownNode.spokenText(of: section), Self.old(section), "\(name)")
        count += 1
      }
    }
    expectTrue(count > 100)
  }
}
