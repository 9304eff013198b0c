import DrillKitTesting
import Foundation
import Testing

@testable import DrillGrading

/// Lexicon words read in their own sense (docs/evaluation.md, "Session 29 (s29-grading75)"). A
/// word whose stem is another group's stem joined the two groups: `unchanged` stems as
/// `unchangeable` (the `immutable` group), so `stale`'s opposite line made every `write`, `change`
/// and `mutable` read as `stale`; `extensible` stems as `extension`, the keyword, so "extensions"
/// read as "not closed"; `releasable` (ready to ship) and ARC's `release` read as freed.
@Suite struct KeyPointMatcherLexiconSenseTests {
  static func names(_ text: String) -> [String] {
    let reader = StatementReader(lexicon: .bundled, stemmer: SnowballStemmer())
    return reader.parts(text).flatMap { $0.map(\.name) }
  }

  /// Each word keeps its own concept: none of them reads as the group its stem collided with.
  @Test(arguments: [
    ("You can write to the cached data", "stale"),
    ("Read-write access", "stale"),
    ("A mutable array", "stale"),
    ("Extensions add methods", "close"),
    ("The build is releasable", "free"),
    ("Retain and release are atomic", "free"),
  ])
  func aWordIsNotReadAsTheGroupItsStemCollidedWith(text: String, wrong: String) {
    let names = Self.names(text)
    expectTrue(!names.contains(wrong), "\(text): \(names)")
  }

  /// The joins the lexicon means still hold: `unchanged` is the opposite of `stale`, `mutable`
  /// of `immutable`, and `extensible` of `closed`.
  @Test func theMeantOppositesStillContradict() {
    for (point, answer) in [
      ("The cached entry is unchanged.", "The cached entry is stale."),
      ("The array is immutable.", "The array is mutable."),
      ("An enum's set of cases is closed.", "An enum's set of cases is extensible."),
    ] {
      let result = checkPoint(point, answer)
      expectTrue(result.contradicted && !result.credited, "\(answer): \(result)")
    }
  }

  /// What the collisions did to verdicts: an unchanged entry was a constant, a mutable one the
  /// opposite of unchanged, "extensions" the opposite of a closed set, and "retain and release"
  /// said the operations were freed, against a point that says they are not free.
  @Test func theCollidedSensesNoLongerDecide() {
    let constant = checkPoint("A let constant is immutable.", "It is unchanged.")
    expectTrue(!constant.credited, "\(constant)")
    let entry = checkPoint("The entry is unchanged.", "The entry is mutable.")
    expectTrue(!entry.contradicted, "\(entry)")
    let closed = checkPoint("An enum's set of cases is closed.", "Extensions add methods to the enum.")
    expectTrue(!closed.contradicted, "\(closed)")
    let arc = checkPoint(
      "Retain and release are atomic operations, so they are not free in hot loops.",
      "Retain and release are atomic, so hot loops pay.")
    expectTrue(arc.credited && !arc.contradicted, "\(arc)")
  }
}
