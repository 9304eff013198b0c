import DrillKitTesting
import Foundation
import Testing

@testable import DrillEvaluation
@testable import DrillGrading

/// A touch the fitted `withheld` is sure is reused words (probability below
/// `KeyPointMatcher.reusedContradiction`) is shown as the contradiction it is, quoted where it was
/// touched; a touch it only doubts stays withheld, and an answer that contradicts nothing is never
/// affected (docs/evaluation.md, "Session 32 (s32-grading94)").
@Suite struct KeyPointMatcherReusedContradictionTests {
  typealias Cases = KeyPointMatcherFittedWithholdTests

  /// A fit whose probability is `probability` for every point it decides.
  static func fit(_ probability: Double, threshold: Double = 0.425) -> FittedWithhold {
    FittedWithhold(
      threshold: threshold, bias: log(probability / (1 - probability)),
      weights: FittedWithhold.Feature.allCases.map { _ in 0 })
  }

  @Test func aSurelyReusedTouchIsShownAsAContradiction() throws {
    let checks = Cases.check(Cases.reused, Self.fit(0.01))
    expectEqual(checks.map(\.contradicted), [true, true, true, true], "\(checks)")
    expectEqual(checks.map(\.withheld), [false, false, false, false], "\(checks)")
    // The clause that touched it is the one shown.
    expectEqual(checks[0].contradiction, checks[0].evidence, "\(checks)")
    expectTrue(checks[3].contradiction?.contains("declared with var") == true, "\(checks)")
    expectTrue(checks.allSatisfy { !$0.credited }, "\(checks)")
  }

  @Test func aDoubtedTouchStaysWithheld() throws {
    let checks = Cases.check(Cases.reused, Self.fit(0.3))
    expectEqual(checks.map(\.contradicted), [false, true, true, false], "\(checks)")
    expectEqual(checks.map(\.withheld), [true, false, false, true], "\(checks)")
  }

  /// Just below and just above the bound.
  @Test func theBoundIsReusedContradiction() throws {
    let bound = KeyPointMatcher.reusedContradiction
    expectTrue(Cases.check(Cases.reused, Self.fit(bound - 0.001))[0].contradicted)
    let above = Cases.check(Cases.reused, Self.fit(bound + 0.001))[0]
    expectTrue(!above.contradicted && above.withheld, "\(above)")
  }

  @Test func anAnswerThatContradictsNothingIsUntouched() throws {
    let checks = Cases.check(Cases.right, Self.fit(0.01))
    expectTrue(checks.allSatisfy(\.credited), "\(checks)")
  }

  /// Without the file the hand rule decides, and never shows a touch as a contradiction.
  @Test func theHandRuleContradictsNoTouch() throws {
    let checks = Cases.check(Cases.reused, nil)
    expectEqual(checks.map(\.contradicted), [false, true, true, false], "\(checks)")
  }
}
