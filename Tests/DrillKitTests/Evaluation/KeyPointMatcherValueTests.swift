import DrillKitTesting
import Foundation
import Testing

@testable import DrillGrading

/// A sentence that states a point with another value for the same thing ("over thirty days" for
/// "over seven days", "longer than about 33 milliseconds" for "about 16.7 milliseconds", "the
/// first element" for "the middle element") says another claim: docs/evaluation.md, "Session 20
/// (s20-grading31)". Numbers and positions are slots (`KeyPointMatcher+Slots.swift`).
@Suite struct KeyPointMatcherValueTests {
  /// Another number for the same unit, or another position of the same thing, contradicts.
  @Test func anotherValueOfTheSameThingContradicts() {
    let cases = [
      (
        "Phased release controls who gets the new build through automatic updates, over seven days.",
        "Phased release controls who gets the new build through automatic updates, and it runs over thirty days."
      ),
      (
        "A hitch happens when the main thread's work takes longer than the frame budget, about 16.7 milliseconds at 60 Hz.",
        "A hitch happens when the main thread's work takes longer than about 33 milliseconds at 60 Hz."
      ),
      (
        "The request times out after 200 milliseconds.",
        "The request times out after a hundred milliseconds."
      ),
      (
        "Binary search compares the target with the middle element and discards the half that cannot contain it.",
        "Binary search compares the target with the first element and discards the half that cannot contain it."
      ),
    ]
    for (point, answer) in cases {
      let check = checkPoint(point, answer)
      expectTrue(check.contradicted, "\(answer): \(check)")
      expectTrue(!check.credited, "\(answer): \(check)")
    }
  }

  /// The point's own value, said in words or beside an example or a denied other value, still
  /// states it.
  @Test func theOwnValueStillStates() {
    let cases = [
      (
        "A session token expires after twenty five minutes of inactivity.",
        "A session token expires after twenty-five minutes of inactivity."
      ),
      (
        "A session token expires after twenty five minutes of inactivity.",
        "A session token expires after 25 minutes of inactivity."
      ),
      (
        "The request times out after 200 milliseconds.",
        "The request times out after two hundred milliseconds."
      ),
      (
        "Phased release controls who gets the new build through automatic updates, over seven days.",
        "Phased release hands the new build to automatic updates over seven days, not over thirty days."
      ),
      (
        "A hitch happens when the main thread's work takes longer than the frame budget, about 16.7 milliseconds at 60 Hz.",
        "A hitch is when the main thread's work takes longer than the frame budget, about 16.7 milliseconds at 60 Hz rather than 33 milliseconds."
      ),
      (
        "Binary search compares the target with the middle element and discards the half that cannot contain it.",
        "Binary search compares the target with the middle element, not the first element, and discards the half that cannot contain it."
      ),
    ]
    for (point, answer) in cases {
      let check = checkPoint(point, answer)
      expectTrue(check.credited, "\(answer): \(check)")
      expectTrue(!check.contradicted, "\(answer): \(check)")
    }
  }

  /// Number words in a row are one number; a `than` bounds a number unless `rather` or `other`
  /// comes before it.
  @Test func numbersAreReadWhole() {
    let stemmer = SnowballStemmer()
    let stop = GradingLexicon.bundled.stopWords
    func values(_ text: String) -> [Double] {
      KeyPointMatcher.slots(in: text[...], stemmer: stemmer, stop: stop).map(\.word.value)
    }
    expectEqual(values("after twenty-five minutes"), [25])
    expectEqual(values("after two hundred milliseconds"), [200])
    expectEqual(values("three thousand five hundred requests"), [3500])
    expectEqual(values("longer than 33 milliseconds"), [33])
    expectEqual(values("seven days rather than thirty days"), [7])
  }
}
