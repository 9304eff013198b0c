import DrillKitTesting
import Foundation
import Testing

@testable import DrillGrading

/// A ranked list said in another order misstates the point that ranks it (session 46,
/// s46-precision137; docs/evaluation.md): the reader reads the same names either way. Before the
/// rule each misordered list below was credited with the point it misorders (`swiftdrill-grading
/// try`).
@Suite struct KeyPointMatcherS46PrecisionTests {
  /// The point's names in another order, or backwards from the same end: a contradiction.
  @Test(arguments: [
    (
      "Task priorities from highest are high, medium, low and background.",
      "From highest, the priorities are background, low, medium and high."
    ),
    (
      "The build stages in order are fetch, resolve, compile, link and sign.",
      "The stages go fetch, compile, resolve, link and then sign."
    ),
    (
      "From lowest to highest the tiers are bronze, silver, gold and platinum.",
      "Going from lowest to highest, the tiers are bronze, gold, silver and platinum."
    ),
  ])
  func aListInAnotherOrderContradicts(point: String, answer: String) {
    expectContradicted(point, answer)
  }

  /// The same list in the point's order, backwards from the other end, or beside its names said
  /// in prose: the point still credited.
  @Test(arguments: [
    (
      "Task priorities from highest are high, medium, low and background.",
      "From highest the priorities are high, medium, low and background."
    ),
    (
      "Task priorities from highest are high, medium, low and background.",
      "Counting from the lowest, the priorities go background, low, medium and high."
    ),
    (
      "The build stages in order are fetch, resolve, compile, link and sign.",
      "The build stages in order are fetch, resolve, compile, link and sign, and sign waits for link, "
        + "which waits for compile."
    ),
  ])
  func theListInItsOrderIsCredited(point: String, answer: String) {
    expectCredited(point, answer)
  }

  /// The point's names read from its list: the first after the first chunk, the last two of the
  /// last chunk, names of two words run together; a chunk longer than a name reads no list.
  @Test func rankedNames() {
    #expect(
      KeyPointMatcher.rankedNames(
        "The classes from highest are userInteractive, user initiated, default and utility")
        == ["userinteractive", "userinitiated", "default", "utility"])
    #expect(
      KeyPointMatcher.rankedNames("Order: `open`, `public`, `package`") == ["open", "public", "package"])
    #expect(
      KeyPointMatcher.rankedNames(
        "A POST that creates an order, such as a checkout, is retried only with a key.")
        == nil)
  }
}
