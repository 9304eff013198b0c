import DrillKitTesting
import Testing

@testable import DrillGrading

/// A grading's numbers and its judges hold the reader's lexicon by its one reference (issue 29
/// (a), s31-checkfast22), not a copy each: they read the lexicon given, as numbers made from the
/// lexicon itself do.
@Suite struct ConceptIDsSharedLexiconTests {
  @Test func numbersOfASharedLexiconAnswerAsTheLexicon() {
    let lexicon = GradingLexicon.bundled
    let shared = SharedLexicon(lexicon)
    let (byReference, byValue) = (ConceptIDs(shared: shared), ConceptIDs(lexicon: lexicon))
    #expect(byReference.shared === shared)
    let withRivals = Set(lexicon.rivals.keys.map { $0.hasSuffix("¬") ? String($0.dropLast()) : $0 })
    let names =
      Array(withRivals.sorted().prefix(80)) + Array(lexicon.common.sorted().prefix(40))
      + ["zebra", "copy", "résultat", ""]
    var (common, rivals) = (0, 0)
    for name in names {
      let (one, other) = (byReference.id(name), byValue.id(name))
      #expect(one == other, "\(name)")
      #expect(byReference.isCommon(one) == byValue.isCommon(other), "\(name)")
      #expect(byReference.isCommon(one) == lexicon.common.contains(name), "\(name)")
      if byReference.isCommon(one) { common += 1 }
      for flipped in [false, true] {
        let found = byReference.rivals(ofKey: ConceptIDs.key(one, flipped: flipped)).map(Self.members)
        #expect(
          found == byValue.rivals(ofKey: ConceptIDs.key(other, flipped: flipped)).map(Self.members), "\(name)"
        )
        if found != nil { rivals += 1 }
      }
    }
    #expect(common > 10)
    #expect(rivals > 20)
    // Another lexicon's numbers answer otherwise.
    let empty = ConceptIDs(lexicon: GradingLexicon())
    #expect(names.contains { !empty.isCommon(empty.id($0)) && byReference.isCommon(byReference.id($0)) })
  }

  /// The judge of a grading and its judge of `wrong:` lines hold the reader's reference.
  @Test func judgesHoldTheReadersLexicon() {
    let reader = StatementReader(lexicon: .bundled, stemmer: SnowballStemmer())
    let answer = "People think the copy is made on assignment. A class instance is shared."
    let topic = reader.statement("What does assignment copy?")
    let judge = Judge(clauses: reader.clauses(answer), topic: topic, shared: reader.shared, text: answer)
    #expect(judge.ids.shared === reader.shared)
    #expect(judge.clauses.contains { $0.asserted != nil })
    let strict = Judge.wrongLines(judge, topic: topic)
    #expect(strict.ids.shared === reader.shared)
    #expect(strict.ids !== judge.ids)
    // A judge made from the lexicon itself numbers the answer alike.
    let byValue = Judge(clauses: reader.clauses(answer), topic: topic, lexicon: .bundled, text: answer)
    #expect(byValue.clauses.map { $0.concepts.map(\.id) } == judge.clauses.map { $0.concepts.map(\.id) })
    #expect(byValue.windows.count == judge.windows.count)
  }

  /// The rival keys of a set, as numbers.
  static func members(_ set: ConceptSet) -> Set<Int> { Set((0..<2048).filter(set.contains)) }
}
