import DrillKitTesting
import Foundation
import Testing

@testable import DrillGrading

/// A point that says a thing waits for something is not stated by a sentence that says it happens
/// at once: docs/evaluation.md, "Session 32 (s32-grading90)".
@Suite struct KeyPointMatcherMomentsTests {
  /// "right after starting", "right away", "as soon as it opens" for "only when", "only after",
  /// "for a while": said the other way (heldout8, heldout37 and heldout16's mixed answers).
  @Test func atOnceForAWaitContradicts() {
    let finished = checkPoint(
      "It sets `isFinished` only when the callback arrives",
      "Then you set isFinished right after starting the request in start(), and the queue takes care of the rest."
    )
    expectTrue(finished.contradicted, "\(finished)")
    expectTrue(!finished.credited, "\(finished)")
    let events = checkPoint(
      "The SDK removes events from disk only after the server confirms them.",
      "And once the request is sent, the SDK deletes those events from disk right away.")
    expectTrue(events.contradicted, "\(events)")
    let backoff = checkPoint(
      "The backoff resets after a connection has stayed up for a while.",
      "The backoff resets to the minimum as soon as the connection opens, there's no reason to wait.")
    expectTrue(backoff.contradicted, "\(backoff)")
  }

  /// The wait said too, a denied or conditional moment, a point that says both and a denied
  /// deferral leave the point stated.
  @Test func momentsThatAreNotTheClaimLeaveThePointStated() {
    let waited = checkPoint(
      "The SDK removes events from disk only after the server confirms them.",
      "The SDK removes the events from disk only after the server confirms them, never right away.")
    expectTrue(waited.credited, "\(waited)")
    expectTrue(!waited.contradicted, "\(waited)")
    let denied = checkPoint(
      "The server keeps sending the flag's value until the old app versions that read it are no longer supported.",
      "The config server keeps sending the flag's value and can't drop the key right away, because old app versions still read it."
    )
    expectTrue(!denied.contradicted, "\(denied)")
    let relative = checkPoint(
      "Synchronous APIs and protocol requirements cannot wait for an actor: use a lock there",
      "A synchronous protocol requirement, or an API that expects an answer right away, can't wait for an actor, so a lock does the job."
    )
    expectTrue(!relative.contradicted, "\(relative)")
  }

  /// The readings alone: what waits, what happens at once, and the rule on a point and a sentence.
  @Test func readings() {
    func words(_ text: String) -> [[String]] { KeyPointMatcher.wordStretches(text[...]) }
    expectTrue(KeyPointMatcher.defers(words("it runs only after the server confirms")))
    expectTrue(KeyPointMatcher.defers(words("it resets after it has stayed up for a while")))
    expectTrue(KeyPointMatcher.defers(words("navigation stays in UIKit until whole flows move")))
    expectTrue(!KeyPointMatcher.defers(words("it cannot wait for an actor")))
    expectTrue(!KeyPointMatcher.defers(words("it runs only on the main thread")))
    expectTrue(KeyPointMatcher.happensAtOnce(words("it resets as soon as the connection opens")))
    expectTrue(KeyPointMatcher.happensAtOnce(words("the lookup happens immediately")))
    expectTrue(!KeyPointMatcher.happensAtOnce(words("it doesn't reset right away")))
    expectTrue(!KeyPointMatcher.happensAtOnce(words("if you need it right away, ask")))
    expectTrue(!KeyPointMatcher.happensAtOnce(words("it loads all of them at once")))
    expectTrue(
      KeyPointMatcher.rushes(
        point: "The lookup happens only when the resource is resolved",
        said: "The lookup happens immediately, as soon as the resource is created."))
    expectTrue(
      !KeyPointMatcher.rushes(
        point: "The lookup happens only when the resource is resolved",
        said: "The lookup waits and happens later, not immediately."))
  }
}
