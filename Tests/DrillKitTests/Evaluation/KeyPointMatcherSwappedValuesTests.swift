import DrillKitTesting
import Foundation
import Testing

@testable import DrillGrading

/// Values swapped across the two parts of one point (`Judge.swappedValues`): each clause keeps most
/// of its part's words, so each part read as touched, and the answer was credited with the point it
/// says the wrong way round. docs/evaluation.md, "Session 36 (s36-grading110)".
@Suite struct KeyPointMatcherSwappedValuesTests {
  static let costs = "String: `count` and character indexing O(n); `utf8.count` O(1)"

  /// The two parts' costs traded between their subjects, in one sentence or in two adjacent ones,
  /// contradict the point (heldout6's and heldout45's wrong-reuse answers say it so).
  @Test func valuesTradedBetweenTwoPartsContradictThePoint() {
    for answer in [
      "String count and character indexing are O(1), while utf8.count is O(n).",
      "Character indexing in a String is O(1). The utf8.count is O(n) though.",
    ] {
      let result = checkPoint(Self.costs, answer)
      expectTrue(result.contradicted && !result.credited, "\(answer): \(result)")
    }
  }

  /// The point said the right way round, one part compared with the other's value ("O(n), unlike
  /// utf8.count, which is O(1)"), or the two clauses sentences apart, are read as before.
  @Test func valuesSaidRightOrFarApartAreReadAsBefore() {
    for answer in [
      "String count and character indexing are O(n), while utf8.count is O(1).",
      "Counting a string's characters is O(n), unlike utf8.count, which is O(1).",
      "Character indexing in a String is O(1). Arrays are different. Dictionaries too. The utf8.count is O(n) though.",
    ] {
      let result = checkPoint(Self.costs, answer)
      expectTrue(result.credited && !result.contradicted, "\(answer): \(result)")
    }
  }
}
