import DrillKitTesting
import Foundation
import Testing

@testable import DrillGrading

/// A rival of a word the point says twice, in the second's place (session 41, s41-grading129;
/// docs/evaluation.md): "Cancelling the surrounding task pauses the request" for "Cancelling the
/// surrounding task cancels the request" says the point's `cancel` once, as its subject, and the
/// lexicon's rival `pause` where the point says `cancel` again. Before this round each of the
/// contradictions below was credited (`swiftdrill-grading try`): the clause named every concept
/// of the point and the rival was never weighed.
@Suite struct KeyPointMatcherS41RepeatedRivalTests {
  /// The rival said where the point repeats its word: a contradiction.
  @Test(arguments: [
    (
      "Cancelling the surrounding task cancels the request",
      "Cancelling the surrounding task pauses the request."
    ),
    (
      "Cancelling a parent cancels its children",
      "Cancelling a parent pauses its children until the parent is resumed."
    ),
    ("Decoding the payload decodes every nested type", "Decoding the payload encodes every nested type."),
  ])
  func theRivalInTheRepeatedWordsPlaceContradicts(point: String, answer: String) {
    expectContradicted(point, answer)
  }

  /// The word said again, the rival denied or set against it, or said of another subject: credited.
  @Test(arguments: [
    ("Cancelling a parent cancels its children", "Cancelling a parent cancels its children too."),
    (
      "Cancelling a parent cancels its children",
      "Cancelling a parent cancels its children, it doesn't just pause them."
    ),
    (
      "Cancelling the surrounding task cancels the request",
      "Cancelling the surrounding task cancels the request instead of pausing it."
    ),
    (
      "Decoding the payload decodes every nested type",
      "Decoding the payload decodes every nested type, and encoding reverses it."
    ),
  ])
  func theRepeatedWordSaidAgainIsCredited(point: String, answer: String) {
    expectCredited(point, answer)
  }
}
