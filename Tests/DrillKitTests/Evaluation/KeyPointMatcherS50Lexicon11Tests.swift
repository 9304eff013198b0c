import DrillKitTesting
import Foundation
import Testing

@testable import DrillGrading

/// Right answers that name "halfway" beside a point's "at once" (session 50, s50-lexicon11;
/// docs/evaluation.md). The round's one kept line, `opposite: immediately | halfway | midway | half
/// way`, caught two wrong claims ("switches halfway through the animation" for "switches at once")
/// but the read-only review's right answers that say WHEN the event happens ("even halfway through
/// its work, the system terminates it at once") were told the opposite, so the line was not merged.
/// These answers pin that: any later line of the kind must keep them credited.
@Suite struct KeyPointMatcherS50Lexicon11Tests {
  /// Right answers that name both sides, each with its own claim: credited, with no contradiction.
  @Test(arguments: [
    (
      "A Bool property of a shape switches at once.",
      "A Bool property of a shape switches at once rather than halfway through the animation."
    ),
    (
      "A Bool property of a shape switches at once.",
      "Halfway through the animation a CGFloat property is halfway between its two values. A Bool property of a shape switches at once."
    ),
    (
      "A property that cannot be interpolated jumps to its new value at once.",
      "A property that cannot be interpolated jumps to its new value at once, not midway through the animation."
    ),
    (
      "When an extension goes over its limit, the system terminates it at once.",
      "If an extension passes its memory limit, even halfway through its work, the system terminates it at once."
    ),
    (
      "When an extension goes over its limit, the system terminates it at once.",
      "An extension that goes over its limit halfway through a task is terminated at once."
    ),
  ])
  func bothSidesNamedAreCredited(point: String, answer: String) {
    expectCredited(point, answer)
  }
}
