import DrillKitTesting
import Foundation
import Testing

@testable import DrillGrading

/// A point that says a thing does harm is not stated by a text that calls the thing fine, safe,
/// harmless or okay: docs/evaluation.md, "Session 23 (s23-grading46)".
@Suite struct KeyPointMatcherAllClearTests {
  /// "is safe", "is fine", "compiles fine" for "deadlocks", "breaks clients", "a compile error".
  @Test func allClearForHarmContradicts() {
    let deadlock = checkPoint(
      "`sync` on the serial queue you are already running on deadlocks",
      "Calling sync on the serial queue you're already on is safe, the queue just runs the block inline.")
    expectTrue(deadlock.contradicted, "\(deadlock)")
    expectTrue(!deadlock.credited, "\(deadlock)")
    let frozen = checkPoint(
      "Adding, removing or reordering a stored property of a frozen struct breaks clients built against the old layout.",
      "Adding, removing or reordering a stored property of a frozen struct is safe for old clients.")
    expectTrue(frozen.contradicted, "\(frozen)")
    let selector = checkPoint(
      "`#selector` is checked by the compiler, so a missing method is a compile error.",
      "A missing method compiles fine.")
    expectTrue(selector.contradicted, "\(selector)")
  }

  /// A denied all-clear, one in a condition, one a contrast follows, a harm the text names too, a
  /// point that denies its harm, and `thread-safe` leave the point as it was.
  @Test func allClearsThatAreNotTheVerdictLeaveThePointStated() {
    let denied = checkPoint(
      "`sync` on the serial queue you are already running on deadlocks",
      "Calling sync on the serial queue you're already running on is not safe, it deadlocks.")
    expectTrue(denied.credited, "\(denied)")
    let named = checkPoint(
      "Calling `DispatchQueue.main.sync` from the main thread deadlocks.",
      "Main sync from a background thread is fine, but calling DispatchQueue.main.sync from the main thread deadlocks."
    )
    expectTrue(named.credited, "\(named)")
    expectTrue(!named.contradicted, "\(named)")
    let contrast = checkPoint(
      "Saving a new record over an existing one fails with `serverRecordChanged`.",
      "The first save of a new record goes through fine, but saving it over an existing one comes back as serverRecordChanged."
    )
    expectTrue(!contrast.contradicted, "\(contrast)")
    let noHarm = checkPoint(
      "An actor's state has no data race when two tasks call it.",
      "An actor's state is safe when two tasks call it.")
    expectTrue(!noHarm.contradicted, "\(noHarm)")
  }

  /// The reading alone: which texts give the all-clear.
  @Test func allClearsAreRead() {
    let point = "Reordering a stored property of a frozen struct breaks clients."
    expectTrue(KeyPointMatcher.allClears(point: point, said: "reordering it is harmless for clients"))
    expectTrue(KeyPointMatcher.allClears(point: point, said: "reordering it is okay"))
    expectTrue(!KeyPointMatcher.allClears(point: point, said: "reordering it isn't safe"))
    expectTrue(!KeyPointMatcher.allClears(point: point, said: "if the layout is fine, reordering it works"))
    expectTrue(!KeyPointMatcher.allClears(point: point, said: "reordering is fine, but it breaks clients"))
    expectTrue(!KeyPointMatcher.allClears(point: point, said: "one reorder is fine, but a second one isn't"))
    expectTrue(!KeyPointMatcher.allClears(point: point, said: "reordering a thread-safe struct's properties"))
    expectTrue(
      !KeyPointMatcher.allClears(point: "Reordering never breaks clients.", said: "reordering is fine"))
    expectTrue(
      !KeyPointMatcher.allClears(point: "Reordering a property is safe.", said: "reordering is fine"))
  }

  /// Rejecting, freezing and stalling are harms too (session 41, s41-grading127): "is fine with App
  /// Review" for "App Review rejects", "is fine on the main thread" for "freezes the UI" and "can
  /// stall the UI".
  @Test func allClearForRejectionFreezeOrStallContradicts() {
    let rejected = checkPoint(
      "App Review rejects an app that plays silent audio to stay alive in the background.",
      "An app that plays silent audio to stay alive in the background is fine with App Review.")
    expectTrue(rejected.contradicted, "\(rejected)")
    expectTrue(!rejected.credited, "\(rejected)")
    let frozen = checkPoint(
      "Calling `wait()` on the main thread freezes the UI.",
      "Calling wait on the main thread is fine, the UI keeps going.")
    expectTrue(frozen.contradicted, "\(frozen)")
    let stalled = checkPoint(
      "Parsing a large file on the main actor can stall the UI.",
      "Parsing a large file on the main actor is fine.")
    expectTrue(stalled.contradicted, "\(stalled)")
  }

  /// The reading alone for the new harm words, and `frozen` (a kind of struct) is none.
  @Test func rejectionFreezeAndStallAreHarms() {
    expectTrue(
      KeyPointMatcher.allClears(
        point: "App Review rejects vague purpose strings.", said: "a vague one is fine"))
    expectTrue(
      KeyPointMatcher.allClears(point: "A blocked main thread freezes the UI.", said: "blocking it is okay"))
    expectTrue(
      KeyPointMatcher.allClears(point: "Heavy decoding stalls the UI.", said: "decoding there is fine"))
    expectTrue(
      !KeyPointMatcher.allClears(
        point: "A frozen struct keeps its layout.", said: "adding a property is fine"))
    expectTrue(
      !KeyPointMatcher.allClears(
        point: "App Review rejects vague purpose strings.", said: "a vague one is fine, but Review rejects it"
      ))
  }

  /// The byte scan's roots cover every harm word: no point that names harm is ruled out unread.
  @Test func everyHarmWordHoldsARootOfTheByteScan() {
    for word in KeyPointMatcher.harmWords {
      expectTrue(KeyPointMatcher.harmRoots.contains { word.contains($0.description) }, "\(word)")
    }
  }
}
