import DrillKitTesting
import Foundation
import Testing

@testable import DrillGrading

/// Right answers in other words the lexicon lacked (session 41, s41-recall; docs/evaluation.md):
/// covered points said with a word or a phrase of a family the lexicon did not know, from a census
/// of 170 covered points not credited in expert, terse, partial and one-point answers (seed 41).
/// With main's lexicon before the round (`4dd2a1cd`) each answer below was told "not said"
/// (`swiftdrill-grading try`).
@Suite struct KeyPointMatcherS41RecallTests {
  /// The point said with the family's other word or phrase: credited, no contradiction.
  @Test(arguments: [
    // `again | a second time`
    (
      "After the user denies access, the system does not ask again, so the app links to Settings.",
      "If it's denied, iOS won't show the prompt a second time, so the pairing screen explains that and offers a button that deep links to our page in Settings."
    ),
    (
      "After the user denies access, the system does not ask again, so the app links to Settings.",
      "If someone already said no, iOS won't ask a second time, so the pairing screen explains the problem and has a button that opens our page in the Settings app."
    ),
    // `enough | plenty | sufficient`
    (
      "A closure is enough for a single function without configuration",
      "If the strategy is just a single operation with no settings, a closure of two ints to int is plenty, like the predicate for sorted by."
    ),
    (
      "A closure is enough for a single function without configuration",
      "For a single operation with no settings, a closure is sufficient."
    ),
    // `before | ahead of time | in advance | beforehand` (the `before` group holds `up front`)
    (
      "A mock is set up with expectations in advance and verifies that the calls it received match them.",
      "A mock is told up front which calls to expect, like charge eight hundred cents exactly once, and then it checks the calls it actually got against those expectations."
    ),
    (
      "A mock is set up with expectations ahead of time and verifies that the calls it received match them.",
      "A mock is told up front which calls to expect, and then it checks the calls it actually got against those expectations."
    ),
  ])
  func theFamilysOtherWordIsCredited(point: String, answer: String) {
    expectCredited(point, answer)
  }
}
