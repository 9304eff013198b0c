import DrillKitTesting
import Testing

@testable import DrillGrading

/// A contraction typed without its apostrophe ("doesnt", "cant") is read as `n't` is: a learner
/// typing fast who denies a claim is not told "you said the opposite" of a point that denies it
/// too (`StatementReader.unapostrophed`).
@Suite struct KeyPointMatcherUnapostrophedTests {
  static let point = "weak does not keep the object alive"

  @Test(arguments: [
    "weak doesnt keep the object alive",
    "Weak doesnt keep the object alive.",
    "so weak dont keep the object alive",
    "a weak reference cant keep the object alive",
    "a weak reference wont keep the object alive",
  ])
  func aDenialWithoutItsApostropheDenies(answer: String) {
    let result = checkPoint(Self.point, answer)
    expectTrue(result.credited && !result.contradicted, "\(answer): \(result)")
  }

  /// Said without a denial, the claim is still the opposite; and a word that only ends in `nt`
  /// ("event", "client") is no contraction.
  @Test func otherWordsAreReadAsBefore() {
    expectTrue(checkPoint(Self.point, "weak keeps the object alive").contradicted)
    let reader = StatementReader(lexicon: .bundled, stemmer: SnowballStemmer())
    let text = "the client sent an event"
    expectTrue(!reader.clauses(text).contains { $0.concepts.contains(where: \.negated) }, "\(text)")
  }
}
