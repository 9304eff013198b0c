import DrillKitTesting
import Foundation
import Testing

@testable import DrillGrading

/// An opposite the lexicon lacked (session 50, s50-lexicon11; docs/evaluation.md), mined from a
/// census of the contradicted points the ordinary sets and the wrong-claim probes credit: halfway
/// through said where a point says at once (`opposite: immediately | halfway | midway | half way`;
/// the `immediately` group already holds `at once`). Each wrong claim below was credited by main's
/// lexicon; each right answer names both sides and stays credited.
@Suite struct KeyPointMatcherS50Lexicon11Tests {
  /// Halfway (or midway) through said where the point says at once: a contradiction.
  @Test(arguments: [
    (
      "A Bool property of a shape switches at once.",
      "A Bool property of a shape switches halfway through the animation."
    ),
    (
      "A property that cannot be interpolated jumps to its new value at once.",
      "A property that cannot be interpolated jumps to its new value midway through the animation."
    ),
  ])
  func halfwayForAtOnceContradicts(point: String, answer: String) {
    expectContradicted(point, answer)
  }

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
  ])
  func bothSidesNamedAreCredited(point: String, answer: String) {
    expectCredited(point, answer)
  }
}
