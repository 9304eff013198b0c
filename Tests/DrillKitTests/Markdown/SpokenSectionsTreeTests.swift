import DrillKitTesting
import Foundation
import Testing

@testable import DrillMarkdown

/// The spoken text of a `###` section read in the file's own tree
/// (`MarkdownParser.parse(_:from:spokenAfter:)`, issue 29 (a), session 35) against what the
/// audit read before: `MarkdownNode.spokenText` of the section's lines parsed alone.
@Suite struct SpokenSectionsTreeTests {
  /// Whether line `line` is a `### Answer` heading (the pack parser's test, on characters).
  static func isAnswer(_ line: Int, in source: SourceText) -> Bool {
    source.line(line).drop { $0 == " " || $0 == "#" }.trimmingCharacters(in: .whitespaces).lowercased()
      == "answer"
  }

  /// Every `### Answer` section of `text` as the question parser slices it (to the next `##`
  /// or `###` heading of the top level), and its spoken text read alone; with the tree's
  /// spoken texts by heading line.
  static func sections(
    _ text: String, from first: Int = 1
  ) -> (tree: [Int: String], alone: [Int: String], lines: [Int: String]) {
    let source = SourceText(text, path: "p.md")
    let (blocks, spoken) = MarkdownParser.parse(source, from: first) { isAnswer($0, in: source) }
    expectEqual(blocks, MarkdownParser.parse(source, from: first), "the blocks are unchanged")
    expectEqual(spoken.map(\.line), spoken.map(\.line).sorted(), "in the order of their lines")
    let tree = Dictionary(uniqueKeysWithValues: spoken.map { ($0.line, $0.text) })
    var alone: [Int: String] = [:]
    var lines: [Int: String] = [:]
    for (index, block) in blocks.enumerated() {
      guard case .heading(3) = block.kind, isAnswer(block.line, in: source) else { continue }
      var end = index + 1
      while end < blocks.count {
        if case .heading(let level) = blocks[end].kind, level == 2 || level == 3 { break }
        end += 1
      }
      let last = end < blocks.count ? blocks[end].line - 1 : source.lineCount
      let markdown = source.slice(block.endLine + 1, last)
      lines[block.line] = markdown
      alone[block.line] = MarkdownNode.spokenText(of: markdown)
    }
    return (tree, alone, lines)
  }

  /// Each section the tree read equals its reading alone; returns how many it read.
  @discardableResult
  static func expectAlike(_ text: String, from first: Int = 1, _ comment: String) -> Int {
    let (tree, alone, lines) = sections(text, from: first)
    for (line, spoken) in tree {
      guard let reference = alone[line] else {
        Issue.record("line \(line) is not an Answer: \(comment)")
        continue
      }
      expectEqual(spoken, reference, "\(comment), line \(line)")
    }
    // A section left out is one whose bytes may read otherwise, or an empty one.
    for (line, markdown) in lines where tree[line] == nil && !markdown.isEmpty {
      let alike = Array(markdown.utf8).withUnsafeBufferPointer(MarkdownParser.sectionReadsAlike)
      expectTrue(!alike || text.utf8.contains(UInt8(ascii: "\r")), "\(comment), line \(line) left out")
    }
    return tree.count
  }

  static func pack(_ answers: [String]) -> String {
    var text = "# Pack\n\nIntro with [a ref] and www.example.com.\n\n[a ref]: http://example.com\n\n"
    for (number, answer) in answers.enumerated() {
      text += "## Question \(number)\n\nWhat is it?\n\n### Answer\n\(answer)\n\n### Key points\n- a point\n\n"
    }
    return text
  }

  static let answers: [String] = [
    "A weak reference becomes\nnil when the **object is\nfreed.** It does not keep it alive.",
    "- `unowned` never becomes nil\n- it traps instead\n\n```swift\nprint(\"not said\")\n```",
    "`résultat` vaut 7 : une classe est un type référence, moins 3. Et puis,\nun optionnel peut valoir nil.",
    "日本語の答え。**強調**と`コード`。\n\n> 引用の行\n> 続き",
    "🦊 fox 🦊\n\n1. one\n2. two\n   continued",
    "Line one  \nline two\\\nline three",
    "<b>html</b> inline and\n\n<div>\nblock\n</div>\n\nafter",
    "\u{00A0}nbsp at both ends\u{00A0}\n\n\u{3000}ideographic\u{3000}\n\n\u{200B}zero width\u{200B}",
    "    indented code\n\nafter",
    "#### A smaller heading\n\nits text\n\n# A first-level one\n\nand more",
    "- [ ] task\n- [x] done\n\n***\n\nSetext is not a section\n---\n\ntext",
    "a\u{0}b and\tTAB",
    "\u{85}next line\u{2028}line sep\u{2029}",
    "ends in an accent é\u{301}",
    // Read otherwise in the tree, or maybe: left out.
    "| kind | copies |\n|---|---|\n| struct | yes |",
    "~~struck~~ text",
    "see [a ref] here",
    "see [inline](http://x) here",
    "www.example.com and _www.x.com_",
    "https://example.com/é and http://a_b_",
    "mail me@example.com",
    "&amp; &#64; &nbsp;",
    "WWW.EXAMPLE.COM",
    "a one-column table\n:---\n\nor\n---:",
  ]

