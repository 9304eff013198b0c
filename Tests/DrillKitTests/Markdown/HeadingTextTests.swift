import DrillKitTesting
import Testing

@testable import DrillMarkdown

/// `SourceText.headingText` reads a heading's text on bytes, Unicode lines included,
/// and gives what reading it character by character gives.
@Suite struct HeadingTextTests {
  /// The text of every heading cmark-gfm finds in `markdown`.
  static func headings(_ markdown: String) -> [String] {
    let source = SourceText(markdown, path: "test.md")
    return MarkdownParser.parse(source).filter(\.isHeading).map(source.headingText)
  }

  @Test func unicodeTitlesKeepEveryCharacter() {
    expectEqual(
      Self.headings("## Qu’affiche ce programme — café n°0\n\n## Почему? Straße 2, naïve Œuvre\n"),
      ["Qu’affiche ce programme — café n°0", "Почему? Straße 2, naïve Œuvre"])
    expectEqual(Self.headings("###   Ελληνικά\t \n"), ["Ελληνικά"])
  }

  @Test func aClosingSequenceIsDroppedOnUnicodeLines() {
    expectEqual(Self.headings("## Résumé ##\n\n## Ærø #\n\n## C# ✓\n"), ["Résumé", "Ærø", "C# ✓"])
    expectEqual(Self.headings("## Ελληνικά#\n"), ["Ελληνικά#"])
  }

  @Test func aMarkAfterTheSpaceStaysWithTheText() {
    // The combining acute accent after the space starts the text, as it did character by character.
    expectEqual(Self.headings("## \u{301}x\n"), ["\u{301}x"])
  }

  @Test func setextHeadingsJoinTheirLines() {
    expectEqual(Self.headings("Café\ncrème\n===\n"), ["Café crème"])
    expectEqual(Self.headings("Ωμέγα\n---\n"), ["Ωμέγα"])
  }
}
