import DrillKitTesting
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
    expectEqual(Self.words(text), expected)
  }

  /// ASCII words are read on their bytes (`asciiWordTokens`): as the character reading reads them.
  @Test(arguments: [
    "Weak", "WEAK", "isKnownUniquelyReferenced", "JSONDecoder", "URLSession", "doesn't", "Doesn't",
    "CAN'T", "Won't", "isN't", "don't've", "struct's", "a_B", "x2Y", "iOS17", "n't", "ISN'T",
  ])
  func asciiWordsAreReadAsCharactersAre(word: String) {
    let range = word.startIndex..<word.endIndex
    let bytes = StatementReader.asciiWordTokens(word[...], range: range).map(\.text)
    expectEqual(bytes, StatementReader.characterWordTokens(word[...], range: range).map(\.text))
  }
}

/// The scalar reading of texts whose characters are single scalars (`StatementReader.scalarPieces`)
/// against the character reading every other text gets: the same pieces, tokens, kinds, flags
/// (code, name, capital, repeated) and ranges.
@Suite struct StatementReaderScalarTests {
  static func shape(_ pieces: [StatementReader.Piece], in text: String) -> [[String]] {
    pieces.map { piece in
      switch piece {
      case .sentence(let tokens):
        tokens.map { token in
          let start = text.utf8.distance(from: text.startIndex, to: token.range.lowerBound)
          let end = text.utf8.distance(from: text.startIndex, to: token.range.upperBound)
          let flags = [token.inCode, token.inName, token.capitalized, token.repeated].map { $0 ? "1" : "0" }
          return "\(token.kind) \(token.text) \(flags.joined()) \(start)..<\(end)"
        }
      }
    }
  }

  static let texts = [
    "Structs are copied. Classes are shared; a change is seen everywhere.",
    "It doesn't escape, but it can't be nil: use `a ?? b` or `x!`.",
    "A range `0..<n` or `0...n`, then `a == b`, `a !== b` and `-> Int`... done? Yes!",
    "A publisher declares a failure type (`Never` if it cannot fail) and (unclosed",
    "non-optional, isKnownUniquelyReferenced, the struct's copy, a_b 42",
    "Wait.What? end.\nNew line ; and `code; with. dots!` here .. and +++ -=- */%",
    "trailing operator ?",
    "",
    "(aside) first. (second aside",
    "`résultat` vaut 12 : reduce additionne les valeurs, moins 3. Et puis, l\u{2019}ordre compte.",
    "Qu\u{2019}affiche ce programme — café n°4, déjà-vu à la façade? Ελληνικά: what does `map` return?",
    "Почему это не компилируется? Straße 7, naïve Œuvre\u{00A0}! x\u{2003}y \u{2028}z",
    "numbers ٣ and Ⅻ, a don\u{2019}t, «guillemets» and the end…",
    "un tableau garde l\u{2019}ordre de ses éléments; l'ordre, ǅemal, ᵃb, a𝐀b, straße, İstanbul, ΣΑΣ σας",
    // Scalars of two, three and four UTF-8 bytes side by side, as the byte decoder meets them.
    "漢字とかな, emoji 😀 and 𝔘𝔫𝔦𝔠𝔬𝔡𝔢 \u{E000}x \u{10FFFF}. Ünïcödé ÀB߷ \u{7FF}\u{800}\u{FFFF}\u{10000}é",
  ]

  @Test func byteAndCharacterReadingsAgree() throws {
    for text in Self.texts {
      for asides in [false, true] {
        let bytes = try #require(StatementReader.scalarPieces(of: text, asides: asides))
        let characters = StatementReader.characterPieces(of: text, asides: asides)
        expectEqual(Self.shape(bytes, in: text), Self.shape(characters, in: text), "\(text)")
      }
    }
  }

  /// `standsAlone` scalars never join a neighbour into one character: a text of all of them, in
  /// order and reversed, has as many characters as scalars; a combining accent or a carriage
  /// return does not stand alone.
  @Test func scalarsThatStandAloneAreOneCharacterEach() {
    let scalars = (0..<0x2100).compactMap(Unicode.Scalar.init).filter(StatementReader.standsAlone)
    expectEqual(scalars.count, 1_232)
    for order in [scalars, scalars.reversed()] {
      var text = ""
      text.unicodeScalars.append(contentsOf: order)
      expectEqual(text.count, order.count)
    }
    expectTrue(!StatementReader.standsAlone("\u{301}"))
    expectTrue(!StatementReader.standsAlone("\r"))
  }

  @Test func textsWithCharactersOfSeveralScalarsAreReadByCharacter() {
    expectTrue(StatementReader.scalarPieces(of: "cafe\u{301} au lait", asides: false) == nil)
    expectTrue(StatementReader.scalarPieces(of: "one\r\ntwo", asides: false) == nil)
    // The Greek question mark is `;` as a character.
    expectTrue(StatementReader.scalarPieces(of: "one\u{037E} two", asides: false) == nil)
    expectTrue(StatementReader.scalarPieces(of: "caf\u{E9} au lait", asides: false) != nil)
  }
}
