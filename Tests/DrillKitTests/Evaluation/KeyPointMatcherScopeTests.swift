import DrillKitTesting
import Foundation
import Testing

@testable import DrillGrading

/// A sentence that says a hedged point's claim ("may", "some", "by default", "usually") with a
/// universal or required scope ("always", "every", "must", "only") says another claim:
/// docs/evaluation.md, "Session 19 (s19-grading21)".
@Suite struct KeyPointMatcherScopeTests {
  static let terminate = "The system may terminate a suspended app without notice"

  /// A universal scope near the point's words contradicts a hedged point.
  @Test func aUniversalForAHedgedPointContradicts() {
    let always = checkPoint(Self.terminate, "The system always terminates a suspended app without notice.")
    expectTrue(always.contradicted, "\(always)")
    expectTrue(!always.credited, "\(always)")
    let byDefault = checkPoint(
      "Interpolated strings in a Logger message are private by default and redacted in the stored log",
      "Interpolated strings in a Logger message are always private and redacted in the stored log.")
    expectTrue(byDefault.contradicted, "\(byDefault)")
  }

  /// The point's own scope, a hedged universal and a point without a scope word leave the point
  /// stated.
  @Test func harmlessScopesLeaveThePointStated() {
    let own = checkPoint(
      Self.terminate, "A suspended app can be terminated by the system at any time; it may get no notice.")
    expectTrue(!own.contradicted, "\(own)")
    let hedged = checkPoint(
      "The cause is usually a blocked main thread", "The cause is almost always a blocked main thread.")
    expectTrue(hedged.credited, "\(hedged)")
    let plain = checkPoint("The closure runs on the main actor", "The closure always runs on the main actor.")
    expectTrue(plain.credited, "\(plain)")
    // "may not" forbids: "must never" says the same (an author's paraphrase, session 22).
    let forbidden = checkPoint(
      "HealthKit data may not be used for advertising", "Health data must never be used for advertising.")
    expectTrue(forbidden.credited && !forbidden.contradicted, "\(forbidden)")
    // A "may" that hedges is still misstated by "must".
    let hedge = checkPoint(
      "HealthKit data may be shared with a research study",
      "Health data must be shared with a research study.")
    expectTrue(hedge.contradicted, "\(hedge)")
  }

  /// Scope words as read: denied or hedged universals are existential; `some` as the optional's
  /// case and `only` as a condition are no scope.
  @Test func scopeWordsAreRead() {
    let read = KeyPointMatcher.scopes(
      in: "it is not always private by default, an enum of some or none, only if every view must",
      stemmer: SnowballStemmer(), stop: GradingLexicon.bundled.stopWords, inCondition: true)
    expectEqual(read.map(\.scope), [.some, .some, .all, .all])
    let prohibition = KeyPointMatcher.scopes(
      in: "the data may not be used, and it might never be shown", stemmer: SnowballStemmer(),
      stop: GradingLexicon.bundled.stopWords, inCondition: true)
    expectTrue(prohibition.isEmpty, "\(prohibition)")
    // In an answer, a scope inside a condition is the condition's ("unowned if the target always
    // outlives you").
    let condition = KeyPointMatcher.scopes(
      in: "unowned if the target always outlives you", stemmer: SnowballStemmer(),
      stop: GradingLexicon.bundled.stopWords, inCondition: false)
    expectTrue(condition.isEmpty, "\(condition)")
  }
}
