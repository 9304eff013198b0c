import DrillKitTesting
import Testing

@testable import DrillGrading

/// The byte tests of session 27 (issue 29 (a), s27-checkfast10) answer as what they replace: the
/// `re` test on bytes first, the test for a word of several tokens by index, and the code-name
/// rule's backtick test on bytes.
@Suite struct KeyPointByteScanTests {
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
