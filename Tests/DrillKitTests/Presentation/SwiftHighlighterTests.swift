import DrillKitTesting
import Testing

@testable import DrillPresentation

@Suite struct SwiftHighlighterTests {
  typealias Kind = SwiftHighlighter.Token.Kind

  /// Tokens without whitespace, as (kind, text) pairs.
  static func significant(_ code: String) -> [SwiftHighlighter.Token] {
    SwiftHighlighter.tokens(code).filter { $0.kind != .whitespace }
  }

  @Test(arguments: [
    "func", "let", "var", "async", "await", "actor", "some", "any", "consuming", "borrowing",
    "sending", "nonisolated", "isolated", "throws", "nil", "true", "Self", "inout", "guard",
  ])
  func recognisesKeywords(word: String) {
    expectEqual(Self.significant(word), [SwiftHighlighter.Token(.keyword, word)])
  }

  @Test(arguments: [
    ("0x1F", Kind.number), ("0b1010", .number), ("0o17", .number), ("1_000_000", .number),
    ("3.14", .number), ("1e10", .number), ("1.5e-3", .number), ("0x1p4", .number),
    ("Int", .type), ("MyStruct", .type), ("value", .identifier), ("$0", .identifier),
    ("`class`", .identifier), ("@MainActor", .attribute), ("@Sendable", .attribute),
    ("#if", .directive), ("#available", .directive), ("#expect", .directive),
    ("// note", .comment), ("/// doc", .comment), ("/* a /* nested */ b */", .comment),
    ("\"text\"", .string), ("#\"raw \\(x)\"#", .string),
  ])
  func classifiesSingleTokens(code: String, kind: Kind) {
    expectEqual(Self.significant(code), [SwiftHighlighter.Token(kind, code)])
  }

  @Test(arguments: [
    (
      "let x: Int = 0x1F",
      [
        SwiftHighlighter.Token(.keyword, "let"), SwiftHighlighter.Token(.identifier, "x"),
        SwiftHighlighter.Token(.punctuation, ":"),
        SwiftHighlighter.Token(.type, "Int"), SwiftHighlighter.Token(.operator, "="),
        SwiftHighlighter.Token(.number, "0x1F"),
      ]
    ),
    (
      "for i in 1..<5 {}",
      [
        SwiftHighlighter.Token(.keyword, "for"), SwiftHighlighter.Token(.identifier, "i"),
        SwiftHighlighter.Token(.keyword, "in"),
        SwiftHighlighter.Token(.number, "1"), SwiftHighlighter.Token(.operator, "..<"),
        SwiftHighlighter.Token(.number, "5"),
        SwiftHighlighter.Token(.punctuation, "{"), SwiftHighlighter.Token(.punctuation, "}"),
      ]
    ),
    (
      "\"a \\(b + f(\"c\")) d\"",
      [
        SwiftHighlighter.Token(.string, "\"a "), SwiftHighlighter.Token(.interpolation, "\\("),
        SwiftHighlighter.Token(.identifier, "b"),
        SwiftHighlighter.Token(.operator, "+"), SwiftHighlighter.Token(.identifier, "f"),
        SwiftHighlighter.Token(.punctuation, "("),
        SwiftHighlighter.Token(.string, "\"c\""), SwiftHighlighter.Token(.punctuation, ")"),
        SwiftHighlighter.Token(.interpolation, ")"),
        SwiftHighlighter.Token(.string, " d\""),
      ]
    ),
    (
      "case .default: x.self",
      [
        SwiftHighlighter.Token(.keyword, "case"), SwiftHighlighter.Token(.operator, "."),
        SwiftHighlighter.Token(.identifier, "default"),
        SwiftHighlighter.Token(.punctuation, ":"), SwiftHighlighter.Token(.identifier, "x"),
        SwiftHighlighter.Token(.operator, "."),
        SwiftHighlighter.Token(.keyword, "self"),
      ]
    ),
    (
      "a/b // c",
      [
        SwiftHighlighter.Token(.identifier, "a"), SwiftHighlighter.Token(.operator, "/"),
        SwiftHighlighter.Token(.identifier, "b"),
        SwiftHighlighter.Token(.comment, "// c"),
      ]
    ),
    (
      "\"say \\\"hi\\\"\" + x",
      [
        SwiftHighlighter.Token(.string, "\"say \\\"hi\\\"\""), SwiftHighlighter.Token(.operator, "+"),
        SwiftHighlighter.Token(.identifier, "x"),
      ]
    ),
  ])
  func tokenizesSequences(code: String, expected: [SwiftHighlighter.Token]) {
    expectEqual(Self.significant(code), expected)
  }

  @Test func keepsMultilineStringsWhole() {
    let code = "let s = \"\"\"\n  one \"quoted\"\n  \\(n) two\n  \"\"\"\nlet t = 1"
    let tokens = Self.significant(code)
    expectEqual(tokens.first(where: { $0.kind == .string })?.text, "\"\"\"\n  one \"quoted\"\n  ")
    expectContains(tokens, SwiftHighlighter.Token(.string, " two\n  \"\"\""))
    expectEqual(
      tokens.suffix(4),
      [
        SwiftHighlighter.Token(.keyword, "let"), SwiftHighlighter.Token(.identifier, "t"),
        SwiftHighlighter.Token(.operator, "="), SwiftHighlighter.Token(.number, "1"),
      ])
  }

  @Test(arguments: [
    "", "\"unterminated", "/* open comment", "\"\\(", "#\"raw\"", "@", "#", "0x", "1.", "a..b",
    "let 🦅 = \"日本\"", "x\r\ny",
  ])
  func joinedTokensGiveTheInputBack(code: String) {
    expectEqual(SwiftHighlighter.tokens(code).map(\.text).joined(), code)
  }

  @Test func highlightStylesKeywordsAndStripsEscapes() {
    let text = SwiftHighlighter.highlight("let s = \"\u{1B}[31mred\"\t// done")
    expectEqual(text.plain, "let s = \"red\"    // done")
    expectEqual(text.spans.first, StyledText.Segment("let", style: SwiftHighlighter.style(for: .keyword)))
    expectEqual(text.spans.last, StyledText.Segment("// done", style: SwiftHighlighter.style(for: .comment)))
  }
}
