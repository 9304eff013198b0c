import Testing

@testable import DrillGrading

/// How the reader splits words (`StatementReader.wordTokens`): the plain-ASCII fast path and
/// the slow path (capitals, camelCase, apostrophes) must read the same words the same way.
@Suite struct StatementReaderTokenTests {
  static func words(_ text: String) -> [String] {
    StatementReader.pieces(of: text).flatMap { piece -> [String] in
      switch piece {
      case .sentence(let tokens): tokens.filter { $0.kind == .word }.map(\.text)
      }
    }
  }

  @Test(arguments: [
    ("weak references become nil", ["weak", "references", "become", "nil"]),
    ("Weak References", ["weak", "references"]),
    ("isKnownUniquelyReferenced", ["is", "known", "uniquely", "referenced"]),
    ("it doesn't escape", ["it", "does", "not", "escape"]),
    ("it doesn\u{2019}t escape", ["it", "does", "not", "escape"]),
    ("it can\u{2019}t, it won't", ["it", "can", "not", "it", "will", "not"]),
    ("the struct's copy", ["the", "struct", "copy"]),
    ("a_b 42 caf\u{E9}", ["a_b", "42", "caf\u{E9}"]),
  ])
  func wordsAreLowercasedSplitAndContracted(text: String, expected: [String]) {
    #expect(Self.words(text) == expected)
  }
}
