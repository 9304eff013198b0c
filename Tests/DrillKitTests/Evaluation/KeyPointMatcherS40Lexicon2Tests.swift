import DrillKitTesting
import Foundation
import Testing

@testable import DrillGrading

/// Opposites the lexicon lacked (session 40, s40-lexicon2; docs/evaluation.md): `robust` against
/// `fragile` and `brittle`, and `stable` against `scramble`. With main's lexicon before this round
/// each contradiction below was credited or not said, and each denial of the opposite was told it
/// contradicts its point or was not said (`swiftdrill-grading try`).
@Suite struct KeyPointMatcherS40Lexicon2Tests {
  /// The opposite said where the point says its side: a contradiction.
  @Test(arguments: [
    // `robust | fragile | brittle`
    ("UI tests are slow and fragile.", "UI tests are slow but robust."),
    ("Snapshot tests are brittle.", "Snapshot tests are robust."),
    // `stable | scramble`
    ("The sort keeps equal elements stable.", "The sort scrambles equal elements."),
    ("Swift's sort is stable.", "Swift's sort scrambles equal elements."),
  ])
  func theOppositeContradicts(point: String, answer: String) {
    let check = checkPoint(point, answer)
    expectTrue(check.contradicted, "\(answer): \(check)")
  }

  /// The opposite denied is the point said in other words: credited, no contradiction.
  @Test(arguments: [
    (
      "They are brittle across simulators, OS versions, fonts and locales, so the environment is pinned.",
      "Snapshots aren't robust across simulators, OS versions, fonts and locales, so the environment is pinned."
    ),
    ("Snapshot tests are brittle.", "Snapshot tests aren't robust."),
    ("The sort keeps equal elements stable.", "The sort never scrambles equal elements."),
    ("Swift's sort is stable.", "Swift's sort doesn't scramble equal elements."),
  ])
  func theOppositeDeniedIsCredited(point: String, answer: String) {
    let check = checkPoint(point, answer)
    expectTrue(check.credited && !check.contradicted, "\(answer): \(check)")
  }
}
