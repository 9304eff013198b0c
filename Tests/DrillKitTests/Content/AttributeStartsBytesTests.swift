import DrillKitTesting
import Testing

@testable import DrillContent
@testable import DrillMarkdown

/// `QuestionAttributes.starts` of an ASCII line read on its bytes, the key compared where it
/// lies (issue 29 (a), session 34): the answer `split` and a lookup of the key's `String` gave.
@Suite struct AttributeStartsBytesTests {
  static func old(_ source: SourceText, line number: Int) -> Bool {
    guard let (key, _, _) = QuestionAttributes.split(source, line: number) else { return false }
    return QuestionAttributes.keys.contains(key)
  }

  static let lines: [String] = [
    "", " ", ":", "id:", "id: x", "  id:   x  ", "\tlevel:\tbeginner", "ID: x", "Id: x", "id : x", "i d: x",
    "tags: a, b, c", "tags:", "points: 3", "type: explain", "time: 60", "shuffle: false", "compare: loose",
    "kind: verbal", "idx: 1", "i: 1", "levels: x", "shuffle-: x", "-: x", "_: x", "id_: x", "x-y: z",
    "no colon here", "What is a weak reference?", "id: a: b", ": value", "   : value", "level:beginner",
    "compare:", "compar: x", "compare2: x", "kind:verbal:more", "id:\u{7F}", "time: 60\r",
    String(repeating: "a", count: 5_000) + ": x", "id: " + String(repeating: "x", count: 5_000),
  ]

  @Test func everyLineStartsAsBefore() {
    for line in Self.lines {
      let source = SourceText("# T\n\n\(line)\nafter\n", path: "t.md")
      expectEqual(
        QuestionAttributes.starts(source, line: 3), Self.old(source, line: 3), "\(line.debugDescription)")
    }
  }

  /// A non-ASCII line takes the `String` path, as before.
  @Test func nonASCIILinesAsBefore() {
    for line in [
      "ïd: x", "id: é", "kïnd: verbal", "tags: 日本, x", "日本: x", "\u{212A}ind: verbal", "id\u{301}: x",
    ] {
      let source = SourceText("# T\n\n\(line)\n", path: "t.md")
      expectEqual(
        QuestionAttributes.starts(source, line: 3), Self.old(source, line: 3), "\(line.debugDescription)")
    }
  }

  /// Random lines of key bytes, blanks, colons and a few others.
  @Test func generatedLines() {
    var generator = SystemRandomNumberGenerator()
    let pieces = [
      "id", "level", "kind", "tags", "points", "type", "time", "shuffle", "compare", " ", "\t", ":", "-", "_",
      "a", "Z", "1", ",", "x",
    ]
    for _ in 0..<5_000 {
      let line = (0..<Int.random(in: 0..<8, using: &generator)).map { _ in
        pieces.randomElement(using: &generator)!
      }
      .joined()
      let source = SourceText("# T\n\n\(line)\n", path: "t.md")
      expectEqual(
        QuestionAttributes.starts(source, line: 3), Self.old(source, line: 3), "\(line.debugDescription)")
    }
  }
}
