import DrillKitTesting
import Foundation
import Testing

@testable import DrillGrading

/// Opposites and a limit said in other words that the lexicon lacked (session 41, s41-lexicon2;
/// docs/evaluation.md): one direction against two-way, a hard ceiling as a strict limit, `keep`
/// against `throw away`, mixing with other apps' audio against interrupting it, `need` against
/// `needless` (`unnecessary`), and `deferrable` against `urgent`. With main's lexicon before this
/// round each contradiction below was credited (`swiftdrill-grading try`); of the denials, the
/// `unnecessary` one was told it contradicts, the others were credited before and still are.
@Suite struct KeyPointMatcherS41Lexicon2Tests {
  /// The opposite said where the point says its side: a contradiction.
  @Test(arguments: [
    // `opposite: one direction | two-way | bidirectional | two directions`
    (
      "Server-sent events stream messages from the server to the client in one direction only.",
      "Server-sent events are a two-way channel, so the client can send on it too."
    ),
    // `same: strict | hard limit | hard ceiling | hard cap`
    (
      "`countLimit` and `totalCostLimit` are not strict limits",
      "The count limit is a hard ceiling on the entries."
    ),
    // `opposite: keep | throw away`
    (
      "An image view that scales an image down still keeps the full-size bitmap in memory.",
      "An image view that scales the image down throws away the full-size bitmap."
    ),
    // `opposite: mix with others | interrupt`
    (
      "The default category, `soloAmbient`, is silenced by the Silent switch and interrupts audio from other apps.",
      "The default category, solo ambient, mixes with other apps and keeps playing with the silent switch on."
    ),
    // `opposite: need | needless`
    (
      "`PhotosPicker` (iOS 16) makes a wrapper around `PHPickerViewController` unnecessary",
      "PhotosPicker in iOS 16 still needs a wrapper around PHPickerViewController."
    ),
    // `opposite: deferrable | urgent`
    (
      "A processing task is for longer, deferrable work",
      "A processing task is for short, urgent updates that run right away."
    ),
  ])
  func theOppositeContradicts(point: String, answer: String) {
    expectContradicted(point, answer)
  }

  /// The opposite denied is the point said in other words: credited, no contradiction.
  @Test(arguments: [
    (
      "Server-sent events stream messages from the server to the client in one direction only.",
      "Server-sent events aren't two-way, they only go from the server to the client."
    ),
    ("`countLimit` and `totalCostLimit` are not strict limits", "The count limit isn't a hard ceiling."),
    (
      "An image view that scales an image down still keeps the full-size bitmap in memory.",
      "An image view that scales an image down doesn't throw away the full-size bitmap."
    ),
    (
      "`PhotosPicker` (iOS 16) makes a wrapper around `PHPickerViewController` unnecessary",
      "With PhotosPicker you don't need a wrapper around PHPickerViewController anymore."
    ),
    (
      "A processing task is for longer, deferrable work",
      "A processing task is for longer work that isn't urgent."
    ),
  ])
  func theOppositeDeniedIsCredited(point: String, answer: String) {
    expectCredited(point, answer)
  }
}
