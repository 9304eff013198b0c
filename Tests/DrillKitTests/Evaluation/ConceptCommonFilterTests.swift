import DrillEvaluation
import DrillKitTesting
import Testing

@testable import DrillGrading

/// The `common` prefilter of session 27 (issue 29 (a), s27-checkfast11): `ConceptIDs` looks a
/// concept up in the lexicon's `common` only when the bit for its hash is set
/// (`GradingLexicon.mayBeCommon`), so the bit must be set for every common concept.
@Suite struct ConceptCommonFilterTests {
  @Test func everyCommonConceptPassesTheFilter() {
    let lexicon = GradingLexicon.bundled
    expectTrue(lexicon.common.count > 10, "\(lexicon.common.count) common concepts")
    for name in lexicon.common {
      expectTrue(lexicon.mayBeCommon(hash: StatementReader.nameHash(name)), "\(name)")
    }
    expectTrue(!GradingLexicon().mayBeCommon(hash: StatementReader.nameHash("use")))
  }

  /// `isCommon` answers as the lexicon's set for every common concept and other words, numbered
  /// by name and from a reading (a concept that carries its stem's hash).
  @Test func isCommonAnswersAsTheLexiconSet() {
    let lexicon = GradingLexicon.bundled
    let ids = ConceptIDs(lexicon: lexicon)
    let others = ["copy", "thread", "zebra", "résultat", "queue", "", "a b", "Straße", "naïve"]
    var common = 0
    for name in lexicon.common.sorted() + others {
      expectEqual(ids.isCommon(ids.id(name)), lexicon.common.contains(name), "\(name)")
      common += ids.isCommon(ids.id(name)) ? 1 : 0
    }
    expectEqual(common, lexicon.common.count)
    let reader = StatementReader(lexicon: lexicon, stemmer: SnowballStemmer())
    let sentence = "you use the value and then it works fine for every thread, même à la façade"
    let read = ConceptIDs(lexicon: lexicon)
    for concept in read.interned(reader.statement(sentence)) {
      expectEqual(read.isCommon(concept.id), lexicon.common.contains(concept.name), "\(concept.name)")
    }
  }
}
