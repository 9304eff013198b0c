import DrillKitTesting
import Foundation
import Testing

@testable import DrillGrading

/// Opposites the lexicon lacked (session 47, s47-lexicon8; docs/evaluation.md), mined from the
/// contradicted points the ordinary sets and the wrong-claim probes credit: the Simulator against a
/// real device (`opposite: simulator | real device`), first in, first out against last in, first out
/// (`opposite: fifo | lifo`), work let finish anyway against work cancelled (the
/// `run to completion` group), a live view against a copy (the `share` group) and what is seeded
/// anew on each launch against what is stable across launches
/// (`opposite: seed | stable across launches`). With main's lexicon before this round each claim
/// below was credited (`swiftdrill-grading try`); each denial was credited before and still is.
@Suite struct KeyPointMatcherS47Lexicon8Tests {
  /// The opposite said where the point says its side: a contradiction.
  @Test(arguments: [
    // `same: simulator | …`, `same: real device | …`, `opposite: simulator | real device`
    ("Profile the launch on a real device.", "Profile the launch in the simulator."),
    ("Measure the frame rate on a physical device.", "Measure the frame rate on the simulator."),
    ("Snapshot tests run on one simulator model.", "Snapshot tests run on a physical device."),
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
    // `same: run to completion | finish anyway | …` (`opposite: cancel | run to completion`)
    ("Leaving the screen cancels the download.", "Leaving the screen lets the download finish anyway."),
  ])
  func theOppositeContradicts(point: String, answer: String) {
    expectContradicted(point, answer)
  }

  /// The opposite said where the point says its side, heard as the point's claim denied: the
  /// point is not credited.
  @Test(arguments: [
    // `same: run to completion | finish anyway | …`
    ("A new search cancels the request in flight.", "A new search lets the request in flight finish anyway."),
    // `same: stable across launches | …`, `opposite: seed | stable across launches`
    ("The hash value is seeded randomly on each launch.", "The hash value is stable across launches."),
    (
      "Swift's hashValue is seeded differently on each launch.",
      "Swift's hashValue is the same on every launch."
    ),
    (
      "The session token is seeded randomly on each launch.",
      "The session token stays stable across launches."
    ),
  ])
  func theOppositeIsNotCredited(point: String, answer: String) {
    let check = checkPoint(point, answer)
    expectTrue(!check.credited, "\(answer): \(check)")
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
