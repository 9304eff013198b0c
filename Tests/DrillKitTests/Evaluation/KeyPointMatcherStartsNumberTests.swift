import Testing

@testable import DrillGrading

/// `startsNumber` reads an ASCII first byte instead of the first character's `isNumber` (issue 29
/// (a), s31-checkfast23): for every word it answers as `word.first?.isNumber == true`.
@Suite struct KeyPointMatcherStartsNumberTests {
  static let tails = [
    "", "\u{301}", "\u{20E3}", "\u{FE0F}", "\u{200D}", "a", "1", ".5", "\u{0663}", "\u{1F44D}",
  ]

  @Test func asciiFirstBytesAnswerAsTheirCharacters() {
    for value in 0..<0x80 {
      let first = String(UnicodeScalar(UInt8(value)))
      for tail in Self.tails {
        let word = first + tail
        #expect(KeyPointMatcher.startsNumber(word) == (word.first?.isNumber == true), "\(value) \(tail)")
      }
    }
  }

  @Test func otherWordsAnswerAsTheirCharacters() {
    let words = [
      "", "\u{0663}", "½", "Ⅻ", "①", "é", "e\u{301}", "\u{FF11}", "\u{1D7D8}", "١٢", "²", "\u{212A}",
      "ß", "\u{301}1", "\u{1F44D}", "12", "9a", "a9", "x",
    ]
    for word in words {
      #expect(KeyPointMatcher.startsNumber(word) == (word.first?.isNumber == true), "\(word)")
    }
    #expect(KeyPointMatcher.startsNumber("64"))
    #expect(KeyPointMatcher.startsNumber("\u{0663}"))
    #expect(!KeyPointMatcher.startsNumber("kb"))
    #expect(!KeyPointMatcher.startsNumber(""))
  }
}
