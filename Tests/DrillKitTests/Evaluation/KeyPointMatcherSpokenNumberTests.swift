import DrillKitTesting
import Foundation
import Testing

@testable import DrillGrading

/// Numbers said aloud in several words are one value for the slot rule (docs/evaluation.md,
/// "Session 29: numbers said in several words"): "a hundred and twenty" is 120, not 100 and 20,
/// and "eight point three" is 8.3, so a right value said aloud is no misstated number.
@Suite struct KeyPointMatcherSpokenNumberTests {
  /// An `and` after `hundred` joins the number that follows it.
  @Test func aHundredAndTwentyIsOneHundredTwenty() {
    let rate = checkPoint(
      "ProMotion displays vary their refresh rate up to 120 Hz",
      "ProMotion varies the refresh rate, up to a hundred and twenty hertz")
    expectTrue(rate.credited, "\(rate)")
    let wrong = checkPoint(
      "ProMotion displays vary their refresh rate up to 120 Hz",
      "ProMotion varies the refresh rate, up to a hundred and forty hertz")
    expectTrue(wrong.contradicted, "\(wrong)")
  }

  /// The digits after `point` are decimals: the right one states the point, another misstates it.
  @Test func eightPointThreeIsEightPointThree() {
    let point = "At 120 Hz a frame has about 8.3 ms"
    let right = checkPoint(
      point, "At a hundred and twenty hertz you only have about eight point three milliseconds per frame")
    expectTrue(right.credited, "\(right)")
    let wrong = checkPoint(
      point, "At a hundred and twenty hertz you only have about nine point three milliseconds per frame")
    expectTrue(wrong.contradicted, "\(wrong)")
  }

  /// `one` and `zero` are digits only after `point`: "two point one five" is 2.15.
  @Test func pointDigitsIncludeOneAndZero() {
    let value = KeyPointMatcher.slots(
      in: "swift two point one five", stemmer: SnowballStemmer(), stop: [])
    expectEqual(value.map { $0.word.value }, [2.15])
  }
}
