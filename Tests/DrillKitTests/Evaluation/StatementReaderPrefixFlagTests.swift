import DrillKitTesting
import Testing

@testable import DrillGrading

/// Whether a word may be a `re-` or a `non-` word is kept on its `WordInfo` (`startsRE`,
/// `startsNon`) and read from there by `readingAgain` and `readingNonSpellings`: the flags answer
/// as the byte tests they replace, for a token with its `WordInfo` and for one without.
@Suite struct StatementReaderPrefixFlagTests {
  static let words = [
    "re", "refetch", "return", "r", "", "ré", "reé", "non", "nonmutating", "none", "no", "nonsense", "n",
    "nön", "ré-fetch", "Refetch", "NON", "noncopyable",
  ]

  @Test(arguments: words)
  func theFlagsAnswerAsTheByteTests(word: String) {
    let reader = StatementReader(lexicon: .bundled, stemmer: SnowballStemmer())
    let info = reader.info(word, isWord: true)
    #expect(info.startsRE == StatementReader.startsWithRE(word))
    #expect(info.startsNon == StatementReader.startsWithNon(word))
    var token = StatementReader.Token(kind: .word, text: word, range: word.startIndex..<word.endIndex)
    #expect(token.startsRE == StatementReader.startsWithRE(word))
    #expect(token.startsNon == StatementReader.startsWithNon(word))
    token.info = info
    #expect(token.startsRE == StatementReader.startsWithRE(word))
    #expect(token.startsNon == StatementReader.startsWithNon(word))
  }

  /// The readings the flags guard still happen: a `re-` verb is read as the verb again and a
  /// closed `non-` word as the point spells it.
  @Test func theReadingsStillHappen() {
    expectTrue(checkPoint("The app refetches the data", "the app fetches the data again").credited)
    expectTrue(checkPoint("A `nonmutating` setter", "a non-mutating setter").credited)
  }
}
