import DrillKitTesting
import Foundation
import Testing

@testable import DrillGrading

/// Numbers said in digit groups, and written with a thousands separator, are the value they name
/// for the slot rule (docs/evaluation.md, "Session 42 (s42-precision127)"): "four twenty-nine" is
/// 429 (not 4 + 29), "four oh one" 401, "one eighty" 180, "ten eleven" 1011 or the version 10.11,
/// "ten point eleven" 10.11, and a point's "4,096" is 4096 (not 4 and 096), so a right answer that
/// says the point's number aloud is no longer told it misstated it, and another number still is.
@Suite struct KeyPointMatcherDigitGroupTests {
  /// A status code said as its groups states the point; another code said so misstates it.
  @Test func statusCodesSaidInGroupsAreTheirValue() {
    let point = "The server answers a rate-limited request with status 429 Too Many Requests"
    let right = checkPoint(
      point, "when a request is over the limit it gets a four twenty-nine Too Many Requests")
    expectTrue(right.credited, "\(right)")
    let wrong = checkPoint(point, "when a request is over the limit it gets a four oh four Too Many Requests")
    expectTrue(wrong.contradicted, "\(wrong)")
    let token = checkPoint(
      "Each request that got 401 is repeated once with the new token.",
      "Each request that got four oh one is retried once with the new token")
    expectTrue(token.credited, "\(token)")
  }

  /// A range's bound said as "one eighty" is 180.
  @Test func aRangeSaidInGroups() {
    let point = "A fixed domain, such as 40 to 180 beats per minute, keeps the axis still while data arrives."
    let right = checkPoint(
      point,
      "I'd set a fixed domain, something like forty to one eighty beats per minute, so the axis stays still")
    expectTrue(right.credited, "\(right)")
    let wrong = checkPoint(
      point,
      "I'd set a fixed domain, something like forty to one twenty beats per minute, so the axis stays still")
    expectTrue(wrong.contradicted, "\(wrong)")
  }

  /// A version said as "ten eleven" or "ten point eleven" is 10.11; "ten twelve" is another.
  @Test func versionsSaidAloud() {
    let point = "An observer added with a selector is unregistered automatically since iOS 9 and macOS 10.11."
    for said in ["macOS ten eleven", "macOS ten point eleven"] {
      let right = checkPoint(
        point, "Selector observers are unregistered automatically since iOS nine and \(said).")
      expectTrue(right.credited, "\(said): \(right)")
    }
    let wrong = checkPoint(
      point, "Selector observers are unregistered automatically since iOS nine and macOS ten twelve.")
    expectTrue(wrong.contradicted, "\(wrong)")
  }

  /// A point's "4,096" is one number, and "four thousand ninety six" says it.
  @Test func aThousandsSeparatorJoinsItsNumber() {
    let point =
      "The session's context window, 4,096 tokens today, covers instructions, prompts and responses."
    let right = checkPoint(
      point,
      "the context window is about four thousand ninety six tokens, shared by the instructions, prompts and responses"
    )
    expectTrue(right.credited, "\(right)")
    let wrong = checkPoint(
      point,
      "the context window is about two thousand forty eight tokens, shared by the instructions, prompts and responses"
    )
    expectTrue(wrong.contradicted, "\(wrong)")
  }

  /// The values the slot rule reads; an ordinary row ("twenty five", "two hundred") is unchanged.
  @Test func theValuesRead() {
    func values(_ text: String) -> [Double] {
      KeyPointMatcher.slots(in: text[...], stemmer: SnowballStemmer(), stop: []).map { $0.word.value }
    }
    expectEqual(values("status four twenty nine"), [429, 4.29])
    expectEqual(values("status four oh one"), [401, 4.01])
    expectEqual(values("macos ten point eleven"), [10.11])
    expectEqual(values("window 4,096 tokens"), [4096])
    expectEqual(values("limit twenty five items"), [25])
    expectEqual(values("limit two hundred items"), [200])
    expectEqual(values("window 4,0960 tokens"), [4, 960])
  }
}
