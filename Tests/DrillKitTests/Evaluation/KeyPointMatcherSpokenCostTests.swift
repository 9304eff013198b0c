import DrillKitTesting
import Foundation
import Testing

@testable import DrillGrading

/// A complexity class said aloud is one concept, its letter kept (`grading/lexicon.txt`), and a
/// point no clause states is contradicted by a sentence that gives its subject another class:
/// docs/evaluation.md, "Session 29 (s29-grading73)".
@Suite struct KeyPointMatcherSpokenCostTests {
  /// "constant time" and "O of one" are `O(1)`, not the `let` sense of `constant`.
  @Test func constantTimeIsOfOne() {
    let lookup = checkPoint(
      "A dictionary finds a value in O(1) but does not keep the order of use",
      "A hash map gives me constant time lookup, O of one, but it has no idea which entry was touched most recently."
    )
    expectTrue(lookup.credited, "\(lookup)")
  }

  /// "O of n" and `O(n)` said with the point's other words state it.
  @Test func ofNSaidAloudStatesThePoint() {
    let insert = checkPoint(
      "Inserting at the front of an array is O(n), because every element shifts one place.",
      "Insert at zero is O of n. Everything shifts along.")
    expectTrue(insert.credited, "\(insert)")
    let pass = checkPoint(
      "Two pointers and sliding windows replace an O(n²) scan of all pairs with one O(n) pass.",
      "Both bring the all-pairs O(n²) check down to a single O(n) pass.")
    expectTrue(pass.credited, "\(pass)")
  }

  /// Another class said of the point's subject contradicts a point no clause states.
  @Test func anotherClassContradictsAPointNotStated() {
    let search = checkPoint(
      "`contains` on an array is a linear search that takes O(n) time.",
      "Contains, though, I believe is O of log n, because it does a binary search through the elements.")
    expectTrue(search.contradicted, "\(search)")
  }

  /// The subject named in another form ("sorted" for "sorting") is no cost of it.
  @Test func anotherFormOfTheSubjectIsNoCostOfIt() {
    let sorting = checkPoint(
      "Sorting first costs O(n log n), so it pays off only when the data is searched many times.",
      "You need the array to be sorted, and then it is O(log n).")
    expectTrue(!sorting.contradicted, "\(sorting)")
  }

  /// A sentence that names another point's subject with that point's class is about that point.
  @Test func anotherPointsCostIsNotThisOnes() {
    let checks = KeyPointMatcher.check(
      ["`contains` on an array is O(n) per call", "The array version is O(n²) in the worst case"],
      against: "Array contains is linear. I'd reach for a Set.", lexicon: .bundled)
    expectTrue(!checks[1].contradicted, "\(checks[1])")
    let alone = checkPoint("The array version is O(n²) in the worst case", "Array contains is linear.")
    expectTrue(alone.contradicted, "\(alone)")
  }

  /// A `wrong:` line that gives a cost is stated only by a clause that names its subject.
  @Test func aWrongCostLineNeedsItsSubject() {
    let point = "Inserting at the front of an array is O(n), because every element shifts one place."
    let notes = [KeyPointNotes(wrong: ["inserting at index 0 is O(1)"])]
    let other = KeyPointMatcher.check(
      [point], notes: notes,
      against: "Insert at zero is O of n. Everything shifts along. Index access is O of one.",
      lexicon: .bundled)[0]
    expectTrue(other.credited, "\(other)")
    let own = KeyPointMatcher.check(
      [point], notes: notes, against: "Inserting at index 0 is O of one, the array keeps room at the start.",
      lexicon: .bundled)[0]
    expectTrue(own.contradicted, "\(own)")
  }

  /// Each word of the `wrong:` line's subject: `String.count`'s cost is not the array's indexing.
  @Test func aWrongCostLineNeedsEachWordOfItsSubject() {
    let count = KeyPointMatcher.check(
      ["`String.count` is O(n) because it walks the string to find the grapheme boundaries."],
      notes: [KeyPointNotes(wrong: ["`String.count` is O(1)"])],
      against: "String count is O(n), it walks the string to find the grapheme boundaries. "
        + "When an algorithm needs random access, converting the string once to an Array of Character gives O(1) indexing.",
      lexicon: .bundled)[0]
    expectTrue(count.credited, "\(count)")
    expectTrue(!count.contradicted, "\(count)")
  }
}
