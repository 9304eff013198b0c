import DrillKitTesting
import Foundation
import Testing

@testable import DrillGrading

/// A point that gives a cost in Big-O is not stated by a sentence that gives the same thing
/// another complexity class: docs/evaluation.md, "Session 25 (s25-grading56)".
@Suite struct KeyPointMatcherCostTests {
  /// "O(n²)", "O of n", "a linear number" for "O(n)", "O(1)", "O(log n)": another value.
  @Test func anotherClassContradicts() {
    let passes = checkPoint(
      "Two passes over n characters are still O(n) time", "Two passes over n characters are O(n²) time")
    expectTrue(passes.contradicted, "\(passes)")
    expectTrue(!passes.credited, "\(passes)")
    let spoken = checkPoint(
      "Accessing an array element by its index is O(1).",
      "And accessing an array element by its index is O of n too")
    expectTrue(spoken.contradicted, "\(spoken)")
    let named = checkPoint(
      "Binary search takes a logarithmic number of comparisons, O(log n).",
      "Binary search takes a linear number of comparisons, O of n, same as contains")
    expectTrue(named.contradicted, "\(named)")
  }

  /// Where both name the time or the memory, another class for one of them contradicts.
  @Test func anotherClassForTheMemoryContradicts() {
    let memory = checkPoint(
      "The loop uses O(n) time and O(1) memory", "The loop uses O(n) time and O(n) extra memory")
    expectTrue(memory.contradicted, "\(memory)")
  }

  /// The point's own class said another way, a denied or compared class, a class of another
  /// thing than the point's subject, and the time said where the point gives the memory leave
  /// the point stated.
  @Test func theSameClassOrAnotherThingsLeavesThePointStated() {
    let same = checkPoint(
      "`contains` on an array is a linear search that takes O(n) time.",
      "contains on an array walks element by element, a linear search, O of n time")
    expectTrue(same.credited, "\(same)")
    expectTrue(!same.contradicted, "\(same)")
    let denied = checkPoint(
      "Finding the n-th character means walking from the start: O(n), not O(1)",
      "Finding the n-th character means walking from the start, so it's linear rather than O of one")
    expectTrue(!denied.contradicted, "\(denied)")
    let other = checkPoint(
      "`contains` on an array is a linear search that takes O(n) time.",
      "The search behind each append on an array takes constant time, amortised O of one")
    expectTrue(!other.contradicted, "\(other)")
    let squared = checkPoint(
      "Nested loops use O(1) memory but take O(n²) time",
      "Nested loops use constant memory, just two indices, but take O(n squared) time")
    expectTrue(squared.credited, "\(squared)")
    expectTrue(!squared.contradicted, "\(squared)")
  }

  /// How a class is read: spoken, named, its variable's letter, an `O` that opens an aside.
  @Test func classesAreReadHoweverWritten() {
    func classes(_ text: String) -> [String] { KeyPointMatcher.costs(in: text[...]).map(\.cost) }
    #expect(classes("O(n²) and O of n squared and quadratic") == ["n²", "n²", "n²"])
    #expect(classes("O(k log k), n log n, O of log n") == ["nlogn", "nlogn", "logn"])
    #expect(classes("constant time, O of one, O(1)") == ["1", "1", "1"])
    #expect(classes("not O(1), better than quadratic") == [])
    #expect(classes("I/O (input and output) is slow") == [])
    #expect(KeyPointMatcher.costs(in: "O(n) extra memory"[...]).map(\.slot) == ["memory"])
  }
}
