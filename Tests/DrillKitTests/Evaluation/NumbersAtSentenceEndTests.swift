import DrillKitTesting
import Testing

@testable import DrillGrading

/// Numbers read whole as each sentence of `unitPieces` ends, and only in a sentence with a word
/// that starts with an ASCII digit (issue 29 (a), session 33): `pieces(of:asides:)` read every
/// sentence again with `readingNumbers` in another array, and `readingNumbers` gives a sentence
/// without such a word back as it is.
@Suite struct NumbersAtSentenceEndTests {
  static let texts = [
    "It takes 16.7 milliseconds, 200MB, Swift 6.2, version 1.4.0, 4KB pages, 120Hz, 60fps.",
    "2MB and 16ms glued; 3Fast, x2Y, iOS17, A1, Swift6 and 2dont; 7\u{2019}s and 1'2.",
    "A note (about 16.7 ms, or 200MB) then 1.4.0. (unclosed 6.2 and 4KB",
    "(16.7) first; then (200MB (nested 1.2) after) 3.4.",
    "`0..<10` and `a = 1.5` in code, 1.5 outside; `200MB` too.",
    "caf\u{E9} n\u{B0}4, 16.7 \u{E9}t\u{E9}, 200MB d\u{E9}j\u{E0}; \u{663} and \u{216B} 12.",
    "cafe\u{301} 16.7 and 200MB; \r\n 1.4.0 next",
    "no digits at all, nothing to read. Word2vec 2nd 3rd",
    "", "1", "1.", ".5", "1.2.", "1..2", "1.2.3.4.5", "10x 10ms 10MS 10Ms",
  ]

  /// Every sentence is read: `readingNumbers` of it again changes nothing (a sentence whose
  /// numbers were left unread would be joined or split now).
  @Test func everySentenceHasItsNumbersRead() {
    for text in Self.texts {
      for asides in [false, true] {
        for piece in StatementReader.pieces(of: text, asides: asides) {
          guard case .sentence(let tokens) = piece else { continue }
          let again = StatementReader.readingNumbers(tokens, in: text)
          expectEqual(
            StatementReaderScalarTests.shape([.sentence(again)], in: text),
            StatementReaderScalarTests.shape([.sentence(tokens)], in: text), "\(text)")
        }
      }
    }
  }

  /// The scalar reading and the character reading agree, numbers and all.
  @Test func scalarAndCharacterReadingsAgree() {
    for text in Self.texts {
      for asides in [false, true] {
        guard let units = StatementReader.scalarPieces(of: text, asides: asides) else { continue }
        expectEqual(
          StatementReaderScalarTests.shape(units, in: text),
          StatementReaderScalarTests.shape(
            StatementReader.characterPieces(of: text, asides: asides), in: text),
          "\(text)")
      }
    }
  }

  @Test(arguments: [
    ("it takes 16.7 ms", ["it", "takes", "16.7", "ms"]),
    ("200MB of 2MB", ["200", "mb", "of", "2", "mb"]),
    ("Swift 6.2 and 1.4.0", ["swift", "6.2", "and", "1.4.0"]),
    ("16.7ms then 3Fast", ["16.7", "ms", "then", "3fast"]),
    ("caf\u{E9} 16.7 \u{E9}t\u{E9} 200MB", ["caf\u{E9}", "16.7", "\u{E9}t\u{E9}", "200", "mb"]),
  ])
  func numbersAreReadWhole(text: String, expected: [String]) {
    expectEqual(StatementReaderTokenTests.words(text), expected)
  }

  /// An aside's numbers and the sentence's around it, each read in its own sentence.
  @Test func asidesReadTheirOwnNumbers() {
    let text = "about 16.7 ms (or 200MB) then 1.4.0"
    let sentences = StatementReader.pieces(of: text, asides: true).map { piece -> [String] in
      guard case .sentence(let tokens) = piece else { return [] }
      return tokens.filter { $0.kind == .word }.map(\.text)
    }
    expectEqual(sentences, [["about", "16.7", "ms", "then", "1.4.0"], ["or", "200", "mb"]])
  }
}
