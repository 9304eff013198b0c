import DrillKitTesting
import Foundation
import Testing

@testable import DrillGrading

/// Opposites the lexicon lacked, from a census of wrong claims credited in ordinary answers
/// (session 44, s44-precision134; docs/evaluation.md): `alongside` against `alone`, returning
/// normally against throwing, `intact` against `lose`. With main's lexicon each contradiction
/// below was credited or not said (`swiftdrill-grading try`); the agreeing readings were credited
/// before and still are.
@Suite struct KeyPointMatcherS44PrecisionTests {
  /// The opposite said where the point says its side: a contradiction.
  @Test(arguments: [
    // `alone | alongside`
    (
      "An exclusive job runs alone on its queue",
      "The exclusive job runs alongside the other jobs on its queue."
    ),
    // `throw | returns normally`
    (
      "A cancelled sleep throws a cancellation error",
      "When the task is cancelled, the sleep just returns normally."
    ),
    // `lose | intact`
    ("Compressing the photo loses its metadata", "Compressing the photo keeps its metadata intact."),
  ])
  func theOppositeContradicts(point: String, answer: String) {
    expectContradicted(point, answer)
  }

  /// The point's side said, the opposite denied beside it: credited, no contradiction.
  @Test(arguments: [
    (
      "An exclusive job runs alone on its queue",
      "The exclusive job runs alone, nothing runs alongside it."
    ),
    (
      "A cancelled sleep throws a cancellation error",
      "A cancelled sleep throws; it never returns normally."
    ),
  ])
  func theOppositeDeniedIsCredited(point: String, answer: String) {
    expectCredited(point, answer)
  }
}
