import DrillKitTesting
import Foundation
import Testing

@testable import DrillGrading

/// Opposites the lexicon lacked (session 47, s47-lexicon8; docs/evaluation.md), mined from the
/// contradicted points the ordinary sets and the wrong-claim probes credit: first in, first out
/// against last in, first out (`opposite: fifo | lifo`) and a live view against a copy (the `share`
/// group). With main's lexicon before this round each claim below was credited (`swiftdrill-grading
/// try`); each denial was credited before and still is. Three more lines the round kept were taken
/// out at the review, for the right answers pinned last.
@Suite struct KeyPointMatcherS47Lexicon8Tests {
  /// The opposite said where the point says its side: a contradiction.
  @Test(arguments: [
    // `same: fifo | …`, `same: lifo | …`, `opposite: fifo | lifo`
    (
      "The dispatch queue runs its blocks in FIFO order.", "The dispatch queue runs its blocks in LIFO order."
    ),
    ("The queue hands out jobs first-in first-out.", "The queue hands out jobs last-in first-out."),
    (
      "The undo stack pops the newest edit in LIFO order.",
      "The undo stack pops the newest edit in FIFO order."
    ),
    // `same: share | live view | stays linked | …` (`opposite: copy | share`)
    (
      "A Swift array bridged from an NSArray is a copy.",
      "A Swift array bridged from an NSArray is a live view of it."
    ),
    (
      "The bridged array is a copy of the mutable array.",
      "The bridged array stays linked to the mutable array."
    ),
  ])
  func theOppositeContradicts(point: String, answer: String) {
    expectContradicted(point, answer)
  }

  /// Right answers the review found told the opposite, or not credited, by lines the round had kept
  /// (`opposite: simulator | real device`, "finish anyway" in the `run to completion` group,
  /// `opposite: seed | stable across launches`): credited, with no contradiction.
  @Test(arguments: [
    (
      "An XCFramework holds one build of a framework or library for each platform variant, such as the device and the simulator.",
      "An XCFramework has one build for each platform variant: one for physical devices and one for the simulator."
    ),
    (
      "Test on the simulator first, then on a real device.",
      "Start in the simulator, then check on a physical device."
    ),
    (
      "Cancelling a task does not stop it; it must check for cancellation.",
      "The task keeps going and finishes anyway unless it checks for cancellation."
    ),
    (
      "Passing a random number generator lets a test use a seeded generator that repeats the same sequence.",
      "The test passes in a seeded generator, so the sequence is stable across launches and the test repeats."
    ),
  ])
  func rightAnswersTheReviewFoundAreCredited(point: String, answer: String) {
    expectCredited(point, answer)
  }

  /// The opposite denied is the point said in other words: credited, no contradiction.
  @Test(arguments: [
    ("Profile the launch on a real device.", "Profile the launch on a real device, not in the simulator."),
    (
      "The dispatch queue runs its blocks in FIFO order.",
      "The dispatch queue runs its blocks in FIFO order, not LIFO."
    ),
    (
      "Leaving the screen cancels the download.",
      "Leaving the screen cancels the download instead of letting it finish anyway."
    ),
    (
      "A Swift array bridged from an NSArray is a copy.",
      "A Swift array bridged from an NSArray is a copy, not a live view."
    ),
    (
      "The bridged array is a copy.",
      "The bridged array is a copy and does not stay in sync with the original."
    ),
  ])
  func theOppositeDeniedIsCredited(point: String, answer: String) {
    expectCredited(point, answer)
  }
}
