import DrillKitTesting
import Foundation
import Testing

@testable import DrillEvaluation
@testable import DrillGrading

/// A clause about the subject of another key point of the same question: docs/evaluation.md,
/// "Session 13".
@Suite struct KeyPointMatcherOtherSubjectTests {
  static let points = [
    "Protocols describe requirements that conforming types implement",
    "Generics let one function work with many types",
  ]

  static func check(_ answer: String) -> [KeyPointCheck] {
    KeyPointMatcher.check(
      Self.points, against: answer, prompt: "What are protocols and generics for?", lexicon: .bundled)
  }

  /// A point's claim said of another point's subject states neither that point nor its opposite.
  @Test func aClaimSaidOfAnotherPointsSubjectIsNotCredited() {
    let check = Self.check("Generics describe requirements that conforming types implement.")[0]
    expectTrue(!check.credited, "\(check)")
    expectTrue(!check.contradicted, "\(check)")
  }

  /// The same claim said of the point's own subject, alone or next to the other point, states it.
  @Test func theClaimSaidOfItsOwnSubjectIsCredited() {
    expectTrue(Self.check("Protocols describe requirements that conforming types implement.")[0].credited)
    let both = Self.check(
      "Generics let one function work with many types, and protocols describe requirements that "
        + "conforming types implement.")
    expectTrue(both[0].credited, "\(both[0])")
    expectTrue(both[1].credited, "\(both[1])")
  }

  /// Graded alone, with no other point to be about, the claim is credited as before.
  @Test func aPointGradedAloneHasNoOtherSubjects() {
    let alone = KeyPointMatcher.check(
      [Self.points[0]], against: "Generics describe requirements that conforming types implement.",
      lexicon: .bundled)[0]
    expectTrue(alone.credited, "\(alone)")
  }
}
