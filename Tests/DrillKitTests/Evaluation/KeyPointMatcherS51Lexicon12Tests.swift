import DrillKitTesting
import Foundation
import Testing

@testable import DrillGrading

/// A rival the lexicon lacked (session 51, s51-lexicon12; docs/evaluation.md), from a census of the
/// contradicted points the ordinary sets and the wrong-claim probes credit: the two floating-point
/// types exclude each other (`rival: double | float`), so `Float` said where a point says `Double`
/// (or the reverse) contradicts it. Each wrong claim below was credited by main's lexicon; each
/// right answer names both sides and stays credited.
@Suite struct KeyPointMatcherS51Lexicon12Tests {
  /// `Float` said where the point says `Double`: a contradiction.
  @Test(arguments: [
    (
      "Defaults when nothing decides: Int, Double, String, Array, Dictionary, Bool",
      "When nothing decides, the defaults are Int for integers and Float for decimals."
    ),
    (
      "Defaults when nothing decides: Int, Double, String, Array, Dictionary, Bool",
      "When the spelling leaves it open, the defaults are Int, Float, String, Array, Dictionary and Bool."
    ),
    ("A value with a fraction is stored as a Double.", "A value with a fraction is stored as a Float."),
    ("The distance is stored as a Double.", "The distance is stored as a Float."),
  ])
  func floatForDoubleContradicts(point: String, answer: String) {
    expectContradicted(point, answer)
  }

  /// Right answers that name both types, each with its own claim: credited, with no contradiction.
  @Test(arguments: [
    (
      "The distance is stored as a Double.",
      "The distance is stored as a Double; a Float would lose precision."
    ),
    (
      "The distance is stored as a Double.",
      "A Float would lose precision, so the distance is stored as a Double."
    ),
    (
      "Defaults when nothing decides: Int, Double, String, Array, Dictionary, Bool",
      "When nothing decides the defaults are Int, Double rather than Float, String, Array, Dictionary and Bool."
    ),
    (
      "The shader's vertex positions are stored as Float.",
      "The shader's vertex positions are stored as Float, while the app's model keeps Double."
    ),
    (
      "The shader's vertex positions are stored as Float.",
      "The app's model keeps Double values, but the shader's vertex positions are stored as Float."
    ),
    (
      "A test double stands in for a real dependency during a test.",
      "A test double stands in for a real dependency during a test, like a sensor fake that always reports the same Float reading."
    ),
    (
      "An integer literal defaults to Int and a floating-point literal to Double",
      "An integer literal defaults to Int, and a decimal literal like 0.5 defaults to Double."
    ),
    (
      "An integer literal defaults to Int and a floating-point literal to Double",
      "42 is an Int, and a literal with a decimal point is a Double unless you annotate it as a Float."
    ),
    (
      "Money is stored as a Decimal.",
      "Money is stored as a Decimal. Binary floating point can't represent 0.1 exactly."
    ),
  ])
  func bothSidesNamedAreCredited(point: String, answer: String) {
    expectCredited(point, answer)
  }
}