  @Test func eachAnswerReadsAsItsLinesAlone() {
    let text = Self.pack(Self.answers)
    let read = Self.expectAlike(text, "pack")
    // Every section but the ten that may read otherwise, and the task list's (its `[`).
    expectEqual(read, Self.answers.count - 11)
  }

  @Test func edgeShapes() {
    // The last question's Answer runs to the end of the file.
    expectEqual(Self.expectAlike("## Q\n\n### Answer\nlast *one*\n  \n", "last"), 1)
    // Empty, blank and heading-only sections.
    expectEqual(Self.expectAlike("## Q\n\n### Answer\n\n### Key points\n- p\n", "empty"), 0)
    expectEqual(Self.expectAlike("## Q\n\n### Answer\n   \n\t\n## Next\n", "blank"), 0)
    expectEqual(Self.expectAlike("## Q\n\n### Answer", "at the end"), 0)
    // An unclosed fence swallows the headings after it, in both readings.
    Self.expectAlike("## Q\n\n### Answer\n```\ncode\n### Key points\n- p\n", "fence")
    // An HTML comment left open does the same.
    Self.expectAlike("## Q\n\n### Answer\ntext\n\n<!-- open\n### Key points\n- p\n", "comment")
    // A line break that is not a lone `\n`: left out.
    expectEqual(Self.expectAlike("## Q\r\n\r\n### Answer\r\ntext\r\nmore\r\n", "CRLF"), 0)
    // Answers in capitals, spaced, and a heading that is not one.
    Self.expectAlike("## Q\n\n###   ANSWER  \ntext\n\n### Answers\nnot one\n", "names")
    // From a later first line (front matter cut off).
    Self.expectAlike("---\nid: p\n---\n## Q\n\n### Answer\nafter front matter\n", from: 4, "from")
    // A section of 150,000 bytes.
    let long = String(repeating: "A *weak* reference é 日本 🦊 `x`\nwraps here. ", count: 3_000)
    expectEqual(Self.expectAlike(Self.pack([long]), "long"), 1)
  }

  @Test func bytesThatMayReadOtherwise() {
    func alike(_ text: String) -> Bool {
      Array(text.utf8).withUnsafeBufferPointer(MarkdownParser.sectionReadsAlike)
    }
    for text in [
      "", "plain é 日本", "a: b", "ww.x", "w.w.w.", "12:30", "x:y/z", "`a`*b*_c_", "a: -", "- :", ":",
    ] {
      expectTrue(alike(text), "\(text)")
    }
    for text in [
      "|", "~", "@", "&", "[", "a://", "www.", "WwW.", "x\nwww.y", "a:/", ":-", "-:", "a\n:---", "---:",
    ] {
      expectTrue(!alike(text), "\(text)")
    }
  }

  @Test func generatedAnswers() {
    var generator = SystemRandomNumberGenerator()
    let pieces = [
      "a", "é", " ", "\t", "\n", "\n\n", "*", "**", "_", "`", "-", "1.", "#", "### ", "## ", "\u{3000}",
      "\u{200B}", "\u{A0}", "日", "🦊", "<i>", "> ", "```\n", "\\", "    ", "]", "(", ")", ":", "w",
      "<!--", "-->", "---\n", ".", "/", "http", "ftp", "[ ] ", "- ", "+ ", "\n    ", "```",
    ]
    var read = 0
    for _ in 0..<1_500 {
      let answers = (0..<3).map { _ in
        (0..<Int.random(in: 0..<40, using: &generator)).map { _ in
          pieces.randomElement(using: &generator)!
        }.joined()
      }
      read += Self.expectAlike(Self.pack(answers), answers.debugDescription)
    }
    expectTrue(read > 1_000)
  }

  /// Every bundled question file, each of its Answers read in its tree and alone.
  @Test func everyBundledFile() throws {
    var read = 0
    for (name, text) in try BundledQuestionFiles.all() {
      read += Self.expectAlike(text, name)
    }
    expectTrue(read > 100)
  }
}
