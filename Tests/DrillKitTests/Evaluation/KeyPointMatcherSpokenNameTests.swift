import DrillKitTesting
import Foundation
import Testing

@testable import DrillGrading

/// A type said aloud is a name: a capitalised word inside a sentence, or capitals only, and several
/// such words in a row one name. docs/evaluation.md, "Session 41 (s41-grading128)".
@Suite struct KeyPointMatcherSpokenNameTests {
  /// "returns a Bool" for "returns an `OSStatus`", "constrained to Equatable" for "to `AnyObject`",
  /// "stored as a Double" for "as a `Decimal`": another type in the point's slot.
  @Test func aCapitalisedTypeInThePointsSlotContradicts() {
    let status = checkPoint(
      "Every Keychain call returns an `OSStatus` that you must check",
      "Every Keychain call returns a Bool and failures get thrown as Swift errors")
    expectTrue(status.contradicted, "\(status)")
    expectTrue(!status.credited, "\(status)")
    let delegate = checkPoint(
      "A `weak` delegate needs a protocol constrained to `AnyObject`",
      "A weak delegate needs a protocol constrained to Equatable")
    expectTrue(delegate.contradicted, "\(delegate)")
    let money = checkPoint("Money is stored as a `Decimal`.", "Money is stored as a Double")
    expectTrue(money.contradicted, "\(money)")
    let keys = checkPoint(
      "Set elements and dictionary keys must be `Hashable`",
      "Set elements and dictionary keys must be Comparable")
    expectTrue(keys.contradicted, "\(keys)")
  }

  /// Capitalised words in a row are one name: "a Hosting View" is not a part of
  /// `UIHostingController`, and "a UI Hosting Controller" is the point's own name.
  @Test func capitalisedWordsInARowAreOneName() {
    let point = "New screens are written in SwiftUI and shown with `UIHostingController`"
    let other = checkPoint(point, "New screens are written in SwiftUI and shown with a Hosting View")
    expectTrue(other.contradicted, "\(other)")
    let same = checkPoint(point, "New screens are written in SwiftUI and shown with a UI Hosting Controller")
    expectTrue(same.credited, "\(same)")
    expectTrue(!same.contradicted, "\(same)")
  }

  /// The point's own type said aloud, or another denied beside it, leaves the point stated.
  @Test func thePointsOwnTypeSaidAloudIsStated() {
    let same = checkPoint("Money is stored as a `Decimal`.", "Money is stored as a Decimal")
    expectTrue(same.credited, "\(same)")
    let denied = checkPoint(
      "Money is stored as a `Decimal`.", "Money is stored as a Decimal, never as a Double")
    expectTrue(denied.credited, "\(denied)")
    expectTrue(!denied.contradicted, "\(denied)")
    let hashable = checkPoint(
      "Set elements and dictionary keys must be `Hashable`",
      "Set elements and dictionary keys must be Hashable, which Swift checks at compile time")
    expectTrue(hashable.credited, "\(hashable)")
  }
}
