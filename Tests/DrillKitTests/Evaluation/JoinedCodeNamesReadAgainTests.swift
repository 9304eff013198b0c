import DrillKitTesting
import Testing

@testable import DrillGrading

/// `joinedCodeNames` without code names reads a sentence again for `re-` and `non-` words only where
/// it holds a word of several tokens (docs/performance.md, s43-checkfast43): the names are those
/// of every sentence read again, as `sentences(of:)` reads them.
@Suite struct JoinedCodeNamesReadAgainTests {
  /// Texts with `re-` and `non-` words beside camelCase names and code spans, and a `re` or `non`
  /// written apart before a name, read by a reader with the question's `re-` stems and without
  /// code names (the maker's reading): the same names as from `sentences(of:)`.
  @Test func theNamesAreThoseOfEverySentenceReadAgain() {
    let points = [
      "The view fetches its data in `fetchData()` and the nonmutating setter stays", "It blocks the caller",
    ]
    var reader = StatementReader(lexicon: .bundled, stemmer: SnowballStemmer())
    reader.useQuestion(prompt: "When does `isHealthDataAvailable()` refetch?", keyPoints: points)
    reader.codeNames = [:]
    #expect(!reader.readsCodeNames && reader.questionAgainStems != nil)
    let texts =
      points + [
        "It refetches with re fetchData, then re fetches; non blockingCall is nonblocking.",
        "A LazyVStack refetches nothing. The nonmutating getter of reloadData() re-reads it",
        "plain words only, refetched again", "`VStack` then vStack; non VStack and re VStack",
      ]
    for count in 1...texts.count {
      let expected = reader.codeNamesOfSeveralTokens(in: texts.prefix(count))
      #expect(reader.joinedCodeNames(Array(texts.prefix(count))) == expected)
    }
    #expect(reader.joinedCodeNames(texts)["lazyvstack"] != nil)
  }
}
