import DrillKitTesting
import Testing

@testable import DrillGrading

/// A concept carries its name's number in the process (`ConceptNames`), and `ConceptIDs`
/// numbers it in a grading by that number (issue 29 (a), session 29): the numbers must be those
/// of the names alone.
@Suite struct ConceptIDsTests {
  static let texts = [
    "Les valeurs copiées restent indépendantes, une référence partagée non.",
    "Weak references become nil when the object is freed; unowned ones do not.",
    "Ελληνικά και кириллица: а Swift struct is copied",
  ]

  /// Each text's concepts, numbered by the numbers they carry and by their names, get the same
  /// numbers, and a concept made again of its name carries the same number.
  @Test func carriedNumbersNumberAsTheNamesDo() {
    let reader = StatementReader(lexicon: .bundled, stemmer: SnowballStemmer())
    for text in Self.texts {
      let concepts = reader.statement(text)
      expectTrue(!concepts.isEmpty, "\(text)")
      for concept in concepts {
        expectEqual(StatementReader.Concept(name: concept.name).number, concept.number, "\(concept.name)")
      }
      let kept = ConceptIDs(lexicon: .bundled).interned(concepts).map(\.id)
      let byName = ConceptIDs(lexicon: .bundled)
      expectEqual(concepts.map { byName.id($0.name) }, kept, "\(text)")
    }
  }

  /// Names equal as strings get one number whatever their bytes: a precomposed accent and the
  /// same letter with a combining accent.
  @Test func canonicallyEqualNamesShareANumber() {
    let ids = ConceptIDs(lexicon: .bundled)
    let precomposed = StatementReader.Concept(name: "copi\u{E9}")
    let combining = StatementReader.Concept(name: "copie\u{301}")
    expectEqual(precomposed.number, combining.number)
    expectEqual(precomposed, combining)
    let numbered = ids.interned([precomposed, combining, StatementReader.Concept(name: "copie")])
    expectEqual(numbered[0].id, numbered[1].id)
    expectTrue(numbered[2].id != numbered[0].id)
    expectEqual(ids.id("copie\u{301}"), numbered[0].id)
  }
}
