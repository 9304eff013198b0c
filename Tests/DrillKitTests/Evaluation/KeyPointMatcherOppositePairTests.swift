import DrillKitTesting
import Foundation
import Testing

@testable import DrillGrading

/// Wrong answers credited (session 26, s26-grading61; docs/evaluation.md): a lexicon opposite found
/// among the contradicted points the matcher credited. One case contradicts a point with the other
/// word, and a near case that says the point's own word still states it.
@Suite struct KeyPointMatcherOppositePairTests {
  static func check(_ point: String, _ answer: String) -> KeyPointCheck {
    KeyPointMatcher.check([point], against: answer, lexicon: .bundled)[0]
  }

  /// A rendering in full colour is the opposite of a monochrome one.
  @Test func fullColoursAreNoMonochromeImage() {
    let check = Self.check(
      "On the Lock Screen the system renders the widget as a desaturated, monochrome image.",
      "On the Lock Screen the widget keeps its full colours.")
    expectTrue(!check.credited, "\(check)")
    expectTrue(check.contradicted, "\(check)")
  }

  @Test func aMonochromeImageIsStated() {
    let check = Self.check(
      "On the Lock Screen the system renders the widget as a desaturated, monochrome image.",
      "On the Lock Screen the system shows the widget as a monochrome image.")
    expectTrue(check.credited, "\(check)")
    expectTrue(!check.contradicted, "\(check)")
  }

  /// Either spelling: "full colors" is the same group.
  @Test func fullColorsAreNoMonochromeImage() {
    let check = Self.check(
      "On the Lock Screen the system renders the widget as a desaturated, monochrome image.",
      "On the Lock Screen the widget keeps its full colors.")
    expectTrue(check.contradicted, "\(check)")
  }

  /// Full colour denied is no contradiction.
  @Test func deniedFullColoursAreNoContradiction() {
    let check = Self.check(
      "On the Lock Screen the system renders the widget as a desaturated, monochrome image.",
      "On the Lock Screen the widget does not keep its full colours, the system renders a monochrome image.")
    expectTrue(check.credited, "\(check)")
    expectTrue(!check.contradicted, "\(check)")
  }
}
