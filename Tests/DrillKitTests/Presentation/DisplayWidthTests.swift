import DrillKitTesting
import Testing

@Suite struct DisplayWidthTests {
  @Test(arguments: [
    ("", 0), ("abc", 3), ("é", 1), ("e\u{301}", 1), ("日本", 4), ("한국어", 6), ("ｆｕｌｌ", 8),
    ("🦅", 2), ("👍🏽", 2), ("👨‍👩‍👧", 2), ("🇯🇵", 2), ("❤️", 2), ("a\u{200B}b", 2), ("│─═", 3),
    ("☐☑", 2), ("…", 1),
  ])
  func countsTerminalColumns(text: String, width: Int) {
    expectEqual(text.displayWidth, width)
  }

  @Test(arguments: [
    ("hello", 10, "hello"), ("hello world", 8, "hello w…"), ("日本語です", 5, "日本…"),
    ("日本語です", 6, "日本…"), ("abc", 0, ""), ("abc", 1, "…"),
  ])
  func truncatesToWidthWithEllipsis(text: String, width: Int, expected: String) {
    expectEqual(text.truncated(toWidth: width), expected)
    expectTrue(text.truncated(toWidth: width).displayWidth <= max(0, width))
  }

  /// ASCII text is measured on its bytes: the same widths as its characters' (controls none,
  /// `\r\n` one character of two controls); any other text by its characters.
  @Test func asciiTextMeasuresAsItsCharacters() {
    var texts = (0..<128).map { String(UnicodeScalar(UInt8($0))) }
    texts += ["", "plain words", "tab\there", "line\r\nbreak", "\u{7F}del", "\u{1B}[1mbold", "a\nb\rc"]
    for text in texts {
      expectEqual(text.displayWidth, text.reduce(0) { $0 + $1.displayWidth }, "\(Array(text.utf8))")
      expectEqual(text[...].displayWidth, text.displayWidth)
    }
  }
}
