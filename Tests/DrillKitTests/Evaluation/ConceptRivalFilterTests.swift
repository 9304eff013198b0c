import DrillEvaluation
import DrillKitTesting
import Testing

@testable import DrillGrading

/// The rivals prefilter of session 27 (issue 29 (a), s27-checkfast11): `ConceptIDs` looks a
/// concept's rivals up by name only when the lexicon's bit for its hash is set
/// (`GradingLexicon.mayHaveRivals`), so the bit must be set for every concept with rivals.
@Suite struct ConceptRivalFilterTests {
  static func base(_ key: String) -> String { key.hasSuffix("¬") ? String(key.dropLast()) : key }

  /// Every concept the bundled lexicon's rivals name passes the filter.
  @Test func everyConceptWithRivalsPassesTheFilter() {
    let lexicon = GradingLexicon.bundled
    expectTrue(lexicon.rivals.count > 50, "\(lexicon.rivals.count) rival keys")
    for key in lexicon.rivals.keys {
      expectTrue(lexicon.mayHaveRivals(hash: StatementReader.nameHash(Self.base(key))), "\(key)")
    }
    // An empty lexicon has none.
    expectTrue(!GradingLexicon().mayHaveRivals(hash: StatementReader.nameHash("struct")))
  }

  /// `rivals(ofKey:)` answers as the lexicon's table, said either way: the concepts it names,
  /// the words of a sentence, and words it has no entry for.
  @Test func rivalsAnswerAsTheLexiconTable() {
    let lexicon = GradingLexicon.bundled
    let ids = ConceptIDs(lexicon: lexicon)
    var names = Set(lexicon.rivals.keys.map(Self.base))
    names.formUnion(["copy", "thread", "zebra", "résultat", "queue", "", "a b", "class¬x"])
    var withRivals = 0
    for name in names.sorted() {
      for flipped in [false, true] {
        let key = ConceptIDs.key(ids.id(name), flipped: flipped)
        let table = lexicon.rivals[GradingLexicon.rivalKey(name, flipped: flipped)]
        let found = ids.rivals(ofKey: key)
        expectEqual(found == nil, table == nil, "\(name) \(flipped)")
        guard let found, let table else { continue }
        withRivals += 1
        for rival in table {
          let rivalKey = ConceptIDs.key(ids.id(Self.base(rival)), flipped: rival.hasSuffix("¬"))
          expectTrue(found.contains(rivalKey), "\(name): \(rival)")
        }
      }
    }
    expectTrue(withRivals > 50, "\(withRivals) with rivals")
  }
}
