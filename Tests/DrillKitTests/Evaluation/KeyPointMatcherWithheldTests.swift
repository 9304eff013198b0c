import DrillKitTesting
import Foundation
import Testing

@testable import DrillEvaluation
@testable import DrillGrading

/// The hand rule, which grading keeps without `grading/withhold.txt`: an answer that says the
/// opposite of more key points than it states is credited with none (docs/evaluation.md,
/// "Session 14"; the fitted rule: `KeyPointMatcherFittedWithholdTests`).
@Suite struct KeyPointMatcherWithheldTests {
  static let points = [
    "A weak reference becomes nil when the object is freed",
    "A weak reference is optional",
    "A weak reference does not keep the object alive",
  ]

  static func check(_ answer: String) -> [KeyPointCheck] {
    var lexicon = GradingLexicon.bundled
    lexicon.withhold = nil
    return KeyPointMatcher.check(
      Self.points, against: answer, prompt: "What does a weak reference do?", lexicon: lexicon)
  }

  /// Two points said the other way and one stated: the stated one is withheld, its evidence kept.
  @Test func aPointStatedBesideMoreContradictionsIsWithheld() {
    let checks = Self.check(
      "A weak reference is non-optional. It keeps the object alive. When the object is freed, "
        + "the weak reference becomes nil.")
    expectTrue(checks[1].contradicted, "\(checks[1])")
    expectTrue(checks[2].contradicted, "\(checks[2])")
    expectTrue(checks[0].touched, "\(checks[0])")
    expectTrue(checks[0].withheld, "\(checks[0])")
    expectTrue(!checks[0].credited, "\(checks[0])")
    expectTrue(checks[0].evidence != nil, "\(checks[0])")
    expectTrue(Evaluator.suggestedRating(checks) == .again)
  }

  /// As many points stated as contradicted: the stated ones count.
  @Test func aPointStatedBesideAsManyContradictionsIsCredited() {
    let checks = Self.check(
      "A weak reference is non-optional. When the object is freed, the weak reference becomes nil.")
    expectTrue(checks[1].contradicted, "\(checks[1])")
    expectTrue(checks[0].credited, "\(checks[0])")
    expectTrue(!checks[0].withheld, "\(checks[0])")
  }

  /// A right answer is credited with every point.
  @Test func aRightAnswerIsCreditedWithEveryPoint() {
    let checks = Self.check(
      "A weak reference is optional and does not keep the object alive. When the object is freed, "
        + "the weak reference becomes nil.")
    let allCredited = checks.allSatisfy(\.credited)
    expectTrue(allCredited, "\(checks)")
  }
}
