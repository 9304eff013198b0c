import DrillKitTesting
import Testing

@testable import DrillGrading

/// Capital words read in `unitPieces` (`TextUnit.capitalWord`, session 31) against the character
/// reading, whose every word goes through `wordTokens` as every capital word did: the same
/// tokens, with every flag (`capitalized`, `inName`, `inCode`) and range.
@Suite struct StatementReaderCapitalWordTests {
  /// The text read on its bytes or scalars (nil when it is read by character) and by character.
  static func readings(_ text: String, asides: Bool) -> (units: [[String]]?, characters: [[String]]) {
    (
      StatementReader.scalarPieces(of: text, asides: asides).map {
        StatementReaderScalarTests.shape($0, in: text)
      },
      StatementReaderScalarTests.shape(StatementReader.characterPieces(of: text, asides: asides), in: text)
    )
  }

  /// Each text read by character, on its scalars and on its bytes gives the same tokens, with and
  /// without asides (the consistency session 46's first `Int?` rule broke).
  static func expectEveryReadingAgrees(_ texts: [String]) {
    for text in texts {
      for asides in [false, true] {
        let (units, characters) = readings(text, asides: asides)
        if let units { expectEqual(units, characters, "\(text)") }
        let bytes = Array(text.utf8).withUnsafeBufferPointer {
          StatementReader.scalarPieces(of: text, bytes: $0, asides: asides)
        }
        if let bytes { expectEqual(StatementReaderScalarTests.shape(bytes, in: text), characters, "\(text)") }
      }
    }
  }

  static let texts = [
    "Lisez ce code et r\u{E9}pondez : que vaut `r\u{E9}sultat` \u{E0} la fin ? Ответ \u{2014} un nombre.",
    "Weak References Dont keep It. Cant, Wont, Isnt, Doesnt, Different, Point, Mint; A I O(n) X.",
    "The Struct's copy, Swift\u{2019}s rule, L\u{2019}Ordre, Rock'n'Roll, Don't, CAN'T, Won\u{2019}t.",
    "URLSession JSONDecoder iOS17 MyClass isKnownUniquelyReferenced X2y A_b Ab_c A1 Z9_ Q_.",
    "Ελληνικά Λέξεις, Σίσυφος ΣΑΣ Σας. Почему это Работает? Straße Œuvre Ærø İstanbul Ǆungle ǅemal ǆ.",
    "Café Crème, Éléphant, Über Ölförderung, Ärgerlich, Ünïcödé ÀB߷ Ωmega Ꭰ ᏸ Ꭰᏸ ǅa Ǆa.",
    "A Publisher (`Never` if It cannot fail) says `Result<Int, Never>` Never. O(n²) Is Fine.",
    "Tokyo東京 Is a City, 漢字 Letters. Emoji 😀 No. 𝔘𝔫𝔦𝔠𝔬𝔡𝔢 Ⅻ ٣ Numbers Ⅻa Ab\u{2160}.",
    "It takes 16.7 Milliseconds, 200MB, Swift 6.2, Version 1.4.0, 4KB Pages, 120Hz, 60Fps.",
    "Hyphen-Ated Non-Optional Self-Evident Word-Break \u{2014} Dash\u{2013}Joined \u{201C}Quoted\u{201D} \u{2026}",
    "E\u{301}cole and Cafe\u{301}, A\u{308}pfel: combining marks.",
    "One\r\nTwo Three\nFour",
  ]

  @Test func textsReadAsTheCharacterReadingReadsThem() {
    var scalarRead = 0
    for text in Self.texts {
      for asides in [false, true] {
        let (units, characters) = Self.readings(text, asides: asides)
        if let units {
          scalarRead += 1
          expectEqual(units, characters, "\(text)")
        }
      }
    }
    // All but the texts with combining marks and a carriage return are read on bytes or scalars.
    expectEqual(scalarRead, 2 * (Self.texts.count - 2))
  }

  /// Every scalar that stands alone, as a word's first letter and as a later one, with ASCII and
  /// with accented neighbours: the same tokens as `wordTokens` made.
  @Test func everyScalarThatStandsAloneReadsAsBefore() {
    let scalars = (0..<0x2100).compactMap(Unicode.Scalar.init).filter(StatementReader.standsAlone)
    var differ: [String] = []
    var capitals = 0
    for scalar in scalars {
      let letter = String(Character(scalar))
      if scalar.isCapital { capitals += 1 }
      for text in [
        "\(letter)ab x", "\(letter) y", "A\(letter)b z", "Ab\(letter) z", "\u{C9}\(letter)t",
        "\(letter)\u{E9}nt q",
        "`\(letter)ab` \(letter)\(letter)",
      ] {
        let (units, characters) = Self.readings(text, asides: false)
        if let units, units != characters { differ.append(text) }
      }
    }
    expectEqual(differ, [])
    expectTrue(capitals > 300)
  }

  @Test(arguments: [
    ("Lisez", "lisez", true), ("Ответ", "ответ", true), ("Ελληνικά", "ελληνικά", true), ("A", "a", true),
    ("Swift6", "swift6", true), ("Tokyo", "tokyo", true), ("İx", "i\u{307}x", true),
  ])
  func aCapitalWordIsOneCapitalizedToken(word: String, lower: String, capitalized: Bool) throws {
    let pieces = try #require(StatementReader.scalarPieces(of: word, asides: false))
    guard case .sentence(let tokens) = try #require(pieces.first) else { return }
    expectEqual(tokens.map(\.text), [lower])
    expectEqual(tokens.first?.capitalized, capitalized)
    let old = StatementReader.wordTokens(word[...], range: word.startIndex..<word.endIndex)
    expectEqual(old.map(\.text), [lower])
    expectEqual(old.first?.capitalized, capitalized)
  }

  /// A capital word that ends in `nt` is left to `wordTokens`: "Dont" is `do` and `not`, as before.
  @Test func aCapitalContractionIsLeftToWordTokens() {
    expectEqual(
      StatementReaderTokenTests.words("Dont Cant Wont Point"),
      ["do", "not", "can", "not", "will", "not", "point"])
  }
}
