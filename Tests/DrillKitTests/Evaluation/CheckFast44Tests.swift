import DrillKitTesting
import Testing

@testable import DrillGrading

/// Session 44's cuts to `check` (issue 29 (a), s44-checkfast44), each read against what it
/// replaces: the word stretches of a text of scalars that stand alone read scalar by scalar, the
/// word table's hash loaded a word at a time, and the slot words' tables asked only of a word
/// whose first byte and length a key has.
@Suite struct CheckFast44Tests {
  /// Every scalar that stands alone, in a few places of a word, a number and a compound, upper and
  /// lower case, with every option: the scalar reading is the character reading.
  @Test func theScalarReadingIsTheCharacterReading() {
    var scalars: [Unicode.Scalar] = []
    for value in UInt32(0)..<0x2100 {
      if let scalar = Unicode.Scalar(value), StatementReader.standsAlone(scalar) { scalars.append(scalar) }
    }
    var texts =
      WordStretchesTests.texts + [
        "Ελληνικά: ΣΟΦΊΑ Ответ — «Straße» naïve Œuvre n°0, déjà-vu à la façade", "1,234 5.6 ½ ² x³-y",
        "Qu’affiche ce programme ? l’ordre, c'est 4,096.", "ΑΒΓ-δεζ 3-β", "İstanbul", "e\u{301}t\u{E9}",
        "emoji 🙂 here", "a\r\nb",
      ]
    for scalar in scalars {
      let unit = String(Character(scalar))
      texts += [
        "a\(unit)b c", "\(unit)x 1\(unit)2 \(unit)", "x-\(unit)-y \(unit)-z", "5\(unit)7",
        "4\(unit)096 1,\(unit)23",
        "É\(unit)É \(unit)\(unit) Ж\(unit)",
      ]
    }
    var read = 0
    for text in texts {
      for joiners: Set<Character> in [[], ["'", "’"]] {
        for decimals in [false, true] {
          for compounds in [false, true] {
            let characters = KeyPointMatcher.characterWordStretches(
              text[...], joiners: joiners, decimals: decimals, compounds: compounds)
            if let scalarRead = KeyPointMatcher.scalarWordStretches(
              text[...], joiners: joiners, decimals: decimals, compounds: compounds)
            {
              read += 1
              expectEqual(
                scalarRead, characters, Comment(rawValue: "\(text) \(joiners) \(decimals) \(compounds)"))
            }
            expectEqual(
              KeyPointMatcher.wordStretches(
                text[...], joiners: joiners, decimals: decimals, compounds: compounds),
              characters)
          }
        }
      }
    }
    expectTrue(read >= scalars.count * 6 * 8)
    func scalarRead(_ text: String) -> [[String]]? {
      KeyPointMatcher.scalarWordStretches(text[...], joiners: [], decimals: false, compounds: false)
    }
    expectEqual(scalarRead("Été, Ответ"), [["été"], ["ответ"]])
    // Not read so: a carriage return, a combining mark, a scalar lowered to a combining mark, an emoji.
    for text in ["a\r\nb", "e\u{301}", "İ", "🙂"] {
      expectTrue(scalarRead(text) == nil, Comment(rawValue: text))
    }
    // A substring in the middle of its text.
    let text = "Avant : Trois-voies 4,5 découpes. Après"
    let middle = text[text.index(text.startIndex, offsetBy: 8)..<text.index(text.endIndex, offsetBy: -6)]
    expectEqual(
      KeyPointMatcher.scalarWordStretches(middle, joiners: [], decimals: true, compounds: true),
      KeyPointMatcher.characterWordStretches(middle, joiners: [], decimals: true, compounds: true))
  }

  /// The hash as it was first written, a byte at a time.
  static func hashByBytes(_ text: String, seed: UInt64) -> UInt64? {
    func fold(_ a: UInt64, _ b: UInt64) -> UInt64 {
      let product = a.multipliedFullWidth(by: b)
      return product.high ^ product.low
    }
    return text.utf8.withContiguousStorageIfAvailable { bytes -> UInt64 in
      var hash = seed ^ UInt64(bytes.count)
      var index = 0
      while index < bytes.count {
        var chunk: UInt64 = 0
        let end = min(index + 8, bytes.count)
        var shift: UInt64 = 0
        while index < end {
          chunk |= UInt64(bytes[index]) << shift
          (index, shift) = (index + 1, shift + 8)
        }
        hash = fold(hash ^ chunk, 0x9E37_79B9_7F4A_7C15)
      }
      return fold(hash, 0xBF58_476D_1CE4_E5B9)
    }
  }

  /// Texts of every length to 40 bytes, ASCII and not, small and stored apart, under a few seeds:
  /// the hash loaded by words is the hash put together byte by byte.
  @Test func theHashByWordsIsTheHashByBytes() {
    var texts: [String] = []
    let alphabet = Array("abcXYZ09_-é€Ж🙂\0\u{7F}")
    for length in 0...40 {
      var text = ""
      for index in 0..<length { text.append(alphabet[(index * 7 + length) % alphabet.count]) }
      texts.append(text)
      // The same text stored apart from its literal (a native string, not a small one).
      texts.append(String(("x" + text + String(repeating: "y", count: 20)).dropFirst().dropLast(20)))
    }
    for length in 0...24 { texts.append(String(repeating: "q", count: length)) }
    for seed: UInt64 in [0, 3, 0x9E37_79B9_7F4A_7C15, .max] {
      for text in texts {
        let hash = TextBytesTable<Int>.hash(text, seed: seed)
        expectTrue(hash != nil)
        expectEqual(hash, Self.hashByBytes(text, seed: seed), Comment(rawValue: "\(text.utf8.count) \(text)"))
      }
    }
  }

  /// Every key of the slot tables is lowercase ASCII and passes the shape test; a word no key
  /// shares a first byte and a length with does not, and its slot words are what the tables say.
  @Test func slotKeyShapesPassEveryKey() {
    let keys = Array(KeyPointMatcher.slotTable.keys) + Array(KeyPointMatcher.slotNumbers.keys)
    expectTrue(!keys.isEmpty)
    for key in keys {
      expectTrue(key.utf8.allSatisfy { $0 >= 0x61 && $0 <= 0x7A }, Comment(rawValue: key))
      expectTrue(KeyPointMatcher.mayBeSlotKey(key), Comment(rawValue: key))
      expectTrue(KeyPointMatcher.slotWords(key) != nil, Comment(rawValue: key))
    }
    for word in ["", "x", "zebra", "é", "Ответ", "a", "qq"] {
      expectTrue(!KeyPointMatcher.mayBeSlotKey(word), Comment(rawValue: word))
    }
    for word in keys + [
      "", "x", "mainly", "ma", "main", "17", "4,096", "5.7", "٣", "²", "é", "sevens", "twenty",
    ] {
      let expected =
        KeyPointMatcher.slotTable[word]
        ?? (KeyPointMatcher.slotNumbers[word]
        ?? (KeyPointMatcher.startsNumber(word)
          && word.allSatisfy { $0.isNumber || $0 == "." || $0 == "," }
          ? Double(word.filter { $0 != "," }) : nil))
        .map {
          [KeyPointMatcher.SlotWord(pair: KeyPointMatcher.slotNumberPair, side: 0, reaches: true, value: $0)]
        }
      expectEqual(KeyPointMatcher.slotWords(word), expected, Comment(rawValue: word))
    }
  }
}
