import DrillKitTesting
import Testing

@testable import DrillPresentation

@Suite struct TextWrapperTests {
  @Test(arguments: [
    (
      "the quick brown fox jumps over the lazy dog", 15,
      ["the quick brown", "fox jumps over", "the lazy dog"]
    ),
    ("  spaces   collapse\there  ", 40, ["spaces collapse here"]),
    ("hard\nbreak\n\nblank", 40, ["hard", "break", "", "blank"]),
    ("日本語の文章を折り返す", 10, ["日本語の文", "章を折り返", "す"]),
    ("🦅🦅🦅 x", 5, ["🦅🦅", "🦅 x"]),
    ("", 10, [""]),
  ])
  func wrapsPlainText(text: String, width: Int, expected: [String]) {
    let lines = TextWrapper(width: width).lines(StyledText(text))
    expectEqual(lines.map(\.plain), expected)
    expectTrue(lines.allSatisfy { $0.displayWidth <= width })
  }

  /// An id or a path wider than the line is never split between two letters: it breaks
  /// after a separator (`/`, `-`, `_`, `.`), the last that fits, and a word with none stands
  /// alone on its line and overflows it (the terminal would cut it anywhere otherwise).
  @Test(arguments: [
    ("abcdefghijkl", 5, ["abcdefghijkl"]),
    (
      "see intermediate-concurrency/actor-reentrancy now", 20,
      ["see", "intermediate-", "concurrency/actor-", "reentrancy now"]
    ),
    ("a verylongwordthatmustbecut b", 10, ["a", "verylongwordthatmustbecut", "b"]),
    ("abcdefghijkl-mn x", 5, ["abcdefghijkl-", "mn x"]),
  ])
  func neverCutsAWordBetweenNarrowCharacters(text: String, width: Int, expected: [String]) {
    let lines = TextWrapper(width: width).lines(StyledText(text)).map(\.plain)
    expectEqual(lines, expected)
    expectTrue(lines.filter { $0.displayWidth > width }.allSatisfy { !$0.contains(" ") })
  }

  @Test func cutsARunLongerThanAnyNameIntoLineSizedPieces() {
    let run = String(repeating: "[", count: TextWrapper.longestWholeWord + 1)
    let lines = TextWrapper(width: 40).lines(StyledText(run))
    expectEqual(lines.count, 6)
    expectTrue(lines.allSatisfy { $0.displayWidth <= 40 })
  }

  @Test func indentsFirstAndHangingLinesSeparately() {
    let wrapper = TextWrapper(width: 12, indent: 4, hangingIndent: 2)
    let lines = wrapper.lines(StyledText("one two three four five"))
    expectEqual(lines.map(\.plain), ["    one two", "  three four", "  five"])
  }

  @Test func usesStyledPrefixes() {
    let wrapper = TextWrapper(
      width: 10, firstLinePrefix: StyledText("- ", style: .bold), continuationPrefix: "  ")
    let text = wrapper.wrap("alpha beta gamma")
    expectEqual(text.plain, "- alpha\n  beta\n  gamma")
    expectEqual(text.spans.first, StyledText.Segment("- ", style: .bold))
  }

  @Test func keepsStylesAcrossBreaksAndMergesStyledSpaces() {
    var text = StyledText("plain ")
    text.append("bold words here", style: .bold)
    let lines = TextWrapper(width: 12).lines(text)
    expectEqual(lines.map(\.plain), ["plain bold", "words here"])
    expectEqual(lines[0].spans, [StyledText.Segment("plain "), StyledText.Segment("bold", style: .bold)])
    expectEqual(lines[1].spans, [StyledText.Segment("words here", style: .bold)])
  }

  @Test func keepsTogetherRunsUnlessWiderThanALine() {
    let runs = [
      TextWrapper.Run(text: "use ", style: .plain, keepsTogether: false),
      TextWrapper.Run(text: "let x = 1", style: .code, keepsTogether: true),
      TextWrapper.Run(text: " now", style: .plain, keepsTogether: false),
    ]
    expectEqual(TextWrapper(width: 12).lines(runs: runs).map(\.plain), ["use", "let x = 1", "now"])
    expectEqual(TextWrapper(width: 6).lines(runs: runs).map(\.plain), ["use", "let x", "= 1", "now"])
  }
}
