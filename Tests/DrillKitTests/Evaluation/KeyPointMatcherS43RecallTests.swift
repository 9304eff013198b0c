import DrillKitTesting
import Foundation
import Testing

@testable import DrillGrading

/// Right answers in other words the lexicon lacked (session 43, s43-recall; docs/evaluation.md):
/// covered points said with a word or a phrase of a family the lexicon did not know, from a census
/// of 150 covered points not credited in expert, terse, partial and one-point answers (seed 43).
/// With main's lexicon before the round (`83fafae9`) each answer below was told "not said"
/// (`swiftdrill-grading try`).
@Suite struct KeyPointMatcherS43RecallTests {
  /// The point said with the family's other word or phrase: credited, no contradiction.
  @Test(arguments: [
    // `replace | swap in | swap out`
    (
      "Composition lets you combine behaviours and replace them in tests",
      "You can mix and match behaviours, and in a unit test you just swap in a fake loader."
    ),
    ("A test replaces the real clock with a fixed one.", "In the test I swap in a fixed clock."),
    // `automatic | magically`
    (
      "`std::string` imports as the Swift struct `std.string`, which is not converted to `String` automatically.",
      "The C++ string shows up in Swift as its own struct type; it is not magically bridged to Swift's String."
    ),
    // `discard | thrown away | threw away`
    ("Drafts are discarded.", "Drafts are thrown away."),
  ])
  func theFamilysOtherWordIsCredited(point: String, answer: String) {
    expectCredited(point, answer)
  }
}
