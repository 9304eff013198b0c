import DrillKitTesting
import Foundation
import Testing

@testable import DrillGrading

/// Wrong answers credited (session 28, s28-grading68; docs/evaluation.md): a source that pushes
/// its values is the opposite of one the consumer pulls, a lexicon opposite said as phrases, so
/// `push` alone stays a push notification.
@Suite struct KeyPointMatcherPushPullTests {
  static let point = "Write a custom `AsyncSequence` for pull-based sources that produce on demand"

  @Test func aPushBasedSourceIsNoPullBasedOne() {
    let check = checkPoint(
      Self.point, "I'd write a custom AsyncSequence for push-based sources like delegates and callbacks.")
    expectTrue(!check.credited, "\(check)")
    expectTrue(check.contradicted, "\(check)")
  }

  @Test func aPullBasedSourceIsStated() {
    let check = checkPoint(
      Self.point, "For a pull based source that produces values on demand I'd write my own AsyncSequence.")
    expectTrue(check.credited, "\(check)")
    expectTrue(!check.contradicted, "\(check)")
  }

  /// The push-based source denied is the point said the other way round: still stated.
  @Test func aPushBasedSourceDeniedStatesThePoint() {
    let check = checkPoint(
      Self.point,
      "A custom AsyncSequence fits a pull-based source that produces on demand, not a push-based one.")
    expectTrue(check.credited, "\(check)")
    expectTrue(!check.contradicted, "\(check)")
  }

  /// `push` alone is a push notification, not a push-based source.
  @Test func aPushIsStillANotification() {
    let check = checkPoint("Push notifications wake the app", "A push wakes the app up")
    expectTrue(check.credited, "\(check)")
  }
}
