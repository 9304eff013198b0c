import DrillKitTesting
import Testing

@testable import DrillGrading

/// Session 9's reading rules (docs/evaluation.md): fragments read in pairs, and what
/// it takes for a `wrong:` line to cost its point.
@Suite struct KeyPointMatcherFragmentTests {
  static let lexicon = GradingLexicon.bundled

  static func check(_ point: String, _ answer: String, wrong: [String] = []) -> KeyPointCheck {
    KeyPointMatcher.check([point], notes: [KeyPointNotes(wrong: wrong)], against: answer, lexicon: lexicon)[0]
  }

  static let weakPoint = "weak references become nil when the object is freed"

  /// A terse answer speaks a point in pieces: two adjacent fragments state it together,
  /// though neither does alone.
  @Test func twoAdjacentFragmentsStateAPointTogether() {
    expectTrue(Self.check(Self.weakPoint, "Weak. Becomes nil.").credited)
    expectTrue(!Self.check(Self.weakPoint, "Weak.").touched)
    expectTrue(!Self.check(Self.weakPoint, "Becomes nil.").touched)
  }

  /// Only fragments: a full sentence before a fragment lends it nothing, and a fragment that
  /// says the point the other way is not read into it.
  @Test func aLongSentenceOrADenialIsNotReadWithTheNextFragment() {
    let long = "Weak is what I reach for with delegates in every project I write. Becomes nil."
    expectTrue(!Self.check(Self.weakPoint, long).touched)
    expectTrue(!Self.check(Self.weakPoint, "Weak. Never becomes nil.").credited)
  }

  /// A `wrong:` line's words in a sentence that states the point itself are that
  /// statement's context; said alone, the wrong claim costs the point.
  @Test func aWrongLineInsideTheStatementOfThePointIsItsContext() {
    let point = "`package` declarations are not visible to modules outside the package"
    let wrong = ["`package` declarations are visible to every importing module"]
    let right = Self.check(
      point,
      "`package` makes a declaration visible to every module in the same Swift package, "
        + "but not to modules outside it.", wrong: wrong)
    expectTrue(right.credited, "\(right)")
    expectTrue(right.contradiction == nil)
    let said = Self.check(
      point, "`package` declarations are visible to every importing module.", wrong: wrong)
    expectTrue(said.contradicted)
  }

  /// A negated empty predicate at the end of a clause ("doesn't matter", "don't exist")
  /// denies its subject: "the reason doesn't matter" says the failure comes without one.
  @Test func aNegatedEmptyPredicateDeniesItsSubject() {
    let point = "Optional: failure without a reason."
    let without = Self.check(point, "Optional when it can fail but the reason doesn't matter.")
    expectTrue(without.credited, "\(without)")
    expectTrue(Self.check(point, "Optional when it can fail and the reason matters.").contradicted)
  }

  /// So does one that ends a stretch of its clause, before a comma or a colon (session 10).
  @Test func aNegatedEmptyPredicateBeforeAColonDeniesItsSubject() {
    let point = "Optional: failure without a reason."
    let without = Self.check(point, "Optional when it can fail and the reason doesn't matter: nil is enough.")
    expectTrue(without.credited, "\(without)")
    let reader = StatementReader(lexicon: .bundled, stemmer: SnowballStemmer())
    let clause = reader.clauses("the reason doesn't matter, the caller just retries").first
    expectTrue(
      clause?.concepts.first { $0.name == "inform" }?.negation != nil, "\(String(describing: clause))")
  }

  /// Need and presence are empty predicates too (session 20): "a benchmark isn't needed" says
  /// there is no benchmark, so "a span isn't available" denies a point that uses a span; the
  /// same words about another thing ("a for-in loop isn't available") leave it stated.
  @Test func aDeniedNeedOrPresenceDeniesItsSubject() {
    let reader = StatementReader(lexicon: .bundled, stemmer: SnowballStemmer())
    for sentence in [
      "a benchmark isn't needed", "a benchmark isn't necessary", "a benchmark isn't available",
    ] {
      let clause = reader.clauses(sentence).first
      expectTrue(clause?.concepts.first?.negation != nil, "\(sentence): \(String(describing: clause))")
    }
    let point = "Use a span to walk the elements of an inline array"
    let denied = Self.check(point, "To walk the elements of an inline array a span isn't available.")
    expectTrue(denied.contradicted, "\(denied)")
    let other = Self.check(
      point, "Use a span to walk the elements of an inline array: a for-in loop isn't available.")
    expectTrue(other.credited, "\(other)")
    // "does not need" is the verb of its subject, whose object is elsewhere: it denies nothing.
    let needs = reader.clauses("work that the first screen does not need").first
    expectTrue(
      needs?.concepts.allSatisfy { $0.name == "need" || $0.negation == nil } == true,
      "\(String(describing: needs))")
  }

  /// A `wrong:` line stated with a negation ("without unwrapping") is said only by a clause
  /// that says what the negation governs, as for a contradiction.
  @Test func aWrongLineNeedsTheWordsItsNegationGoverns() {
    let point = "Absence is visible in the type, so the compiler forces you to handle it"
    let wrong = ["you can use an optional's value directly without unwrapping it"]
    expectTrue(!Self.check(point, "An optional is a value that may be absent.", wrong: wrong).contradicted)
    let said = Self.check(
      point, "You can use an optional's value directly, without unwrapping it.", wrong: wrong)
    expectTrue(said.contradicted)
  }
}
