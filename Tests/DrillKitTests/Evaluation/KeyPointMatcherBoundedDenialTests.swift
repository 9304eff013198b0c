import DrillKitTesting
import Foundation
import Testing

@testable import DrillGrading

/// "not A until B" and "not A unless B": what is denied is A before B (or without it); A happens
/// once B does. Against a point that bounds its own claim the same way (`until`, `only`,
/// `before` or `after`), such a clause neither states nor denies A, and says B: right answers
/// such as "nothing goes to disk until you call save" were told they said the opposite of
/// "changes stay in the context until you call `save()`". Against a point with no bound the
/// denial stands. docs/evaluation.md, "Session 28 (s28-grading67)".
@Suite struct KeyPointMatcherBoundedDenialTests {
  @Test func aDenialBeforeUntilAgreesWithAPointBoundedByUntil() {
    let cases = [
      (
        "Changes stay in the context until you call `save()`",
        "Nothing goes to disk until you call save on the context."
      ),
      (
        "`sync` blocks the calling thread until the block has run",
        "sync doesn't return until the block you hand it has run."
      ),
      (
        "On a locked device the buttons and toggles are inactive until the user unlocks it.",
        "On a locked device those buttons and toggles don't do anything until the user unlocks it."
      ),
    ]
    for (point, answer) in cases {
      let result = checkPoint(point, answer)
      expectTrue(result.credited && !result.contradicted, "\(answer): \(result)")
    }
  }

  /// `unless` bounds a denial as `until` does, against `only … if`; `until` against `before` and
  /// `after`.
  @Test func unlessAgainstOnlyAndUntilAgainstBeforeContradictNothing() {
    let cases = [
      (
        "An unstructured `Task` is only cancelled if someone calls `cancel()` on its handle",
        "A plain Task isn't cancelled unless someone calls cancel on its handle."
      ),
      (
        "Branch protection can require a code owner's approval before merging.",
        "With the branch rule, nothing merges until an owner has approved it."
      ),
      (
        "Work that is unneeded for the first screen moves after the first frame",
        "I defer everything the first screen doesn't need until after the first frame."
      ),
    ]
    for (point, answer) in cases {
      let result = checkPoint(point, answer)
      expectTrue(!result.contradicted, "\(answer): \(result)")
    }
  }

  /// The reader marks what the bounded denial holds before its bound and after it; a denial
  /// that holds the bound itself ("not just until it runs") is no bounded denial. After `unless`
  /// nothing is held: the subordinate clause is said plainly. A denial's first bound is its
  /// bound: a second one marks nothing after the first as held before a bound.
  @Test func theReaderMarksABoundedDenialOnly() {
    let reader = StatementReader(lexicon: .bundled, stemmer: SnowballStemmer())
    let bounded = reader.statement("nothing goes to disk until you call save")
    expectTrue(
      bounded.contains { $0.bounded && $0.negation != nil }
        && bounded.contains { $0.boundedAfter && $0.negation != nil },
      "\(bounded.map { ($0.name, $0.bounded, $0.boundedAfter) })")
    let notJust = reader.statement("it keeps the object alive, not just until it runs")
    expectTrue(
      !notJust.contains { $0.bounded || $0.boundedAfter }, "\(notJust.map { ($0.name, $0.bounded) })")
    let unless = reader.statement("a plain task isn't cancelled unless someone calls cancel")
    expectTrue(
      unless.contains { $0.bounded && $0.negation != nil }
        && !unless.contains { $0.boundedAfter || ($0.negation != nil && !$0.bounded) },
      "\(unless.map { ($0.name, $0.negation, $0.bounded, $0.boundedAfter) })")
    let twice = reader.statement("nothing happens until then unless you ask")
    expectTrue(
      twice.contains { $0.boundedAfter } && !twice.contains { $0.bounded && $0.boundedAfter },
      "\(twice.map { ($0.name, $0.negation, $0.bounded, $0.boundedAfter) })")
  }

  /// A point with no bound of its own keeps the denial: "doesn't update the value until return"
  /// still contradicts "updates the value on every keystroke"; so does the claim turned round
  /// with "not just until", and a point that itself says "not A until B" agrees as before.
  @Test func unboundedPointsAndTheTurnedClaimKeepTheirReadings() {
    let keystroke = checkPoint(
      "A `TextField` with a `String` binding updates the value on every keystroke.",
      "A TextField with a String binding doesn't update the value until the user presses return.")
    expectTrue(keystroke.contradicted, "\(keystroke)")
    let scope = checkPoint(
      "An object is guaranteed to live only until the last use of a reference to it, not to the end of the scope",
      "An object is guaranteed to live to the end of the scope, not just until its last use.")
    expectTrue(scope.contradicted, "\(scope)")
    let subscribes = checkPoint(
      "Most publishers do no work until something subscribes", "Nothing actually runs until you subscribe.")
    expectTrue(subscribes.credited && !subscribes.contradicted, "\(subscribes)")
  }
}
