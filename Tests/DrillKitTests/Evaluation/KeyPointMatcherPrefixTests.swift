import DrillKitTesting
import Testing

@testable import DrillGrading

/// `un` before a word the lexicon knows denies it (docs/evaluation.md, "Polarity").
@Suite struct KeyPointMatcherPrefixTests {
  static var reader: StatementReader { StatementReader(lexicon: .bundled, stemmer: SnowballStemmer()) }

  /// "Unawaited" is "not awaited": an answer that says "never awaited" states it.
  @Test func aPrefixedWordReadsAsTheLexiconWordNegated() {
    let concepts = Self.reader.statement("unawaited children")
    let denied = concepts.first { $0.name == "async" }
    expectTrue(denied?.negation != nil, "\(concepts)")
    let point = "Unawaited `async let` children are cancelled when the scope ends"
    let said = checkPoint(
      point, "If you never await an async let child, it is cancelled when the scope ends.")
    expectTrue(said.credited, "\(said)")
  }

  /// A word with an entry of its own, or a rival subject, keeps its meaning: `unowned` is
  /// not "not owned", `unsafe` is the opposite of `safe` as the lexicon says.
  @Test(arguments: ["unowned", "unsafe", "unstructured"])
  func aWordWithItsOwnEntryIsNotSplit(word: String) {
    let concepts = Self.reader.statement(word)
    expectEqual(concepts.count, 1, "\(concepts)")
    expectTrue(concepts.allSatisfy { $0.negation == nil }, "\(concepts)")
  }

  /// `un` before a word the lexicon does not know is just part of the word.
  @Test func anUnknownWordIsLeftAlone() {
    let concepts = Self.reader.statement("unremarkable")
    expectTrue(concepts.count == 1 && concepts[0].negation == nil, "\(concepts)")
  }
}
