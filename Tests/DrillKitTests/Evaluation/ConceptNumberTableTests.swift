import DrillEvaluation
import DrillKitTesting
import Testing

@testable import DrillGrading

/// The table of concept numbers of session 27 (issue 29 (a), s27-checkfast11): open addressing on
/// each name's hash instead of a `Dictionary`. Numbers are given in order of first meeting, the
/// same for the same name (canonically, as `String` compares), through every growth of the table.
@Suite struct ConceptNumberTableTests {
  @Test func numbersAreGivenAsADictionaryGivesThem() {
    let ids = ConceptIDs(lexicon: GradingLexicon())
    var reference: [String: Int] = [:]
    // Three thousand names, each met three times in turns: the table grows from 512 slots to 8,192.
    let names = (0..<3000).map { "concept\($0 * 7919 % 3001)" } + ["", "é", "ß", "résultat", "a b", "x¬"]
    for round in 0..<3 {
      for name in round == 1 ? names.reversed() : names {
        let expected = reference[name] ?? reference.count
        reference[name] = expected
        expectEqual(ids.id(name), expected, "\(name)")
      }
    }
    expectEqual(reference.count, names.count)
    // A name spelt with a combining accent is the same name, as `String` compares.
    expectEqual(ids.id("re\u{301}sultat"), reference["résultat"])
    expectEqual(ids.id("e\u{301}"), reference["é"])
  }

  /// Concepts numbered from a reading (each carrying its stem's hash) get the numbers their names
  /// get, and a new table numbers them from zero in order of first meeting.
  @Test func internedConceptsAreNumberedByName() {
    let lexicon = GradingLexicon.bundled
    let reader = StatementReader(lexicon: lexicon, stemmer: SnowballStemmer())
    let text =
      "A struct is copied on assignment, a class is shared; la valeur est copiée, déjà-vu à la façade."
    let read = ConceptIDs(lexicon: lexicon)
    let concepts = read.interned(reader.statement(text))
    expectTrue(concepts.count > 5, "\(concepts.count) concepts")
    var order: [String] = []
    for concept in concepts where !order.contains(concept.name) { order.append(concept.name) }
    let byName = ConceptIDs(lexicon: lexicon)
    for concept in concepts {
      expectEqual(concept.id, order.firstIndex(of: concept.name), "\(concept.name)")
      expectEqual(byName.id(concept.name), order.firstIndex(of: concept.name), "\(concept.name)")
    }
  }
}
