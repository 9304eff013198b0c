import DrillKitTesting
import Foundation
import Testing

@testable import DrillGrading

/// Contradictions credited (session 28, s28-grading68; docs/evaluation.md): a clause that touches a
/// point only through what it is about, in a sentence whose other clause denies the point's claim
/// as strongly, no longer credits the point: the sentence says it the other way.
@Suite struct KeyPointMatcherWeakTouchDenialTests {
  static let cycles = "`weak` / `unowned` references break cycles"

  @Test func aDeniedClaimBesideASubjectOnlyTouchContradicts() {
    let check = checkPoint(
      Self.cycles,
      "The fix is to make one side unowned; weak doesn't help with cycles, since a weak reference "
        + "still keeps the object alive.")
    expectTrue(!check.credited, "\(check)")
    expectTrue(check.contradicted, "\(check)")
  }

  @Test func aTouchThatSaysTheClaimIsStated() {
    let check = checkPoint(
      Self.cycles, "Weak references break cycles, since a weak reference doesn't keep the object alive.")
    expectTrue(check.credited, "\(check)")
    expectTrue(!check.contradicted, "\(check)")
  }

  static let dates =
    "The default `Date` encoding is seconds since 2001, so set a date strategy that matches the server"
  static let codablePrompt =
    "Synthesised `Codable` works on the first try against your own sample JSON. Which problems do you "
    + "expect once it meets a real server's responses, and how do you handle each?"

  static func checkDates(_ answer: String) -> KeyPointCheck {
    KeyPointMatcher.check([dates], against: answer, prompt: codablePrompt, lexicon: .bundled)[0]
  }

  /// The subject said with another value, and the claim denied in the clause after it.
  @Test func theClaimDeniedAfterTheSubjectContradicts() {
    let check = Self.checkDates(
      "The default Date encoding is ISO 8601, so you don't need to set a date strategy for most servers.")
    expectTrue(!check.credited, "\(check)")
    expectTrue(check.contradicted, "\(check)")
  }

  @Test func theClaimSaidAfterTheSubjectIsStated() {
    let check = Self.checkDates(
      "The default Date encoding is seconds since 2001, so you need to set a date strategy that "
        + "matches your server.")
    expectTrue(check.credited, "\(check)")
    expectTrue(!check.contradicted, "\(check)")
  }
}
