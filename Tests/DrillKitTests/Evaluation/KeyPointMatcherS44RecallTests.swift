import DrillKitTesting
import Foundation
import Testing

@testable import DrillGrading

/// Right answers in other words the lexicon lacked (session 44, s44-recall; docs/evaluation.md):
/// covered points said with a word or a phrase of a family the lexicon did not know, from a census
/// of 120 covered points not credited in expert and partial answers of heldout50–63 and the right
/// probes (seed 44). With main's lexicon before the round (`d807226f`) each answer below was told
/// "not said" (`swiftdrill-grading try`).
@Suite struct KeyPointMatcherS44RecallTests {
  /// The point said with the family's other word or phrase: credited, no contradiction.
  @Test(arguments: [
    // `checked into | committed to | committed into`
    ("Checked into the repository.", "Committed to the repository."),
    // `pass on | passes it on | … | forward | forwards`
    ("Unhandled, it passes it on.", "Unhandled, it forwards it."),
    // `critical | crucial | most important | important`
    ("Critical journeys.", "Important journeys."),
    // `limit | maximum | up to a maximum`
    ("Retries have a limit.", "Retries have a maximum."),
    ("There is a limit on retries.", "There is a maximum on retries."),
  ])
  func theFamilysOtherWordIsCredited(point: String, answer: String) {
    expectCredited(point, answer)
  }
}
