import DrillKitTesting
import Testing

@testable import DrillGrading

/// The byte tests of session 27 (issue 29 (a), s27-checkfast10) answer as what they replace: the
/// word search eight starts at a time, the slot prefilter's words by length in an array, the `re`
/// test on bytes first, the test for a word of several tokens by index, and the code-name rule's
/// backtick test on bytes.
@Suite struct KeyPointByteScanTests {
  /// `holdsASCIIWord(in:_:)` as it was: every start tried byte by byte.
  static func searched(_ text: [UInt8], _ word: [UInt8]) -> Bool {
    guard !word.isEmpty, text.count >= word.count else { return false }
    for start in 0...(text.count - word.count) where text[start] | 0x20 == word[0] {
      var index = 1
      while index < word.count, text[start + index] | 0x20 == word[index] { index += 1 }
      if index == word.count { return true }
    }
    return false
  }

  static func holds(_ text: [UInt8], _ word: [UInt8]) -> Bool {
    text.withUnsafeBufferPointer { bytes in
      word.withUnsafeBufferPointer { KeyPointMatcher.holdsASCIIWord(in: bytes, $0) }
    }
  }

  /// The search eight starts at a time answers as every start tried: each word at every place of
  /// texts of 0 to 40 bytes, in either case, cut short, at the ends of the blocks and across them,
  /// among bytes that are the first letter or mark a block falsely (a byte 1 above a match).
  @Test func wordSearchAnswersAsEveryStartTried() {
    let words = ["one", "o(", "o of", "constant time", "all", "x", "repeatedly"].map { Array($0.utf8) }
    let fillers: [[UInt8]] = [
      Array("zzzzzzzz".utf8), Array("é—Ω".utf8), [0x00, 0x20, 0x40, 0x60, 0x80, 0xFF, 0x4F, 0x6F],
      Array(" O F".utf8), [0x6F, 0x01, 0x4F, 0x21, 0x70, 0x6E], Array("oooooooo".utf8),
    ]
    var checked = 0
    for word in words {
      let upper = word.map { $0 >= 0x61 && $0 <= 0x7A ? $0 - 0x20 : $0 }
      for filler in fillers {
        for length in 0...40 {
          let text = (0..<length).map { filler[$0 % filler.count] }
          expectEqual(Self.holds(text, word), Self.searched(text, word), "\(text) \(word)")
          for place in 0...length {
            for written in [word, upper, Array(word.dropLast())] {
              let with = Array(text[..<place]) + written + Array(text[place...])
              expectEqual(Self.holds(with, word), Self.searched(with, word), "\(with) \(word)")
              checked += 1
            }
          }
        }
      }
    }
    expectTrue(checked > 10_000)
    expectTrue(Self.holds(Array("it runs in Constant Time".utf8), Array("constant time".utf8)))
    expectTrue(!Self.holds(Array("a single value".utf8), Array("one".utf8)))
  }

  /// The slot prefilter with its words by length in an array answers as with them in a dictionary
  /// by length: every slot and number word, in either case, alone and inside other letters.
  @Test func slotPrefilterByLengthAnswersAsTheDictionary() {
    let keys = (Array(KeyPointMatcher.slotTable.keys) + Array(KeyPointMatcher.slotNumbers.keys))
    let byLength = Dictionary(grouping: keys.map { Array($0.utf8) }, by: \.count)
    func held(_ text: String) -> Bool {
      text.utf8.contains { $0 >= 0x30 && $0 <= 0x39 } || text.unicodeScalars.contains("\u{212A}")
        || text.lowercased().split(whereSeparator: { !$0.isASCII || !$0.isLetter }).contains {
          byLength[$0.utf8.count]?.contains(Array($0.utf8)) ?? false
        }
    }
    var texts = ["", "a", "structs copy; classes share", "une classe", "x1", "\u{212A}elvin", "Ответ"]
    for key in keys {
      texts += ["the \(key) one", key.uppercased(), "x\(key)", "\(key)x", "é\(key)é"]
    }
    for text in texts {
      expectEqual(KeyPointMatcher.mayHoldSlots(text), held(text), "\(text)")
    }
    expectTrue(texts.contains(where: KeyPointMatcher.mayHoldSlots))
  }

  /// `startsWithRE` is `hasPrefix("re")`, whatever follows the two bytes.
  @Test func reTestAnswersAsHasPrefix() {
    let words = [
      "re", "reapplies", "re-applies", "r", "", "Re", "RE", "rè", "ré", "re\u{301}", "r\u{301}e",
      "rea\u{301}",
      "return", "\u{FEFF}re", "er", "réapplique",
    ]
    for word in words {
      expectEqual(StatementReader.startsWithRE(word), word.hasPrefix("re"), "\(word)")
    }
  }

  /// A word of several tokens is found as the pairs of adjacent tokens found it.
  @Test func wordOfSeveralTokensAsThePairsFoundIt() {
    let reader = StatementReader(lexicon: .bundled, stemmer: SnowballStemmer())
    let texts = [
      "LazyVStack is lazy", "call isHealthDataAvailable() first", "a b c", "", "x", "`VStack` and `HStack`",
      "the key is keyNotFound.", "Optional of T. An enum, some or none.", "objc_msgSend sends it",
    ]
    var found = 0
    for text in texts {
      for tokens in reader.sentences(of: text) {
        let paired = zip(tokens, tokens.dropFirst()).contains {
          $0.kind == .word && $1.kind == .word && $0.range == $1.range
        }
        expectEqual(StatementReader.holdsWordOfSeveralTokens(tokens), paired, "\(text)")
        if paired { found += 1 }
      }
    }
    expectTrue(found >= 2)
  }

  /// The code-name rule reads a point with a backtick: a backtick that carries a combining mark
  /// quotes no name, and another name in the quoted one's slot still misnames it.
  @Test func namesRuleOnBytes() {
    let stemmer = SnowballStemmer()
    let stop = GradingLexicon.bundled.stopWords
    let said: Substring = "new screens are shown with UIViewRepresentable"
    expectTrue(
      KeyPointMatcher.misnames(
        point: "new screens are shown with `UIHostingController`", said: said, stemmer: stemmer, stop: stop))
    expectTrue(
      !KeyPointMatcher.misnames(
        point: "new screens are shown with `\u{301}UIHostingController`\u{301}", said: said, stemmer: stemmer,
        stop: stop))
    expectTrue(
      !KeyPointMatcher.misnames(
        point: "new screens are shown with UIHostingController", said: said, stemmer: stemmer, stop: stop))
  }
}
