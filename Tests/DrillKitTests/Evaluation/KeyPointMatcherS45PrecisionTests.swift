import DrillKitTesting
import Foundation
import Testing

@testable import DrillGrading

/// A dismissal predicate denies its subject (session 45, s45-precision136; docs/evaluation.md):
/// "a Mutex is overkill", "injecting them is unnecessary" say the point's subject is not wanted,
/// as "you don't need a Mutex" does. Before the rule each dismissal below was credited with the
/// point it dismisses (`swiftdrill-grading try`).
@Suite struct KeyPointMatcherS45PrecisionTests {
  /// The point's subject dismissed: a contradiction.
  @Test(arguments: [
    ("Shared counters are protected with a `Mutex`.", "For a shared counter a Mutex is overkill."),
    ("Services are injected into the view model.", "Injecting services into the view model is unnecessary."),
    (
      "The server verifies the receipt signature.",
      "Verifying the receipt signature on the server is pointless."
    ),
  ])
  func aDismissalContradicts(point: String, answer: String) {
    expectContradicted(point, answer)
  }

  /// A dismissal of something else beside the point, an attribute, or a dismissal denied: the
  /// point still credited.
  @Test(arguments: [
    (
      "Views read the model straight from the environment.",
      "A wrapper is overkill, the views read the model straight from the environment."
    ),
    ("Shared counters are protected with a `Mutex`.", "For a shared counter a Mutex is not overkill at all."),
    ("Passing the array by value makes a copy.", "Passing the array by value makes an unnecessary copy."),
  ])
  func aDismissalOfSomethingElseIsCredited(point: String, answer: String) {
    expectCredited(point, answer)
  }
}
