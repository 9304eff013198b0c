import DrillKitTesting
import Testing

@testable import DrillPresentation

@Suite struct TerminalSanitizerTests {
  @Test(arguments: [
    ("plain text", "plain text"),
    ("tab\tand\nnewline", "tab\tand\nnewline"),
    ("red \u{1B}[31mtext\u{1B}[0m", "red text"),
    ("title \u{1B}]0;pwned\u{07}here", "title here"),
    ("osc with st \u{1B}]8;;http://x\u{1B}\\link", "osc with st link"),
    ("bell\u{07} and null\u{00}", "bell and null"),
    ("carriage\rreturn", "carriagereturn"),
    ("c1 csi \u{9B}2Jclear", "c1 csi clear"),
    ("dcs \u{1B}Pq#0;2;0;0;0\u{1B}\\done", "dcs done"),
    ("keep é ü 🦅", "keep é ü 🦅"),
    ("rtl \u{202E}txt.exe", "rtl \\u{202E}txt.exe"),
    ("isolates \u{2066}a\u{2069}", "isolates \\u{2066}a\\u{2069}"),
    ("embedding \u{202A}x", "embedding \\u{202A}x"),
  ])
  func stripsControlSequences(input: String, expected: String) {
    expectEqual(TerminalSanitizer.strip(input), expected)
  }
}
