import DrillKitTesting
import Foundation
import Testing

@testable import DrillGrading

/// Right answers in other words the lexicon lacked (session 47, s47-recall2; docs/evaluation.md):
/// covered points that expert, terse and right-probe answers state in a paraphrase the matcher did
/// not hear, among them the covered points s47-claim's rule withdrew (a weak touch where another
/// point is touched better and the answer says none of the point's own words). With main's lexicon
/// before the round (`4eb3ffd1`) each answer below was told "not said" (`swiftdrill-grading try`,
/// or `why` for the whole question's points).
@Suite struct KeyPointMatcherS47RecallTests {
  /// The point said with the family's other phrase, the point graded alone: credited, no
  /// contradiction.
  @Test(arguments: [
    // `same: when possible | if possible | where possible | whenever possible | when it can | …`
    (
      "x reads a value like y when it can and otherwise evaluates an expression.",
      "x behaves like y whenever possible, else it evaluates."
    ),
    (
      "x reads a value like y when it can and otherwise evaluates an expression.",
      "x behaves like y if possible, otherwise it evaluates."
    ),
  ])
  func theFamilysOtherPhraseIsCredited(point: String, answer: String) {
    expectCredited(point, answer)
  }

  /// Without the family's phrase the same answer is still not said: the line adds a meaning, it
  /// does not lower what the point needs.
  @Test func withoutThePhraseTheAnswerIsNotSaid() {
    let check = checkPoint(
      "x reads a value like y when it can and otherwise evaluates an expression.",
      "x behaves like y, else it evaluates.")
    expectTrue(!check.credited, "\(check)")
  }

  /// The five kinds of test double, graded together: a stub's canned answers said as preset or
  /// predefined ones (`form: canned`, `same: canned | preset | predefined | …`). `canned` alone
  /// stems as `can`, a stop word, so main read the point without it, and the answer's words were
  /// another point's.
  @Test(arguments: [
    "A stub hands back predefined values. A fake is a small working version, like an in-memory store.",
    "A stub gives back preset responses. A mock checks the calls against what it expected.",
    "A stub just hands back predefined data. A dummy only fills a parameter.",
  ])
  func aStubsCannedAnswersInOtherWords(answer: String) {
    let check = KeyPointMatcher.check(Self.testDoubleKinds, against: answer, lexicon: .bundled)[1]
    expectTrue(check.credited && !check.contradicted, "\(answer): \(check)")
  }

  /// The key points of `test-doubles/test-double-kinds`.
  static let testDoubleKinds = [
    "A dummy is passed only to fill a parameter and is never used.",
    "A stub returns canned answers to the calls it receives.",
    "A spy records the calls it receives so that the test can check them afterwards.",
    "A mock is set up with expectations in advance and verifies that the calls it received match them.",
    "A fake is a working but simplified implementation, such as an in-memory repository.",
  ]
}
