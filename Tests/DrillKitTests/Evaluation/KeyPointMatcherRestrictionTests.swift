import DrillKitTesting
import Foundation
import Testing

@testable import DrillGrading

/// `only` and a universal said of the same thing (docs/evaluation.md, "Session 21
/// (s21-grading35)"): a point's restriction said as every one of the thing, or its universal said
/// as a restriction, contradicts it in the sentence that states it.
@Suite struct KeyPointMatcherRestrictionTests {
  static let pinning = "Pinning makes the app trust only specific certificates for its servers"
  static let group = "A task group waits for all child tasks before it returns"

  /// "every certificate" for "only specific certificates": the thing `only` restricts said of every
  /// one; the point's own `only`, or a universal of another thing, leaves it stated.
  @Test func aUniversalForAPointsOnlyContradicts() {
    let every = checkPoint(Self.pinning, "Pinning makes the app trust every certificate for its servers.")
    expectTrue(every.contradicted, "\(every)")
    expectTrue(!every.credited, "\(every)")
    let any = checkPoint(
      "A `@MainActor` function can be called synchronously only from the main actor",
      "A main actor function can be called synchronously from any actor.")
    expectTrue(any.contradicted, "\(any)")
    let own = checkPoint(
      Self.pinning, "Pinning makes the app trust only specific certificates for its servers, not every one.")
    expectTrue(own.credited, "\(own)")
    let otherThing = checkPoint(
      "Code touches a context and its objects only inside its perform block",
      "All the code that touches a context and its objects goes inside its perform block.")
    expectTrue(!otherThing.contradicted, "\(otherThing)")
  }

  /// "only the first child task" for "all child tasks": the thing the point says every one of,
  /// restricted; the point's own universal beside it leaves it stated.
  @Test func anOnlyForAPointsUniversalContradicts() {
    let only = checkPoint(Self.group, "A task group waits for only the first child task before it returns.")
    expectTrue(only.contradicted, "\(only)")
    expectTrue(!only.credited, "\(only)")
    let both = checkPoint(
      "The modifier receives both custom scheme links and universal links",
      "The modifier receives only custom scheme links.")
    expectTrue(both.contradicted, "\(both)")
    let own = checkPoint(
      Self.group, "A task group waits for all child tasks before it returns, not only the first one.")
    expectTrue(!own.contradicted, "\(own)")
  }

  /// Quantities as read: `only` before a condition or `then` and "not only" restrict nothing; a
  /// universal denied, hedged, `at all` or with a denial after it ("any function nothing reaches")
  /// says nothing of every one; a universal quantifies its next word, `only` its next three.
  @Test func quantitiesAreRead() {
    let stop = GradingLexicon.bundled.stopWords
    let stemmer = SnowballStemmer()
    let read = KeyPointMatcher.quantities(
      in: "only if it runs, only then, not only that, not every view, almost all of them, at all",
      stemmer: stemmer, stop: stop, inCondition: true)
    expectTrue(read.isEmpty, "\(read)")
    let restricted = KeyPointMatcher.quantities(
      in: "the linker throws away any function nothing reaches", stemmer: stemmer, stop: stop,
      inCondition: false)
    expectTrue(restricted.isEmpty, "\(restricted)")
    let things = KeyPointMatcher.quantities(
      in: "it may only use public declarations, every platform", stemmer: stemmer, stop: stop,
      inCondition: false)
    expectEqual(things.map(\.quantity), [.only, .every])
    expectEqual(things.map(\.things), [["public", "declar"], ["platform"]])
    // In an answer, a quantity inside a condition is the condition's.
    let condition = KeyPointMatcher.quantities(
      in: "if every platform is supported", stemmer: stemmer, stop: stop, inCondition: false)
    expectTrue(condition.isEmpty, "\(condition)")
  }
}
