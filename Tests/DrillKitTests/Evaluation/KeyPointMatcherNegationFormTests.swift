import DrillKitTesting
import Testing

@testable import DrillGrading

/// A negation spent on one word, and a concept a point says twice (docs/evaluation.md,
/// "Polarity", session 11).
@Suite struct KeyPointMatcherNegationFormTests {
  /// "Not shared" is "copied" (`copy | share` are opposites): the negation is spent on
  /// `shared` and does not deny the assignment it also holds.
  @Test func aNegationThatTurnsAnOppositeBackDeniesNothingElse() {
    let said = checkPoint("Structs are copied on assignment", "Structs are not shared on assignment.")
    expectTrue(said.credited, "\(said)")
  }

  /// The point says `async` twice ("suspends", "instead of blocking"): the clause's "doesn't
  /// block" is compared with the denied "blocking", and its negation, matched there, does not
  /// deny the thread that the point's "blocking it" names through a pronoun.
  @Test func aConceptSaidTwiceIsComparedInTheClausesForm() {
    let said = checkPoint(
      "An async call suspends instead of blocking the thread", "The call doesn't block the thread.")
    expectTrue(said.credited, "\(said)")
  }

  /// Whether the clause names another subject is still judged on the point's first form:
  /// "`sync` waits" is about `sync`, not a denial of "`async` returns without waiting".
  @Test func theSubjectIsJudgedOnItsFirstForm() {
    let said = checkPoint(
      "`async` returns at once without waiting for the block",
      "Because `sync` waits, it can return the result of the block.")
    expectTrue(!said.contradicted, "\(said)")
  }

  /// One denial of a list joined by `or` denies each item, so an answer that denies each item
  /// says the same (session 25); saying the items plainly is still the opposite.
  @Test func aDeniedOrListAgreesWithADenialOfEachItem() {
    let point = "No Combine or `@Published`"
    let denied = KeyPointMatcher.check(
      [point], against: "there's no Combine and no at Published in it", lexicon: .bundled)[0]
    expectTrue(denied.credited, "\(denied)")
    let said = KeyPointMatcher.check([point], against: "it uses Combine and at Published", lexicon: .bundled)[
      0]
    expectTrue(said.contradicted, "\(said)")
  }

  /// Without a denied list, two denials against one are still the opposite: a double negation.
  @Test func aDoubleNegationOutsideAListStillContradicts() {
    let check = KeyPointMatcher.check(
      ["A handler that is never called leaks"], against: "a handler that's never called isn't a leak",
      lexicon: .bundled)[0]
    expectTrue(check.contradicted, "\(check)")
  }
}
