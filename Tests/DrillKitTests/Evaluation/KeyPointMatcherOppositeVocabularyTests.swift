import DrillKitTesting
import Foundation
import Testing

@testable import DrillGrading

/// Wrong answers credited (session 25, s25-grading56; docs/evaluation.md): two lexicon opposites a
/// Swift reviewer reads the same way in every question. Each case contradicts a point with the
/// other word, and a near case that says the point's own word still states it.
@Suite struct KeyPointMatcherOppositeVocabularyTests {
  static func check(_ point: String, _ answer: String) -> KeyPointCheck {
    KeyPointMatcher.check([point], against: answer, lexicon: .bundled)[0]
  }

  /// `unbounded` denies `bounded` (the `un` of a lexicon word).
  @Test func anUnboundedCacheIsNoBoundedCache() {
    let check = Self.check(
      "Prefetched images go into the same bounded cache as every other image.",
      "Prefetched images go into the same unbounded cache as every other image.")
    expectTrue(!check.credited, "\(check)")
    expectTrue(check.contradicted, "\(check)")
  }

  @Test func aBoundedCacheIsStated() {
    let check = Self.check(
      "Prefetched images go into the same bounded cache as every other image.",
      "Prefetched images go into the same bounded cache as the other images.")
    expectTrue(check.credited, "\(check)")
    expectTrue(!check.contradicted, "\(check)")
  }

  /// An absolute path is the opposite of a relative one.
  @Test func anAbsolutePathIsNoRelativePath() {
    let check = Self.check(
      "The container path can change between launches, so the app stores relative paths.",
      "The container path can change between launches, so the app stores absolute paths.")
    expectTrue(!check.credited, "\(check)")
    expectTrue(check.contradicted, "\(check)")
  }

  @Test func aRelativePathIsStated() {
    let check = Self.check(
      "The container path can change between launches, so the app stores relative paths.",
      "The container can move between launches, so the app keeps relative paths, never absolute paths.")
    expectTrue(check.credited, "\(check)")
    expectTrue(!check.contradicted, "\(check)")
  }
}
