import DrillKitTesting
import Foundation
import Testing

@testable import DrillGrading

/// A rival the lexicon lacked (session 41, s41-lexicon3; docs/evaluation.md): what an app declares
/// in its Info.plist against its entitlements file (`same: entitlements file | entitlement file`,
/// `rival: property list | entitlements file`), mined across questions from the credited wrong
/// claims of the sets and probes. With main's lexicon before this round each contradiction below
/// was credited or not said (`swiftdrill-grading try`); the denial and the entitlements file said
/// as itself were credited before and still are.
@Suite struct KeyPointMatcherS41Lexicon3Tests {
  /// The entitlements file said where the point says the Info.plist: a contradiction.
  @Test(arguments: [
    (
      "A custom URL scheme is declared in the Info.plist, and another app can register the same scheme.",
      "A custom URL scheme is declared in the entitlements file."
    ),
    (
      "An app that uses the camera must have the `NSCameraUsageDescription` key in its Info.plist.",
      "An app that uses the camera needs a camera entitlement in its entitlements file."
    ),
    (
      "The app declares its file format as an exported `UTType` in the Info.plist.",
      "The app declares its file format in the entitlements file."
    ),
    (
      "The app declares in Info.plist that it uses AccessorySetupKit, with the service UUIDs it discovers.",
      "The app declares that it uses AccessorySetupKit in its entitlements file."
    ),
  ])
  func theEntitlementsFileContradictsTheInfoPlist(point: String, answer: String) {
    expectContradicted(point, answer)
  }

  /// The entitlements file denied, and the entitlements file where the point says it: credited.
  @Test(arguments: [
    (
      "A custom URL scheme is declared in the Info.plist, and another app can register the same scheme.",
      "A custom URL scheme is declared in the Info.plist, not in the entitlements file, and another app can register the same scheme."
    ),
    (
      "The app declares its file format as an exported `UTType` in the Info.plist.",
      "The app declares its file format as an exported UTType in the Info.plist."
    ),
    (
      "Turning on a capability adds its keys to the target's entitlements file and enables it on the App ID.",
      "Turning on a capability adds its keys to the target's entitlements file and enables it on the App ID."
    ),
  ])
  func theInfoPlistOrTheEntitlementsFileSaidIsCredited(point: String, answer: String) {
    expectCredited(point, answer)
  }
}
