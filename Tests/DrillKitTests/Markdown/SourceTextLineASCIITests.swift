import DrillKitTesting
import Testing

@testable import DrillMarkdown

/// `SourceText.isASCII(_:)` reads the line asked for (the table of every line's ASCII-ness
/// is gone): it must say what the line's bytes say, for every line and outside the text.
@Suite struct SourceTextLineASCIITests {
  @Test func everyLineIsJudgedByItsOwnBytes() {
    let texts = [
      "# Pack\n\nid: é-pack\r\ntags: a, b\rlast", "\u{FEFF}# With a byte-order mark\nplain\n",
      "", "\n\n", "ünïcode ☃ line\nascii\n", "ascii only\nstill ascii", "a\r\n\r\nbé\r\n",
      "seven b\neight by\nnine byte\n0123456789abcdef\n0123456789abcdeé\n", "😀",
    ]
    for text in texts {
      let source = SourceText(text, path: "p.md")
      for number in -1...(source.lineCount + 2) {
        let expected = source.line(number).utf8.allSatisfy { $0 < 0x80 }
        expectTrue(source.isASCII(number) == expected, "\(text.debugDescription) line \(number)")
      }
    }
    let mixed = SourceText("ascii\nnon-ascii é\nascii again\n", path: "p.md")
    expectEqual((1...3).map(mixed.isASCII), [true, false, true])
  }
}
