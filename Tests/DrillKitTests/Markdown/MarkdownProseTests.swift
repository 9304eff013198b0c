import DrillKitTesting
import Foundation
import Testing

@testable import DrillMarkdown

/// `MarkdownNode.proseLines`: Markdown read as a reader says it (the key-point audit's input).
@Suite struct MarkdownProseTests {
  @Test func softBreaksJoinAndBlocksEndLines() {
    let lines = MarkdownNode.proseLines(
      of: """
        A weak reference becomes
        nil when the **object is
        freed.** It does not keep it alive.

        - `unowned` never becomes nil
        - it traps instead

        ```swift
        print("not said")
        ```

        ## Heading
        """)
    expectEqual(
      lines,
      [
        "A weak reference becomes nil when the object is freed. It does not keep it alive.",
        "`unowned` never becomes nil", "it traps instead", "Heading",
      ])
  }

  @Test func tableRowsAreLinesOfCells() {
    let lines = MarkdownNode.proseLines(of: "| kind | copies |\n|---|---|\n| struct | yes |\n")
    expectEqual(lines, ["kind; copies;", "struct; yes;"])
  }

  /// The lines are trimmed as Foundation's `trimmingCharacters(in: .whitespaces)` trims them:
  /// every scalar up to CJK punctuation at the ends, in the middle and alone.
  @Test func linesAreTrimmedAsFoundationTrimsWhitespace() {
    let scalars = (0..<0x3100).compactMap(Unicode.Scalar.init) + ["\u{FEFF}", "\u{E0020}"]
    for scalar in scalars {
      let mark = String(scalar)
      for text in [mark, "\(mark)a b\(mark)", " \(mark) a\t\(mark)", "a\(mark)\(mark)b", "\(mark)\u{301} a"] {
        let bytes = Array(text.utf8)
        let kept = bytes.withUnsafeBufferPointer { MarkdownNode.spokenTrimmed($0) }
        expectEqual(
          String(decoding: bytes[kept], as: UTF8.self), text.trimmingCharacters(in: .whitespaces),
          "U+\(String(scalar.value, radix: 16))")
      }
    }
  }
}
