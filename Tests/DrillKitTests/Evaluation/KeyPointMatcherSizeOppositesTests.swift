import DrillKitTesting
import Foundation
import Testing

@testable import DrillGrading

/// Opposites the lexicon lacked (session 38, s38-lexicon119; docs/evaluation.md): a size fixed in
/// advance against one that varies or that the content sets (`fixed size` against `variable size`
/// and `self-sizing`), and what stays fixed against what scales (the `resize` group's `scale`).
/// With main's lexicon each contradiction below was credited and each right paraphrase, a denial
/// of the opposite, was told it contradicts its point or was not credited.
@Suite struct KeyPointMatcherSizeOppositesTests {
  static func check(_ point: String, _ answer: String, prompt: String = "") -> KeyPointCheck {
    KeyPointMatcher.check([point], against: answer, prompt: prompt, lexicon: .bundled)[0]
  }

  /// The opposite said where the point says its side: a contradiction.
  @Test(arguments: [
    (
      "A hosting configuration cell sizes itself to its SwiftUI content in a self-sizing layout.",
      "A hosting configuration cell has a fixed size from the layout, so you compute heights yourself."
    ),
    (
      "Characters have variable size",
      "Every Character has a fixed size, four bytes."
    ),
    (
      "Text with a text style scales automatically",
      "Text with a text style stays fixed."
    ),
  ])
  func theOppositeContradicts(point: String, answer: String) {
    let check = Self.check(point, answer)
    expectTrue(check.contradicted, "\(answer): \(check)")
  }

  /// The opposite denied is the point said in other words: credited, no contradiction.
  @Test(arguments: [
    (
      "Characters have variable size",
      "",
      "Characters aren't fixed size, a Character is a grapheme cluster."
    ),
    (
      "A font with a fixed point size, such as `.system(size: 17)`, ignores the user's text size setting.",
      "Your button component uses the brand font at 17 points and a 24-point image. At the largest text sizes the label does not grow, and the image looks tiny next to other text. How do you make the typography and sizes of a component follow Dynamic Type?",
      "Fixed sizes like system size seventeen don't scale."
    ),
  ])
  func theOppositeDeniedIsCredited(point: String, prompt: String, answer: String) {
    let check = Self.check(point, answer, prompt: prompt)
    expectTrue(check.credited && !check.contradicted, "\(answer): \(check)")
  }
}
