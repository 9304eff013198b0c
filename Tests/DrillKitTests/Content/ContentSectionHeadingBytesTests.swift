import DrillKitTesting
import DrillMarkdown
import Testing

@testable import DrillContent

/// A `###` heading's section told on its bytes (`SourceText.plainHeadingText`,
/// `QuestionSection.plain`, issue 29 (a), session 35) against what the question parser read
/// before: `asciiHeadingText` and `init(asciiTitle:)`, or `init(title:)` of the heading's text.
@Suite struct ContentSectionHeadingBytesTests {
  /// The section of line 1 of `line` read as before, and by the plain path when it gives one.
  static func expectSame(_ line: String) {
    let source = SourceText("\(line)\n", path: "p.md")
    guard let block = MarkdownParser.parse(source).first, case .heading = block.kind else { return }
    let before: QuestionSection? =
      if let ascii = source.asciiHeadingText(block) {
        QuestionSection(asciiTitle: ascii)
      } else {
        QuestionSection(title: source.headingText(block))
      }
    if let text = source.plainHeadingText(line: 1) {
      expectEqual(source.bytes[text], source.asciiHeadingText(block), "\(line.prefix(60))")
      if let plain = QuestionSection.plain(source, text: text) {
        expectEqual(plain, before, "\(line.prefix(60))")
      }
    }
    expectEqual(QuestionSection.namesAnswer(source, headingLine: 1), before == .answer, "\(line.prefix(60))")
  }

  @Test func everyNameWrittenEveryWay() {
    let names =
      QuestionSection.allCases.map(\.rawValue) + ["Answers", "Key  points", "Key\tpoints", "A", "An"]
    for name in names {
      for text in [
        name, name.lowercased(), name.uppercased(), "\(name) é", "é\(name)", "\(name)#", "\(name)\u{301}",
      ] {
        for shape in [
          "### \(text)", "###\t\(text)\t", "  ### \(text)  ", "### \(text) ###", "### \(text) #\t",
          "## \(text)",
        ] {
          Self.expectSame(shape)
        }
      }
    }
    for line in [
      "### ", "###", "### #", "### \u{00A0}Answer", "### \u{212A}ey points", "### Answer\u{0}", "### Ａnswer",
    ] {
      Self.expectSame(line)
    }
    Self.expectSame("### " + String(repeating: "Answer ", count: 1_000))
  }

  @Test func generatedHeadings() {
    var generator = SystemRandomNumberGenerator()
    let pieces = [
      "a", "A", "n", "s", "w", "e", "r", "c", "p", "t", "k", "y", " ", "\t", "#", "é", "\u{301}", "Answer",
      "Accept",
      "Key points", "Choices", "Explanation", "Hints", "Output", "Starter", "Tests",
    ]
    for _ in 0..<5_000 {
      let text = (0..<Int.random(in: 0..<5, using: &generator)).map { _ in
        pieces.randomElement(using: &generator)!
      }.joined()
      Self.expectSame("### " + text)
    }
  }
}
