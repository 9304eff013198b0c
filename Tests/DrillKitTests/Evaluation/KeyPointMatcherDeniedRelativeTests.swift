import DrillKitTesting
import Foundation
import Testing

@testable import DrillGrading

/// A denied noun's relative clause is denied with it, and a sentence's opening `and` leaves a
/// comparison its own clause (docs/evaluation.md, "Session 32 (s32-grading96)").
@Suite struct KeyPointMatcherDeniedRelativeTests {
  static let isoPoint =
    "Server dates are parsed with an ISO 8601 style, not a style that follows the user's locale."

  /// "not a style that follows the user's locale" denies the locale too, as the shorter "not a
  /// locale-based style" does: the answer says the point, not its opposite.
  @Test func aRelativeClauseOfADeniedNounIsDenied() {
    let short = checkPoint(Self.isoPoint, "Parse server dates with ISO 8601, not a locale-based style.")
    expectTrue(short.credited, "\(short)")
    expectTrue(!short.contradicted, "\(short)")
    let wrong = checkPoint(
      Self.isoPoint, "Server dates are parsed with a style that follows the user's locale.")
    expectTrue(!wrong.credited, "\(wrong)")
  }

  /// "no single property that tracks …" denies the tracking: it contradicts a point that says a
  /// property tracks it.
  @Test func noNounThatDoesSomethingDeniesIt() {
    let denied = checkPoint(
      "`@FocusState` with an optional enum tracks which field has focus.",
      "There's no single property that tracks which field has focus, each field has its own Bool.")
    expectTrue(!denied.credited, "\(denied)")
  }

  /// `that` after a verb is a demonstrative, not a relative word: "nobody exercises that branch"
  /// leaves the rest of the sentence undenied.
  @Test func aDemonstrativeAfterAVerbOpensNoRelativeClause() {
    let said = checkPoint(
      "Each flag doubles the paths the code can take.",
      "A flag that's been at a hundred percent for a year still carries the code for the zero percent "
        + "side, and nobody exercises that branch anymore, so it quietly rots. And it compounds: every "
        + "boolean flag multiplies the number of combinations by two.")
    expectTrue(said.credited, "\(said)")
  }

  /// "And unlike viewDidLoad, …": the opening `and` does not keep the comparison in the clause,
  /// where `unlike` denied the compared subject's words and so the point's.
  @Test func anOpeningAndLeavesTheComparisonItsOwnClause() {
    let point = "`viewWillAppear`, `viewIsAppearing` and `viewDidAppear` run each time the view is shown"
    let opened = checkPoint(point, "And unlike view did load, the appear calls run many times.")
    expectTrue(opened.credited, "\(opened)")
    expectTrue(!opened.contradicted, "\(opened)")
    let plain = checkPoint(point, "Unlike view did load, the appear calls run many times.")
    expectTrue(plain.credited, "\(plain)")
  }
}
