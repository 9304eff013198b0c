import DrillKitTesting
import Testing

@testable import DrillGrading

/// The table of texts hashed on their bytes before `WordTable`'s `Dictionary` (issue 29 (a),
/// s30-checkfast19): `WordTable` answers as the `Dictionary` keyed by `String` answers, which keys
/// texts by canonical equivalence, while the table hashes their bytes.
@Suite struct StatementReaderWordTableTests {
  typealias Table = TextBytesTable<Int>

  /// The bytes decide the hash, under the seed.
  @Test func hashReadsTheBytes() {
    for text in [
      "", "a", "copy", "isKnownUniquelyReferenced", "O(n)", "café", "\u{212A}",
      String(repeating: "é", count: 20),
    ] {
      #expect(Table.hash(text, seed: 7) != nil, "\(text)")
      #expect(Table.hash(text, seed: 7) == Table.hash(String(("x" + text).dropFirst()), seed: 7), "\(text)")
    }
    #expect(Table.hash("copy", seed: 1) != Table.hash("copy", seed: 2))
    #expect(Table.hash("ab", seed: 1) != Table.hash("ba", seed: 1))
    #expect(Table.hash("a", seed: 1) != Table.hash("a\0", seed: 1))
    #expect(Table.hash("abcdefgh", seed: 1) != Table.hash("abcdefgh\0", seed: 1))
    // Canonically equivalent, other bytes: other hashes (`String`'s would be equal).
    #expect(Table.hash("\u{E9}", seed: 1) != Table.hash("e\u{301}", seed: 1))
  }

  /// Every text added is found with its value, through many growths; a text never added is not,
  /// not even one equal to it as `String`s compare; a value set again replaces the first.
  @Test func tableKeepsEveryText() {
    var table = Table()
    let texts =
      (0..<5_000).map { "w\($0)" } + ["", "a", "abcdefgh", "abcdefghi", "\u{E9}", "na\u{EF}ve", "K"]
    for (value, text) in texts.enumerated() {
      table.set(value, for: text, hash: Table.hash(text, seed: 3)!)
    }
    #expect(table.count == texts.count)
    for (value, text) in texts.enumerated() {
      #expect(table.value(text, hash: Table.hash(text, seed: 3)!) == value)
    }
    for text in ["w5000", "b", "abcdefg", "W1", "e\u{301}", "nai\u{308}ve", "\u{212A}"] {
      #expect(table.value(text, hash: Table.hash(text, seed: 3)!) == nil, "\(text)")
    }
    table.set(-1, for: "w17", hash: Table.hash("w17", seed: 3)!)
    #expect(table.value("w17", hash: Table.hash("w17", seed: 3)!) == -1)
    #expect(table.count == texts.count)
  }

  /// Texts of one hash are told apart as `String`s: texts equal as `String`s are one key there (the
  /// `WordInfo` of one is the other's too), others are not.
  @Test func collidingHashesKeepTheirTexts() {
    var table = Table()
    for value in 0..<200 { table.set(value, for: "t\(value)", hash: 42) }
    table.set(-1, for: "\u{E9}", hash: 42)
    #expect(table.value("e\u{301}", hash: 42) == -1)
    table.set(-2, for: "e\u{301}", hash: 42)
    for value in 0..<200 { #expect(table.value("t\(value)", hash: 42) == value) }
    #expect(table.value("t200", hash: 42) == nil)
    #expect(table.value("\u{E9}", hash: 42) == -2 && table.count == 201)
  }

  /// `WordTable` answers a text with the `WordInfo` first made for it or for a text equal to it
  /// as `String`s compare, whichever is asked first: the Kelvin sign is `K`, `e` with a combining
  /// acute is `é`.
  @Test func wordTableAnswersEqualTextsAlike() {
    let reader = StatementReader(lexicon: GradingLexicon(), stemmer: SnowballStemmer())
    let pairs = [
      ("\u{212A}", "K"), ("K", "\u{212A}"), ("copy", "copy"), ("e\u{301}", "\u{E9}"), ("\u{E9}", "e\u{301}"),
    ]
    for (first, second) in pairs {
      let table = WordTable()
      var made = 0
      func make() -> WordInfo {
        made += 1
        return WordInfo("w\(made)", isWord: false, reader: reader)
      }
      let one = table.info(first, make: make)
      #expect(table.info(second, make: make) === one, "\(first) \(second)")
      #expect(table.info(second, make: make) === one)
      #expect(table.info(first, make: make) === one)
      #expect(made == 1)
      // A text not equal to either is another word.
      #expect(table.info("k", make: make) !== one)
      #expect(made == 2)
    }
  }

  /// Past `WordTable.limit` texts, a new text is made each time it is asked; those kept stay.
  @Test func wordTableIsBounded() {
    let table = WordTable()
    let reader = StatementReader(lexicon: GradingLexicon(), stemmer: SnowballStemmer())
    var made = 0
    func make() -> WordInfo {
      made += 1
      return WordInfo("w", isWord: false, reader: reader)
    }
    for index in 0..<WordTable.limit { _ = table.info("w\(index)", make: make) }
    #expect(made == WordTable.limit)
    let kept = table.info("w0", make: make)
    #expect(table.info("w0", make: make) === kept)
    #expect(made == WordTable.limit)
    _ = table.info("past", make: make)
    _ = table.info("past", make: make)
    _ = table.info("p\u{E1}st", make: make)
    #expect(made == WordTable.limit + 3)
  }
}
