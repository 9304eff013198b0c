import DrillKitTesting
import Testing

@testable import DrillGrading

/// A concept named by a word's stem carries the stem's hash from its `WordInfo`, and
/// `ConceptIDs` numbers it by name and hash (issue 29 (a), session 25): the numbers must be
/// those of the names alone.
@Suite struct ConceptIDsTests {
  static let texts = [
    "Les valeurs copiées restent indépendantes, une référence partagée non.",
    "Weak references become nil when the object is freed; unowned ones do not.",
    "Ελληνικά και кириллица: а Swift struct is copied",
  ]

  /// Each text's concepts, numbered with the hashes they carry and with none (each worked
  /// out from the name), get the same numbers; a stem carries its hash.
  @Test func keptHashesNumberAsTheNamesDo() {
    let reader = StatementReader(lexicon: .bundled, stemmer: SnowballStemmer())
    for text in Self.texts {
      let concepts = reader.statement(text)
      expectTrue(concepts.contains { $0.nameHash.value != 0 }, "\(text)")
      for concept in concepts where concept.nameHash.value != 0 {
        expectEqual(concept.nameHash.value, StatementReader.nameHash(concept.name), "\(concept.name)")
      }
      var bare = concepts
      for index in bare.indices { bare[index].nameHash = StatementReader.NameHash() }
      let kept = ConceptIDs(lexicon: .bundled).interned(concepts).map(\.id)
      let worked = ConceptIDs(lexicon: .bundled).interned(bare).map(\.id)
      expectEqual(kept, worked, "\(text)")
      let byName = ConceptIDs(lexicon: .bundled)
      expectEqual(concepts.map { byName.id($0.name) }, kept, "\(text)")
    }
  }

  /// Names equal as strings get one number whatever their bytes: a precomposed accent and the
  /// same letter with a combining accent, one hash kept and the other worked out.
  @Test func canonicallyEqualNamesShareANumber() {
    let ids = ConceptIDs(lexicon: .bundled)
    var precomposed = StatementReader.Concept(name: "copi\u{E9}")
    precomposed.nameHash = StatementReader.NameHash(value: StatementReader.nameHash(precomposed.name))
    let combining = StatementReader.Concept(name: "copie\u{301}")
    let numbered = ids.interned([precomposed, combining, StatementReader.Concept(name: "copie")])
    expectEqual(numbered[0].id, numbered[1].id)
    expectTrue(numbered[2].id != numbered[0].id)
    expectEqual(ids.id("copie\u{301}"), numbered[0].id)
  }
}
