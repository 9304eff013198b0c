import DrillKitTesting
import Foundation
import Testing

@testable import DrillGrading

/// Right answers in other words the lexicon lacked (session 46, s46-recall; docs/evaluation.md):
/// covered points that expert, terse and right-probe answers state in a paraphrase the matcher did
/// not hear, from a seeded sample of the covered points `main46.tsv` does not credit. With main's
/// lexicon before the round (`5d176249`) each answer below was told "not said"
/// (`swiftdrill-grading try`).
@Suite struct KeyPointMatcherS46RecallTests {
  /// The point said with the family's other word or phrase: credited, no contradiction.
  @Test(arguments: [
    // `same: thoroughly | properly | carefully | in depth | closely`
    ("Reviewed thoroughly.", "Reviewed properly."),
    ("Reviewed thoroughly.", "Reviewed carefully."),
    ("Reviewed thoroughly.", "Reviewed in depth."),
    // `same: revert | restore | restores | restored | restoring | put back | puts back`
    ("Rolls back the toggle.", "Restores the toggle."),
    ("Rolls back the toggle.", "Puts back the toggle."),
    // `same: summary | sums up | sum up | summed up | summing up`
    ("A summary.", "It sums up."),
    ("A summary line.", "A line summing up."),
    // `same: talk | narrate | … | think aloud | think out loud | …`
    ("Talk while you code.", "Narrate while you code."),
    ("Talk while you code.", "Think out loud while you code."),
  ])
  func theFamilysOtherWordIsCredited(point: String, answer: String) {
    expectCredited(point, answer)
  }
}
