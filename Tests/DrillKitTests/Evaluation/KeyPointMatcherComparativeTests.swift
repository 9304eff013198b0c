import DrillKitTesting
import Foundation
import Testing

@testable import DrillGrading

/// A sentence that states a point with its comparison the other way round for the same thing
/// ("harder to read" for "easier to read", "more memory" for "less memory", "a different order"
/// for "the same order") says the opposite claim: docs/evaluation.md, "Session 20
/// (s20-grading26)". Comparatives are slots (`KeyPointMatcher+Slots.swift`): the thing compared
/// is the slot.
@Suite struct KeyPointMatcherComparativeTests {
  /// The other direction of a comparison or a change, said of the same thing, contradicts.
  @Test func theOtherDirectionContradicts() {
    let cases = [
      (
        "Explicit type annotations make type-checking easier for the compiler",
        "Explicit type annotations make type-checking harder for the compiler."
      ),
      (
        "A lazy sequence uses less memory than an array of every result",
        "A lazy sequence uses more memory than an array of every result."
      ),
      (
        "Fewer dynamic frameworks mean less work for the loader at launch",
        "More dynamic frameworks mean less work for the loader at launch."
      ),
      (
        "Reusing one formatter lowers the cost of each cell",
        "Reusing one formatter raises the cost of each cell."
      ),
      (
        "A stable sort keeps equal elements in the same relative order",
        "A stable sort puts equal elements in a different relative order."
      ),
      // `separate` (session 23): another thing, as `different` says.
      (
        "Both paths send the URL to the same routing code.",
        "Each path sends the URL to its own separate routing code."
      ),
    ]
    for (point, answer) in cases {
      let check = checkPoint(point, answer)
      expectTrue(check.contradicted, "\(answer): \(check)")
      expectTrue(!check.credited, "\(answer): \(check)")
    }
  }

  /// The point's own direction, said beside the other or after a denial of it, still states it.
  @Test func theOwnDirectionStillStates() {
    let denied = checkPoint(
      "Explicit type annotations make type-checking easier for the compiler",
      "Explicit type annotations make type-checking easier for the compiler, not harder.")
    expectTrue(denied.credited, "\(denied)")
    let same = checkPoint(
      "A stable sort keeps equal elements in the same relative order",
      "A stable sort keeps equal elements in the same relative order they had.")
    expectTrue(same.credited, "\(same)")
    let separate = checkPoint(
      "A unit test runs in the same process as the app it tests.",
      "A unit test runs in the same process as the app, unlike a UI test in a separate process.")
    expectTrue(separate.credited, "\(separate)")
    expectTrue(!separate.contradicted, "\(separate)")
  }

  /// A comparison inside a condition of the point is the condition's, not its claim: an answer
  /// that names the other case ("if they touched the same field") says nothing against it.
  @Test func aComparisonInAConditionClaimsNothing() {
    let stemmer = SnowballStemmer()
    let stop = GradingLexicon.bundled.stopWords
    let conditional = KeyPointMatcher.slots(
      in: "A merge keeps both edits when they touched different fields", stemmer: stemmer, stop: stop)
    expectTrue(conditional.isEmpty, "\(conditional.map(\.after))")
    let merge = checkPoint(
      "A merge keeps both edits when they touched different fields",
      "A merge keeps both edits; if they touched the same field one edit wins.")
    expectTrue(!merge.contradicted, "\(merge)")
  }

  /// The comparatives read: each with the thing it compares, past up to two stop words.
  @Test func comparativesAreReadWithTheThingCompared() {
    let stemmer = SnowballStemmer()
    let read = KeyPointMatcher.slots(
      in: "fewer merge conflicts and easier to review", stemmer: stemmer,
      stop: GradingLexicon.bundled.stopWords)
    expectEqual(read.map(\.after), [stemmer.stem("merge"), stemmer.stem("review")])
    expectEqual(read.map(\.word.side), [1, 0])
  }
}
