import DrillKitTesting
import Foundation
import Testing

@testable import DrillGrading

/// Covered points not credited (session 49, s49-recall4; docs/evaluation.md): the three lexicon
/// lines kept, `form: conventional | conventionally` with `same: ordinary | conventional | …`,
/// `opposite: respond | unresponsive` and `same: finish | finishes | finished | finishing` (which
/// makes `unfinished` its denial, the `un` of a lexicon word). Each credited answer below was told
/// "not said" with main's lexicon (`581eda8a`, `swiftdrill-grading try`), and each wrong claim in
/// the new words is not credited (main credited the three marked so).
@Suite struct KeyPointMatcherS49RecallTests {
  static let overload = "Overload existing operators when the conventional meaning applies."
  static let hang = "A hang is a longer time in which the app does not respond to input"
  static let unfinished =
    "A transaction that is never finished is delivered again through `Transaction.updates` at the next launch."

  /// "The usual meaning" is the conventional one: `usual` and `normal` were `ordinary` already,
  /// `conventional` (read as itself, not as `convention`) now is too.
  @Test(arguments: [
    "Overload when the usual meaning holds.",
    "Overload only where the normal meaning holds, like + on vectors.",
    "Overloading is fine when the usual meaning carries over.",
  ])
  func conventionalSaidAsUsualIsCredited(answer: String) {
    expectCredited(Self.overload, answer)
  }

  /// An unusual meaning denies the ordinary one (main credited it: "meaning" and "overload"
  /// without the point's adjective).
  @Test func anUnusualMeaningIsNotCredited() {
    let answer = "Overload an operator to give it an unusual meaning, like + for a network call."
    let check = checkPoint(Self.overload, answer)
    expectTrue(!check.credited && check.contradicted, "\(check)")
  }

  /// "Unresponsive" is "does not respond".
  @Test(arguments: [
    "Hang: the app unresponsive to input for a longer time.",
    "A hang is when the app is unresponsive to input for a longer time.",
  ])
  func unresponsiveIsCredited(answer: String) {
    expectCredited(Self.hang, answer)
  }

  /// The wrong claims in the new word: "never unresponsive" contradicts (main credited it), an app
  /// that stays responsive is not credited. "A short moment" for "a longer time" is credited, as
  /// main credits it said in the point's own words ("… does not respond"): another value of the
  /// same thing, not the new word.
  @Test func theWrongClaimsInTheNewWord() {
    let never = checkPoint(
      Self.hang, "During a hang the app is never unresponsive to input; it only drops a frame.")
    expectTrue(!never.credited && never.contradicted, "\(never)")
    expectTrue(!checkPoint(Self.hang, "A hang leaves the app responsive to input.").credited)
    for answer in [
      "A hang is a short moment in which the app does not respond to input.",
      "A hang is a short moment in which the app is unresponsive to input.",
    ] {
      withKnownIssue("a short moment is not told from a longer time") {
        expectTrue(!checkPoint(Self.hang, answer).credited, "\(answer)")
      }
    }
  }

  /// `unfinished` denies `finish`, now a word of the lexicon: "never finished" said with the prefix.
  @Test(arguments: [
    "Unfinished transactions get redelivered on the next launch.",
    "Unfinished ones are redelivered at the next launch.",
    "An unfinished transaction shows up again at the next launch.",
  ])
  func unfinishedIsNeverFinished(answer: String) {
    expectCredited(Self.unfinished, answer)
  }

  /// The wrong claims: an unfinished transaction dropped for good contradicts the point (main
  /// credited it: `unfinished` was a word of its own, not a denied `finish`), and a finished one
  /// delivered again contradicts it as before.
  @Test(arguments: [
    "An unfinished transaction is dropped and never delivered again.",
    "A finished transaction is delivered again at the next launch.",
  ])
  func unfinishedWrongClaimsAreContradicted(answer: String) {
    let check = checkPoint(Self.unfinished, answer)
    expectTrue(!check.credited && check.contradicted, "\(answer): \(check)")
  }
}
