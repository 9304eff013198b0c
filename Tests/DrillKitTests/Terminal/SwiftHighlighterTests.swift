import Testing

@testable import DrillKit

@Suite struct SwiftHighlighterTests {
  typealias Kind = SwiftToken.Kind

  /// Tokens without whitespace, as (kind, text) pairs.
  static func significant(_ code: String) -> [SwiftToken] {
    SwiftHighlighter.tokens(code).filter { $0.kind != .whitespace }
  }

  @Test(arguments: [
    "func", "let", "var", "async", "await", "actor", "some", "any", "consuming", "borrowing",
    "sending", "nonisolated", "isolated", "throws", "nil", "true", "Self", "inout", "guard",
  ])
  func recognisesKeywords(word: String) {
    #expect(Self.significant(word) == [SwiftToken(.keyword, word)])
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
    #expect(Self.significant(code) == [SwiftToken(kind, code)])
  }

  @Test(arguments: [
    (
      "let x: Int = 0x1F",
      [
        SwiftToken(.keyword, "let"), SwiftToken(.identifier, "x"), SwiftToken(.punctuation, ":"),
        SwiftToken(.type, "Int"), SwiftToken(.operator, "="), SwiftToken(.number, "0x1F"),
      ]
    ),
    (
      "for i in 1..<5 {}",
      [
        SwiftToken(.keyword, "for"), SwiftToken(.identifier, "i"), SwiftToken(.keyword, "in"),
        SwiftToken(.number, "1"), SwiftToken(.operator, "..<"), SwiftToken(.number, "5"),
        SwiftToken(.punctuation, "{"), SwiftToken(.punctuation, "}"),
      ]
    ),
    (
      "\"a \\(b + f(\"c\")) d\"",
      [
        SwiftToken(.string, "\"a "), SwiftToken(.interpolation, "\\("), SwiftToken(.identifier, "b"),
        SwiftToken(.operator, "+"), SwiftToken(.identifier, "f"), SwiftToken(.punctuation, "("),
        SwiftToken(.string, "\"c\""), SwiftToken(.punctuation, ")"), SwiftToken(.interpolation, ")"),
        SwiftToken(.string, " d\""),
      ]
    ),
    (
      "case .default: x.self",
      [
        SwiftToken(.keyword, "case"), SwiftToken(.operator, "."), SwiftToken(.identifier, "default"),
        SwiftToken(.punctuation, ":"), SwiftToken(.identifier, "x"), SwiftToken(.operator, "."),
        SwiftToken(.keyword, "self"),
      ]
    ),
    (
      "a/b // c",
      [
        SwiftToken(.identifier, "a"), SwiftToken(.operator, "/"), SwiftToken(.identifier, "b"),
        SwiftToken(.comment, "// c"),
      ]
    ),
    (
      "\"say \\\"hi\\\"\" + x",
      [SwiftToken(.string, "\"say \\\"hi\\\"\""), SwiftToken(.operator, "+"), SwiftToken(.identifier, "x")]
    ),
  ])
  func tokenizesSequences(code: String, expected: [SwiftToken]) {
    #expect(Self.significant(code) == expected)
  }

  @Test func keepsMultilineStringsWhole() {
    let code = "let s = \"\"\"\n  one \"quoted\"\n  \\(n) two\n  \"\"\"\nlet t = 1"
    let tokens = Self.significant(code)
    #expect(tokens.first(where: { $0.kind == .string })?.text == "\"\"\"\n  one \"quoted\"\n  ")
    #expect(tokens.contains(SwiftToken(.string, " two\n  \"\"\"")))
    #expect(
      tokens.suffix(4) == [
        SwiftToken(.keyword, "let"), SwiftToken(.identifier, "t"),
        SwiftToken(.operator, "="), SwiftToken(.number, "1"),
      ])
  }

  @Test(arguments: [
    "", "\"unterminated", "/* open comment", "\"\\(", "#\"raw\"", "@", "#", "0x", "1.", "a..b",
    "let 🦅 = \"日本\"", "x\r\ny",
  ])
  func joinedTokensGiveTheInputBack(code: String) {
    #expect(SwiftHighlighter.tokens(code).map(\.text).joined() == code)
  }

  @Test func highlightStylesKeywordsAndStripsEscapes() {
    let text = SwiftHighlighter.highlight("let s = \"\u{1B}[31mred\"\t// done")
    #expect(text.plain == "let s = \"red\"    // done")
    #expect(text.spans.first == StyledText.Span("let", style: SwiftHighlighter.style(for: .keyword)))
    #expect(text.spans.last == StyledText.Span("// done", style: SwiftHighlighter.style(for: .comment)))
  }
}
