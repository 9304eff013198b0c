import DrillKitTesting
import Testing

@testable import DrillPresentation

@Suite struct StyledTextLayoutTests {
  static let sample = StyledText("ab", style: .bold) + StyledText("c\nd") + StyledText("ef", style: .dim)

  @Test func splitsLinesKeepingStyles() {
    let lines = Self.sample.lines
    expectEqual(lines.count, 2)
    expectEqual(lines[0].spans, [StyledText.Segment("ab", style: .bold), StyledText.Segment("c")])
    expectEqual(lines[1].spans, [StyledText.Segment("d"), StyledText.Segment("ef", style: .dim)])
    expectEqual(StyledText(lines: lines).plain, "abc\ndef")
  }

  @Test func coalescesAdjacentSpansWithTheSameStyle() {
    let text = StyledText("a") + StyledText("") + StyledText("b") + StyledText("c", style: .bold)
    expectEqual(text.coalesced().spans, [StyledText.Segment("ab"), StyledText.Segment("c", style: .bold)])
  }

  @Test(arguments: [(10, "abcdef"), (4, "abc…"), (1, "…"), (0, "")])
  func truncatesAcrossSpans(width: Int, expected: String) {
    let text = StyledText("abc", style: .bold) + StyledText("def", style: .dim)
    expectEqual(text.truncated(toWidth: width).plain, expected)
  }

  @Test func truncationKeepsTheStyleOfTheCutSpan() {
    let text = StyledText("ab", style: .bold) + StyledText("cdef", style: .dim)
    expectEqual(
      text.truncated(toWidth: 4).spans,
      [
        StyledText.Segment("ab", style: .bold), StyledText.Segment("c", style: .dim),
        StyledText.Segment("…", style: .dim),
      ])
  }

  @Test(arguments: [
    (TextAlignment.left, "日本  "), (.right, "  日本"), (.center, " 日本 "),
  ])
  func padsByDisplayWidth(alignment: TextAlignment, expected: String) {
    expectEqual(StyledText("日本").padded(toWidth: 6, alignment: alignment).plain, expected)
  }

  @Test func rendersStrikethroughWithItsOwnCode() {
    let text = StyledText("gone", style: TextStyle(strikethrough: true))
    expectEqual(text.rendered(color: true), "\u{1B}[9mgone\u{1B}[0m")
  }
}
