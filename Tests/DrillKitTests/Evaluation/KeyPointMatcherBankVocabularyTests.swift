import DrillKitTesting
import Foundation
import Testing

@testable import DrillGrading

/// Right points in other words (session 33, s33-grading100; docs/evaluation.md): five lexicon
/// lines drawn from the bank's key points and common spoken usage. A cost said to be nil is cheap,
/// `ETA` is the estimated time of arrival, a diff compares, a booted app is launched, a nudge is a
/// hint. Each case fails on main's lexicon; the cases that must still not read hold on both.
@Suite struct KeyPointMatcherBankVocabularyTests {
  static func check(_ point: String, _ answer: String) -> KeyPointCheck {
    KeyPointMatcher.check([point], against: answer, lexicon: .bundled)[0]
  }

  /// "costs next to nothing" is one phrase of the `fast` group, read before `nothing` denies the
  /// cost (on main the denial made it "not cheap").
  @Test func aCostSaidToBeNilIsCheap() {
    let point = "Signposts are cheap when no tool is recording."
    let check = Self.check(point, "When nothing is recording, a signpost costs next to nothing.")
    expectTrue(check.credited, "\(check)")
    expectTrue(Self.check(point, "Signposts cost almost nothing when no tool is recording.").credited)
  }

  /// A cost said plainly is still the opposite of cheap.
  @Test func aCostSaidPlainlyIsStillNotCheap() {
    let point = "Signposts are cheap when no tool is recording."
    let check = Self.check(point, "Signposts are expensive and cost a lot even when no tool is recording.")
    expectTrue(!check.credited, "\(check)")
  }

  @Test func etaIsTheEstimatedTimeOfArrival() {
    let point = "The `.transit` transport type works only for estimating the time of arrival."
    let check = Self.check(point, "Transit is ETA only.")
    expectTrue(check.credited, "\(check)")
    expectTrue(!Self.check(point, "Transit gives you full turn-by-turn routes.").credited)
  }

  @Test func aDataSourceThatComparesSnapshotsDiffsThem() {
    let point =
      "The data source diffs the new snapshot against the current one and animates the inserts and deletes."
    let check = Self.check(
      point,
      "The diffable data source compares it with what's on screen right now and animates the rows that appear and disappear for me."
    )
    expectTrue(check.credited, "\(check)")
    expectTrue(
      !Self.check(point, "You reload the whole table, nothing is animated and no snapshot is involved.")
        .credited)
  }

  @Test func anAppThatIsNotBootedIsNotLaunched() {
    let point = "Unit tests in a Swift package or a target without a host app run without launching the app."
    let check = Self.check(
      point,
      "Logic that lives in a Swift package, or a test target with no host application, runs its tests without booting the app at all, which is much faster."
    )
    expectTrue(check.credited, "\(check)")
    expectTrue(
      !Self.check(point, "Every unit test boots the whole app in the simulator first, package or not.")
        .credited)
  }

  @Test func aPushThatNudgesIsAHint() {
    let point = "Delivery through APNs is best effort, so a push is only a hint to fetch the real data."
    let check = Self.check(
      point,
      "Apple doesn't guarantee delivery, so treat the push as a nudge to go fetch the actual data from your API."
    )
    expectTrue(check.credited, "\(check)")
  }
}
