import DrillKitTesting
import Foundation
import Testing

@testable import DrillGrading

/// An opposite the lexicon lacked (session 38, s38-lexicon119; docs/evaluation.md): a size fixed in
/// advance against one that varies or that the content sets (`fixed size` against `variable size`
/// and `self-sizing`). With main's lexicon each contradiction below was credited and the right
/// paraphrase, a denial of the opposite, was told it contradicts its point.
@Suite struct KeyPointMatcherSizeOppositesTests {
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
  ])
  func theOppositeContradicts(point: String, answer: String) {
    expectContradicted(point, answer)
  }

  /// The opposite denied is the point said in other words: credited, no contradiction.
  @Test(arguments: [
    ("Characters have variable size", "Characters aren't fixed size, a Character is a grapheme cluster."),
    (
      "Collection view cells use a self-sizing layout",
      "The cells don't use a fixed size, the layout sizes them to their content."
    ),
  ])
  func theOppositeDeniedIsCredited(point: String, answer: String) {
    expectCredited(point, answer)
  }
}
