import DrillKitTesting
import Foundation
import Testing

@testable import DrillGrading

/// A sentence that states a point with the other side of a known pair in one of its argument
/// slots ("a child coordinator" for "a parent coordinator", "inside containment" for "outside")
/// says another claim: docs/evaluation.md, "Session 18 (s18-grading16)".
@Suite struct KeyPointMatcherSlotTests {
  static let coordinator =
    "A parent coordinator keeps its children in an array so that they stay alive while their flow runs."

  /// The other side of the pair in the same slot contradicts the point.
  @Test func theOtherSideInTheSameSlotContradicts() {
    let swapped = checkPoint(
      Self.coordinator,
      "A child coordinator keeps its parent in an array so that it stays alive while its flow runs.")
    expectTrue(swapped.contradicted, "\(swapped)")
    expectTrue(!swapped.credited, "\(swapped)")
    let place = checkPoint(
      "A view added outside containment misses those callbacks",
      "A view added inside containment misses those callbacks.")
    expectTrue(place.contradicted, "\(place)")
  }

  /// The point's own side beside the other, a possessor ("the parent's array"), and a denied side
  /// ("off the main thread") leave the point stated.
  @Test func thePointsOwnSideIsStillStated() {
    let right = checkPoint(
      Self.coordinator,
      "The parent coordinator holds its child coordinators in an array to keep them alive while their flow runs."
    )
    expectTrue(right.credited, "\(right)")
    let possessor = checkPoint(
      Self.coordinator, "Children are kept in the parent's array so they stay alive while their flow runs.")
    expectTrue(possessor.credited, "\(possessor)")
    let off = checkPoint(
      "The fix moves the work or the wait off the main thread.",
      "The fix is to do that work or the wait on a background thread instead of the main thread.")
    expectTrue(!off.contradicted, "\(off)")
  }

  /// The slots read: a pair's word with the word right after it, a preposition with its object.
  @Test func slotsAreReadBesideTheirWords() {
    let stemmer = SnowballStemmer()
    let read = KeyPointMatcher.slots(
      in: "runs on the main thread after the view loads, not on a background queue, on the caller's actor",
      stemmer: stemmer,
      stop: GradingLexicon.bundled.stopWords)
    expectEqual(
      read.map(\.after), [stemmer.stem("thread"), stemmer.stem("view"), stemmer.stem("actor") + "'"])
    expectEqual(read.map(\.word.side), [0, 1, 0])
  }

  /// "iOS 15" for "iOS 17", "Swift 3" for "Swift 5.7", "two" categories for "six": contradicted.
  @Test func anotherValueInTheSameSlotContradicts() {
    let version = checkPoint(
      "SwiftData needs iOS 17 or macOS 14, so older deployment targets use Core Data",
      "SwiftData needs iOS 15 or macOS 12, so older deployment targets use Core Data.")
    expectTrue(version.contradicted, "\(version)")
    expectTrue(!version.credited, "\(version)")
    let swift = checkPoint(
      "It was needed because protocols with associated types could not be used as types before Swift 5.7",
      "It was needed because protocols with associated types could not be used as types before Swift 3.")
    expectTrue(swift.contradicted, "\(swift)")
    let count = checkPoint(
      "Arabic has six plural categories and Polish has four",
      "Arabic has two plural categories and Polish has three.")
    expectTrue(count.contradicted, "\(count)")
  }

  /// The point's own value beside a harmless second one, the values in another order, another
  /// slot, and a denied value leave the point stated.
  @Test func thePointsOwnNumberIsStillStated() {
    let also = checkPoint(
      "SwiftData needs iOS 17 or macOS 14, so older deployment targets use Core Data",
      "SwiftData needs iOS 17 or later, so also iOS 18, or macOS 14; older deployment targets use Core Data.")
    expectTrue(also.credited, "\(also)")
    let swapped = checkPoint(
      "Arabic has six plural categories and Polish has four",
      "Polish has four plural forms and Arabic has six.")
    expectTrue(swapped.credited, "\(swapped)")
    let equal = checkPoint(
      "Since Swift 6.0 you can loop over a pack with a for-in loop",
      "Since Swift 6 you can loop over a pack with a for-in loop.")
    expectTrue(equal.credited, "\(equal)")
  }

  /// The two ends of a sequence (session 22): "at the start of the parameter list" for "near the
  /// end"; a denied side, and a point that names both ends, claim nothing against it.
  @Test func theOtherEndOfTheSameSequenceContradicts() {
    let start = checkPoint(
      "Defaulted parameters go near the end of the parameter list.",
      "Defaulted parameters go at the start of the parameter list.")
    expectTrue(start.contradicted, "\(start)")
    let denied = checkPoint(
      "Defaulted parameters go near the end of the parameter list.",
      "Defaulted parameters go near the end of the parameter list, not at the start of it.")
    expectTrue(denied.credited, "\(denied)")
    expectTrue(!denied.contradicted, "\(denied)")
    let both = checkPoint(
      "The iterator walks the list from the start to the end of the list.",
      "The iterator walks the list up to the end of the list.")
    expectTrue(!both.contradicted, "\(both)")
  }
}
