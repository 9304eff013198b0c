import DrillKitTesting
import Testing

@testable import DrillGrading

/// A point that keeps its touch in a sentence that states a neighbouring point better is quoted
/// where it is said as well without that sentence (`KeyPointMatcher.requoteSiblingTouches`).
/// Found trying an interview: the composition point was quoted with the sentence about "a tiny
/// protocol with just the two reads", which ties with it and states the point before it.
@Suite struct KeyPointMatcherSiblingQuoteTests {
  static let points = [
    "Clients should not depend on methods they do not use",
    "The screen depends on a small protocol with only the reads it needs",
    "One type can conform to several small protocols",
    "Protocol composition combines small protocols where more is needed",
    "A small protocol makes a test double short",
  ]
  static let prompt =
    "Apply the interface segregation principle to a protocol DataStore with fifteen methods, which a "
    + "settings screen uses only to read two values."
  static let answer =
    "I'd split out a tiny protocol with just the two reads the settings screen needs, and DataStore "
    + "conforms to it as well as to other small protocols. Where something needs more, combine "
    + "protocols with an ampersand."

  static func check(siblings: Bool) -> [KeyPointCheck] {
    KeyPointMatcher.judged(
      points, against: answer, prompt: prompt, lexicon: .bundled, withdrawsSiblings: siblings
    ).checks
  }

  @Test func thePointIsQuotedWhereItIsSaid() throws {
    let checks = Self.check(siblings: true)
    expectTrue(checks[1].credited && checks[3].credited, "\(checks)")
    let quote = try #require(checks[3].evidence)
    expectTrue(quote.contains("ampersand"), "\(quote)")
    expectTrue(!(checks[1].evidence ?? "").contains("ampersand"), "\(checks[1])")
  }

  /// Only the quote moves: the same points are credited with the rule and without it (the
  /// audit's reading, which quotes the first sentence that ties).
  @Test func theVerdictsAreTheSameWithoutIt() {
    let with = Self.check(siblings: true)
    let without = Self.check(siblings: false)
    #expect(with.map(\.credited) == without.map(\.credited))
    expectTrue(!(without[3].evidence ?? "").contains("ampersand"), "\(without[3])")
  }
}
