import DrillKitTesting
import Foundation
import Testing

@testable import DrillGrading

/// A clause that denies the part of a point's claim that credit accepts contradicts the point
/// (session 46, s46-denial; docs/evaluation.md): "The app caches the config on disk" is credited
/// with "The app caches the last fetched config on disk and uses it on the next launch", so "The
/// app does not cache the config on disk" says it the other way. Before the rule each denial
/// below was only not said (`swiftdrill-grading try`): below `contradictionThreshold` of the point.
@Suite struct KeyPointMatcherS46DenialTests {
  static let cache = "The app caches the last fetched config on disk and uses it on the next launch."
  static let launch = "The app does not block its launch waiting for the config."
  static let defaults =
    "Every flag has a default compiled into the app, used when the remote value is missing."

  /// Session 45's tryout (finding 10) and invented points: the partial denial is a contradiction.
  @Test(arguments: [
    (cache, "The app does not cache the config on disk."),
    (cache, "The app never caches the config on disk."),
    (cache, "You should not cache the config on disk."),
    (defaults, "There is no default compiled into the app."),
    (defaults, "Flags have no default in the app."),
    (
      "The server signs each receipt with its private key before it sends it to the client.",
      "The server never signs the receipt."
    ),
    (
      "The router retries a failed request three times with a growing delay between attempts.",
      "The router doesn't retry a failed request."
    ),
  ])
  func aPartialDenialContradicts(point: String, answer: String) {
    expectContradicted(point, answer)
  }

  /// The same clauses said the point's way, and a point that itself denies answered with a
  /// denial: still credited.
  @Test(arguments: [
    (cache, "The app caches the config on disk."),
    (defaults, "Flags have a default in the app."),
    (launch, "It never blocks its launch."),
    (launch, "The app never blocks its launch."),
    (
      "The server signs each receipt with its private key before it sends it to the client.",
      "The server signs the receipt."
    ),
    (
      "The router retries a failed request three times with a growing delay between attempts.",
      "The router retries a failed request."
    ),
    (cache, "The app caches the config on disk, and it does not cache the images."),
  ])
  func theSameShapeSaidRightIsCredited(point: String, answer: String) {
    expectCredited(point, answer)
  }

  /// The whole question (five points): the tryout's answer now contradicts the cache point, and a
  /// right answer of the same words contradicts none.
  @Test func theWholeQuestion() {
    let points = [
      Self.defaults, "The default of a flag is the safe choice, usually the feature off.", Self.cache,
      Self.launch, "A value that arrives late is applied at a calm moment, such as the next launch.",
    ]
    let wrong =
      "The flags have no value at all, so the app crashes. You should block launch until the server "
      + "answers, and never cache the config on disk because it goes stale; there is no default compiled in."
    let checks = KeyPointMatcher.check(points, against: wrong, lexicon: .bundled)
    #expect(checks[2].contradicted, "\(checks[2])")
    #expect(checks.allSatisfy { !$0.credited }, "\(checks)")
    let right =
      "Every flag has a default compiled into the app. The app caches the config on disk and uses it "
      + "on the next launch, and it never blocks its launch waiting for the config."
    let rightChecks = KeyPointMatcher.check(points, against: right, lexicon: .bundled)
    #expect(rightChecks.allSatisfy { !$0.contradicted }, "\(rightChecks)")
    #expect(rightChecks[0].credited && rightChecks[2].credited && rightChecks[3].credited, "\(rightChecks)")
  }
}
