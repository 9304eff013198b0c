import DrillKitTesting
import Foundation
import Testing

@testable import DrillGrading

/// A type a point quotes is one value of its slot: a sentence that states the point with another
/// type in that slot contradicts it. docs/evaluation.md, "Session 25 (s25-grading58)".
@Suite struct KeyPointMatcherTypeSlotTests {
  /// "shown with UIViewRepresentable" for "shown with `UIHostingController`": another type.
  @Test func anotherTypeContradicts() {
    let shown = checkPoint(
      "New screens are written in SwiftUI and shown with `UIHostingController`",
      "New screens are written in SwiftUI and shown with UIViewRepresentable")
    expectTrue(shown.contradicted, "\(shown)")
    expectTrue(!shown.credited, "\(shown)")
    let wrapped = checkPoint(
      "Existing UIKit views are wrapped with `UIViewRepresentable` for SwiftUI screens",
      "Existing UIKit views are wrapped with UIHostingController for SwiftUI screens")
    expectTrue(wrapped.contradicted, "\(wrapped)")
  }

  /// The point's own type, said with another, in part, or after a denial of the other; and a
  /// method or a property (several are called or set together) leave the point stated.
  @Test func theSameTypeOrAMethodLeavesThePointStated() {
    let same = checkPoint(
      "New screens are written in SwiftUI and shown with `UIHostingController`",
      "New screens are written in SwiftUI and shown with UIHostingController")
    expectTrue(same.credited, "\(same)")
    let denied = checkPoint(
      "New screens are written in SwiftUI and shown with `UIHostingController`",
      "New screens are written in SwiftUI and shown with UIHostingController, not UIViewRepresentable")
    expectTrue(denied.credited, "\(denied)")
    let method = checkPoint(
      "Each successful start is balanced by a call to `stopAccessingSecurityScopedResource()`.",
      "Each successful start is balanced by a call to stopAccessing, after you call startAccessing")
    expectTrue(!method.contradicted, "\(method)")
  }

  /// A kind named after a type ("`NSItemProvider` objects") is no slot: another type before the
  /// same noun is another part of the claim.
  @Test func aNounAfterATypeIsNoSlot() {
    let objects = checkPoint(
      "The extension reads `extensionContext.inputItems`, whose attachments are `NSItemProvider` objects.",
      "The extension reads extensionContext.inputItems, a list of NSExtensionItem objects whose attachments are item providers"
    )
    expectTrue(!objects.contradicted, "\(objects)")
  }
}
