import DrillKitTesting
import Foundation
import Testing

@testable import DrillContent
@testable import DrillEvaluation
@testable import DrillGrading

/// Session 52 (s52-g1; docs/evaluation.md, "Session 52 (s52-g1)"): the tryout's G1, the first
/// question of a first drill. Point 2's `wrong:` line "any variable can be set to `nil`" was stated
/// by "the variable can hold … nil" (a true sentence about the optional variable), and point 3's
/// touch then turned into a ✗ beside it. The line now says the claim with a plain `String`, which
/// the tryout's answer does not say; the wrong claims near it are still caught.
@Suite struct KeyPointMatcherS52G1Tests {
  static func checks(_ answer: String) throws -> [KeyPointCheck] {
    let question = try #require(
      try bundledQuestion("questions/interview/interview-verbal-beginner.md", "what-is-an-optional"))
    return Evaluator.keyPointChecks(of: question, answer: answer, lexicon: .bundled)
  }

  /// The tryout's answer, word for word: points 2 and 3 credited, none told the opposite.
  @Test func theTryoutsAnswerIsCreditedPointsTwoAndThree() throws {
    let checks = try Self.checks(
      "It means the variable can hold either an Int or nothing at all (nil). Swift needs it because "
        + "normal types can never be nil, so the compiler forces you to unwrap before you use the value.")
    expectTrue(checks[1].credited, "\(checks[1])")
    expectTrue(checks[2].credited, "\(checks[2])")
    for check in checks { expectTrue(!check.contradicted, "\(check)") }
    #expect(checks.filter(\.credited).count == 2)
  }

  @Test func anIntHoldingNilIsStillCaught() throws {
    let checks = try Self.checks("An Int can hold nil too.")
    expectTrue(checks[1].contradicted, "\(checks[1])")
  }

  @Test func aPlainIntBeingNilIsStillCaught() throws {
    let checks = try Self.checks("A plain Int can be nil.")
    expectTrue(checks[1].contradicted, "\(checks[1])")
  }

  /// answers.json's mixed answer, the one the old line caught: still caught by the new one.
  @Test func anyVariableEvenAPlainStringIsStillCaught() throws {
    let checks = try Self.checks("any variable can be set to nil in Swift, even a plain String")
    expectTrue(checks[1].contradicted, "\(checks[1])")
  }
}
