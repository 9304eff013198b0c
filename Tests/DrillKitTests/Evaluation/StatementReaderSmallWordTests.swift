import DrillKitTesting
import Testing

@testable import DrillGrading

/// A word of a text made from its bytes (`StatementReader.string`): an ASCII one of up to 15
/// bytes written into a small string (session 31), others decoded; either way the `String` the
/// decoding made.
@Suite struct StatementReaderSmallWordTests {
  static let words = [
    "", "a", "weak", "résultat", "ответ", "ελληνικά", "漢字", "😀", "a😀b", "𝔘𝔫𝔦𝔠",
    "abcdefghijklmno", "abcdefghijklmnop", "abcdefghijklmn\u{E9}", "abcdefghijklm\u{E9}",
    "isKnownUniquelyReferenced", "\u{7FF}\u{800}\u{FFFF}\u{10000}", "Straße", "ǅemal", "n°0",
  ]

  @Test func everyWordIsTheDecodedString() {
    for word in Self.words {
      let bytes = Array(("x " + word + " y").utf8)
      let positions = 2..<(2 + word.utf8.count)
      let decoded = String(decoding: bytes[positions], as: UTF8.self)
      for ascii in [false, true] where !ascii || word.utf8.allSatisfy({ $0 < 0x80 }) {
        let made = StatementReader.string(bytes, positions, ascii: ascii)
        expectEqual(made, decoded, "\(word)")
        expectEqual(Array(made.utf8), Array(word.utf8), "\(word)")
        expectEqual(made.count, word.count, "\(word)")
      }
    }
  }
}
