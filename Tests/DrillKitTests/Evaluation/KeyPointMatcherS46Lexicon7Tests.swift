import DrillKitTesting
import Foundation
import Testing

@testable import DrillGrading

/// Opposites and a rival the lexicon lacked (session 46, s46-lexicon7; docs/evaluation.md), mined
/// from the contradicted points the ordinary sets and the wrong-claim probes credit: something done
/// at once against something left to the next run loop (`opposite: immediately | next run loop`), a
/// cancelled task against one left to run to completion (`opposite: cancel | run to completion`), a
/// new request that cancels the one in flight against one queued behind it
/// (`opposite: cancel | queues behind`) and a deadlock against a priority inversion or a race
/// (`rival: deadlock | priority inversion | race`). With main's lexicon before this round each claim
/// below was credited (`swiftdrill-grading try`); each denial was credited before and still is.
@Suite struct KeyPointMatcherS46Lexicon7Tests {
  /// The opposite said where the point says its side: a contradiction.
  @Test(arguments: [
    // `same: next run loop | …`, `opposite: immediately | next run loop`
    (
      "The value is delivered to a new subscriber immediately.",
      "The value is delivered to a new subscriber on the next run loop tick."
    ),
    // `same: run to completion | …`, `opposite: cancel | run to completion`
    (
      "Cancelling the parent task cancels its child tasks.",
      "When the parent task is cancelled, its child tasks run to completion."
    ),
    // `same: priority inversion | …`, `rival: deadlock | priority inversion | race`
    (
      "Two queues that call sync on each other can deadlock.",
      "Two queues that call sync on each other get a priority inversion."
    ),
    (
      "Calling sync on the current serial queue deadlocks.",
      "Calling sync on the current serial queue causes a data race."
    ),
  ])
  func theOppositeContradicts(point: String, answer: String) {
    expectContradicted(point, answer)
  }

  /// The opposite said where the point says its side, heard as the point's claim denied: the
  /// point is not credited (a clause that says only the opposite is not a contradiction of its
  /// own here, as with the lexicon's `purpose:` words).
  @Test(arguments: [
    // `same: queues behind | …`, `opposite: cancel | queues behind`
    (
      "A new search cancels the request still in flight.",
      "A new search queues behind the request still in flight."
    ),
    (
      "A new push cancels the CI run of the older commit.",
      "A new push queues behind the CI run of the older commit."
    ),
  ])
  func theOppositeIsNotCredited(point: String, answer: String) {
    let check = checkPoint(point, answer)
    expectTrue(!check.credited, "\(answer): \(check)")
  }

  /// The opposite denied is the point said in other words: credited, no contradiction.
  @Test(arguments: [
    (
      "The value is delivered to a new subscriber immediately.",
      "The value is delivered to a new subscriber immediately, not on the next run loop tick."
    ),
    (
      "Cancelling the parent task cancels its child tasks.",
      "Cancelling the parent task cancels its child tasks rather than letting them run to completion."
    ),
    (
      "A new search cancels the request still in flight.",
      "A new search cancels the request still in flight instead of queueing behind it."
    ),
    (
      "Two queues that call sync on each other can deadlock.",
      "Two queues that call sync on each other can deadlock, not just get a priority inversion."
    ),
  ])
  func theOppositeDeniedIsCredited(point: String, answer: String) {
    expectCredited(point, answer)
  }
}
