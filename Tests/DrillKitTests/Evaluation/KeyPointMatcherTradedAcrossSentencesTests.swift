import DrillKitTesting
import Foundation
import Testing

@testable import DrillGrading

/// Two points of a question, each about its own subject, said in two sentences side by side with
/// their subjects swapped: each point is contradicted (docs/evaluation.md, "Session 33
/// (s33-grading99)"). Session 31 read such a trade inside one sentence only.
@Suite struct KeyPointMatcherTradedAcrossSentencesTests {
  static let weights = [
    "The total weight of a row counts the time in the function and everything it calls.",
    "The self weight counts only the time in the function's own code.",
  ]
  static let brackets = [
    "The bracket to close next is the one opened most recently",
    "A stack gives last-in, first-out order",
  ]
  static let groups = [
    "`wait()` blocks the calling thread until the group is empty",
    "`notify(queue:)` returns at once and runs its block when the group is empty",
    "`wait()` on the main thread freezes the UI",
  ]

  /// Each subject given the other point's claim, one sentence each (heldout7's wrong answer).
  @Test func claimsTradedAcrossTwoSentencesContradictBoth() {
    let checks = KeyPointMatcher.check(
      Self.weights,
      against:
        "The total weight of a row counts only the time in the function's own code. The self weight counts the function plus everything it calls.",
      lexicon: .bundled)
    for check in checks {
      expectTrue(check.contradicted, "\(check)")
      expectTrue(!check.credited, "\(check)")
    }
  }

  /// The same two points said the right way round, in either order, stay stated.
  @Test func theRightPairingsStayStated() {
    let answers = [
      "The total weight of a row counts the time in the function and everything it calls. The self weight counts only the time in the function's own code.",
      "The self weight counts only the time in the function's own code. The total weight of a row counts the time in the function and everything it calls.",
    ]
    for answer in answers {
      for check in KeyPointMatcher.check(Self.weights, against: answer, lexicon: .bundled) {
        expectTrue(check.credited, "\(answer): \(check)")
        expectTrue(!check.contradicted, "\(answer): \(check)")
      }
    }
  }

  /// A head named without opening a stretch ("the top of the stack is … the bracket that needs
  /// closing next") takes what follows from the subject before it: no trade (heldout5's expert).
  @Test func aHeadNamedInsideAStretchEndsItsOwnersReach() {
    let checks = KeyPointMatcher.check(
      Self.brackets,
      against:
        "So the thing about brackets is that whatever you opened last has to be shut first, like nesting dolls. A stack hands things back in the reverse order you pushed them, last in, first out, so the top of the stack is always exactly the bracket that needs closing next.",
      lexicon: .bundled)
    expectTrue(checks[1].credited, "\(checks[1])")
    expectTrue(!checks[1].contradicted, "\(checks[1])")
  }

  /// A sentence's claims belong to no subject of the sentence before: "Calling wait on the main
  /// thread …" after "… and notify returns at once …" is no claim of `notify` (heldout4's mixed).
  @Test func claimsAreNotCarriedPastTheirSentence() {
    let checks = KeyPointMatcher.check(
      Self.groups,
      against:
        "wait blocks the calling thread until the group is empty, and notify returns at once and runs the block when it's empty. Calling wait on the main thread freezes the UI.",
      lexicon: .bundled)
    for check in checks {
      expectTrue(check.credited, "\(check)")
      expectTrue(!check.contradicted, "\(check)")
    }
  }
}
