import DrillKitTesting
import Foundation
import Testing

@testable import DrillEvaluation
@testable import DrillGrading

/// Rival subjects offered as alternatives ("weak or unowned"): docs/evaluation.md, "Roles".
@Suite struct KeyPointMatcherAlternativesTests {
  /// What follows "weak self or unowned self" is said of both: it does not swap the subjects.
  @Test func rivalsListedWithOrShareWhatFollows() {
    let check = checkPoint(
      "Capture lists (`[weak self]`, `[value]`) control what is captured and how",
      "A capture list controls what is captured: weak self or unowned self for an object, "
        + "or a plain value in brackets to capture its current value")
    expectTrue(check.credited, "\(check)")
    expectTrue(!check.contradicted, "\(check)")
  }

  /// A rival named on its own still takes the claim: the swap is a contradiction.
  @Test func aRivalNamedAloneStillSwapsTheSubjects() {
    let check = checkPoint(
      "weak references become nil when the object is freed",
      "use weak or unowned to break a cycle. Unowned references become nil when the object is freed")
    expectTrue(check.contradicted, "\(check)")
  }
}
