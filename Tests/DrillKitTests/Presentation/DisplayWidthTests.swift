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
}
