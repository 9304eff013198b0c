import DrillKitTesting
import Testing

@testable import DrillGrading

/// A reader holds its lexicon by one reference (issue 29 (a), s30-checkfast19): its copies share
/// it, and it reads the lexicon it was given.
@Suite struct SharedLexiconTests {
  @Test func copiesShareTheLexicon() {
    var reader = StatementReader(lexicon: .bundled, stemmer: SnowballStemmer())
    reader.useCodeNames(of: ["`isKnownUniquelyReferenced` checks the reference"])
    let copy = reader
    #expect(copy.shared === reader.shared)
    #expect(reader.lexicon.stopWords == GradingLexicon.bundled.stopWords)
    #expect(reader.lexicon.meanings == GradingLexicon.bundled.meanings)
    // Two readers of one lexicon read a text alike, and as a reader of another lexicon does not.
    let other = StatementReader(lexicon: reader.shared, stemmer: SnowballStemmer())
    let text = "A struct is copied on assignment; a class instance is shared, not copied."
    #expect(
      other.statement(text).map(\.name)
        == StatementReader(lexicon: .bundled, stemmer: SnowballStemmer()).statement(text).map(\.name))
    #expect(
      other.statement(text).map(\.name)
        != StatementReader(lexicon: GradingLexicon(), stemmer: SnowballStemmer()).statement(text).map(\.name))
  }
}
