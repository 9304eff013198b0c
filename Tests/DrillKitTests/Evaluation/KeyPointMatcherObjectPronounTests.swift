import DrillKitTesting
import Testing

@testable import DrillGrading

/// A negative pronoun after a preposition is a noun, not a negation of what follows
/// (docs/evaluation.md, "Polarity"; session 16).
@Suite struct KeyPointMatcherObjectPronounTests {
  static var reader: StatementReader { StatementReader(lexicon: .bundled, stemmer: SnowballStemmer()) }

  /// "The possibility of nothing is written into the type" says the type shows absence: it
  /// does not deny the type, and it does not contradict the point.
  @Test func aPronounAfterAPrepositionDeniesNothingAfterIt() {
    let concepts = Self.reader.statement("the possibility of nothing is written into the type")
    #expect(concepts.allSatisfy { $0.negation == nil }, "\(concepts)")
    let said = checkPoint(
      "Absence is visible in the type, so the compiler forces you to handle it",
      "Because the possibility of nothing is written into the type, the compiler won't let you use"
        + " the value until you've handled the missing case.")
    #expect(!said.contradicted, "\(said)")
  }

  /// As a subject ("nothing is copied") or an object that ends its clause ("it points to
  /// nothing") the pronoun still denies.
  @Test func aPronounElsewhereStillDenies() {
    let subject = Self.reader.statement("nothing is copied")
    #expect(subject.first { $0.name == "copi" }?.negation != nil, "\(subject)")
    let object = Self.reader.statement("a weak reference points to nothing")
    #expect(object.contains { $0.negation != nil }, "\(object)")
  }
}
