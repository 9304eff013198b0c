import DrillKitTesting
import Foundation
import Testing

@testable import DrillEvaluation
@testable import DrillGrading

/// A negation before a list ("can't add computed properties, methods or initialisers")
/// denies every item of it, not only those within its reach of three concepts before the
/// first comma: docs/evaluation.md, "Polarity".
@Suite struct KeyPointMatcherListTests {
  static func check(_ answer: String, _ point: String) -> KeyPointCheck {
    KeyPointMatcher.check([point], against: answer, lexicon: .bundled)[0]
  }

  /// The last items of a denied list are denied too: the answer contradicts the point.
  @Test(arguments: [
    "Extensions can't add computed properties, methods or initialisers.",
    "Extensions can't add computed properties, subscripts, methods or initialisers.",
  ])
  func aNegationDeniesEveryItemOfTheListAfterIt(answer: String) {
    let check = Self.check(answer, "Extensions can add methods")
    expectTrue(!check.credited, "\(check)")
    expectTrue(check.contradicted, "\(check)")
  }

  /// An alternative after a comma ("…, or a wrapper holds it") is not an item of the denied list,
  /// nor is a clause after a colon, and "no X, Y or Z" may name X's absence as one item
  /// ("no connection, a timeout or a cancellation"): the negation stops at the comma.
  @Test(arguments: [
    (
      "Extensions cannot hold stored properties, or a wrapper type holds the state.",
      "A wrapper type holds the state"
    ),
    ("It is not a collection: use indices or a span.", "Use indices or a span"),
    (
      "Transport errors are no connection, a timeout or a cancellation.", "Transport errors include a timeout"
    ),
  ])
  func aListNeedsShortItemsBeforeItsOr(answer: String, point: String) {
    let check = Self.check(answer, point)
    expectTrue(check.credited, "\(check)")
  }
}
