import DrillKitTesting
import Testing

@testable import DrillGrading

/// Right answers the reader read differently from their key points (session 23, s23-grading45;
/// docs/evaluation.md): Big-O notation read as an aside, `non` denying three words instead of
/// the one it is joined to, and `only` after a comma dropped with the clause joint.
@Suite struct KeyPointMatcherReadingTests {
  static var reader: StatementReader { StatementReader(lexicon: .bundled, stemmer: SnowballStemmer()) }

  static func sentences(_ text: String) -> [[String]] {
    StatementReader.pieces(of: text, asides: true).map { piece -> [String] in
      switch piece {
      case .sentence(let tokens): tokens.filter { $0.kind != .comma }.map(\.text)
      }
    }
  }

  static func clauses(_ text: String) -> [[String]] {
    reader.clauses(text).map { $0.concepts.map(\.name) }
  }

  // MARK: Big-O notation

  /// `O(n²)` in an answer stays in its sentence, as a key point reads it (the point's
  /// parentheses are never asides): "O(n²)" was "O" in the sentence and "n²" a statement of its own.
  @Test func bigONotationIsNoAside() {
    expectEqual(
      Self.sentences("Both turn an O(n²) check into one O(n) pass"),
      [["both", "turn", "an", "o", "n²", "check", "into", "one", "o", "n", "pass"]])
    let check = checkPoint(
      "Two pointers turn an O(n²) search into a single O(n) pass.",
      "Both turn an O(n²) check of all pairs into one O(n) pass.")
    expectTrue(check.credited, "\(check)")
    expectEqual(check.evidence, "Both turn an O(n²) check of all pairs into one O(n) pass")
  }

  /// Any other parenthesis is still an aside, a call's included: "didMove(toParent:)" names no
  /// parent in its sentence, and "(Never if it cannot fail)" denies nothing of the failure type.
  @Test func otherParenthesesAreStillAsides() {
    expectEqual(
      Self.sentences("a failure type (Never if it cannot fail) and O(1) lookups"),
      [["a", "failure", "type", "and", "o", "1", "lookups"], ["never", "if", "it", "cannot", "fail"]])
    expectEqual(
      Self.sentences("call didMove(toParent:) on the child"),
      [["call", "did", "move", "on", "the", "child"], ["to", "parent"]])
  }

  /// A quote that would end inside the parenthesis ends after it.
  @Test func aQuoteClosesItsComplexity() {
    let text = "Two passes are still O(n)"
    let clause = Self.reader.clauses(text)[0]
    expectEqual(KeyPointMatcher.quote(text, clause.range), "Two passes are still O(n)")
  }

  // MARK: `non`

  /// `non` joined to a word denies that word only: "a non-frozen enum" is an enum, not frozen.
  @Test func nonDeniesTheWordItIsJoinedTo() {
    let concepts = Self.reader.statement("a non-final class dispatches dynamically")
    expectTrue(concepts.first { $0.name == "final" }?.negation != nil, "\(concepts)")
    expectTrue(concepts.filter { $0.name != "final" }.allSatisfy { $0.negation == nil }, "\(concepts)")
    let check = checkPoint(
      "A switch over a non-frozen enum from another module needs an unknown default case.",
      "Switches over that enum from another module need an unknown default.")
    expectTrue(check.credited, "\(check)")
  }

  /// The other negations keep their reach, and the lexicon's `non-` opposites their meaning.
  @Test func otherNegationsKeepTheirReach() {
    let denied = Self.reader.statement("never frozen enum cases").filter { $0.negation != nil }
    expectEqual(denied.count, 3, "\(denied)")
    let opposite = Self.reader.statement("non-optional values")
    expectTrue(opposite.first?.flipped == true && opposite.first?.negation == nil, "\(opposite)")
  }

  /// Compatibility broken is the opposite of compatible, so the point read right is not credited
  /// to an answer that breaks it (the old reading, `non` holding "enum" and "binary", credited it).
  @Test func breakingBinaryCompatibilityIsNotBinaryCompatible() {
    let point = "Adding a case to a non-frozen enum is binary compatible."
    expectTrue(!checkPoint(point, "Adding a case breaks binary compatibility.").credited)
    expectTrue(
      checkPoint(point, "With a non-frozen enum, adding a case keeps binary compatibility.").credited)
  }

  // MARK: `only` after a comma

  /// `only` after a comma still opens a clause, and is that clause's word.
  @Test func onlyAfterACommaStaysInItsClause() {
    expectEqual(
      Self.clauses("Other modules can call it, only subclasses can override it"),
      [["modul", "call"], ["onli", "subclass", "subclass"]])
    let check = checkPoint(
      "Only subclasses can override it.", "Other modules can call it, only subclasses can override it.")
    expectTrue(check.credited, "\(check)")
    expectTrue(
      checkPoint(
        "A complete-protection file can be used only while the device is unlocked.",
        "Complete: only usable while unlocked."
      ).credited)
  }

  /// The clause before keeps its own words: the restriction is not said of its subject.
  @Test func theClauseBeforeTakesNoOnly() {
    let check = checkPoint("Only structs are copied.", "Structs are shared, only classes are copied.")
    expectTrue(!check.credited, "\(check)")
  }
}
