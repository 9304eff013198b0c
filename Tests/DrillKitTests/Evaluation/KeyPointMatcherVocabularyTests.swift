import DrillKitTesting
import Foundation
import Testing

@testable import DrillEvaluation
@testable import DrillGrading

/// Right answers said in other words (session 24, s24-grading51; docs/evaluation.md): five
/// lexicon lines, each a general pair of words a Swift reviewer reads as the same claim. Each
/// case states a short point with the other word (too few words shared without the line), and
/// a near case that denies it is still not credited.
@Suite struct KeyPointMatcherVocabularyTests {
  static func check(_ point: String, _ answer: String) -> KeyPointCheck {
    KeyPointMatcher.check([point], against: answer, lexicon: .bundled)[0]
  }

  /// A cap is a limit: "capped" states "limited".
  @Test func aCapIsALimit() {
    let check = Self.check("The payload size is limited.", "The payload is capped.")
    expectTrue(check.credited, "\(check)")
  }

  @Test func noCapIsNoLimit() {
    let check = Self.check("The payload size is limited.", "The payload has no cap.")
    expectTrue(!check.credited, "\(check)")
    expectTrue(check.contradicted, "\(check)")
  }

  /// To overwrite is to replace.
  @Test func toOverwriteIsToReplace() {
    let check = Self.check("Each call replaces the dictionary.", "It overwrites the dictionary.")
    expectTrue(check.credited, "\(check)")
  }

  @Test func neverOverwritingIsNotReplacing() {
    let check = Self.check("Each call replaces the dictionary.", "It never overwrites the dictionary.")
    expectTrue(!check.credited, "\(check)")
    expectTrue(check.contradicted, "\(check)")
  }

  /// What suits a case is a good fit for it.
  @Test func aGoodFitSuits() {
    let point = "Local packages suit modules the team changes with the app."
    let check = Self.check(point, "Local packages: a good fit.")
    expectTrue(check.credited, "\(check)")
  }

  @Test func whatDoesNotFitDoesNotSuit() {
    let point = "Local packages suit modules the team changes with the app."
    expectTrue(!Self.check(point, "Local packages don't fit here.").credited)
  }

  /// A purchase is a buy: "purchased once" states "bought once", and a denied purchase still
  /// contradicts "can be bought again".
  @Test func aPurchaseIsABuy() {
    let point = "A non-consumable is bought once and stays with the user forever."
    let check = Self.check(point, "Non-consumable: purchased once.")
    expectTrue(check.credited, "\(check)")
  }

  @Test func aPurchaseDeniedIsNoBuy() {
    let check = Self.check(
      "A consumable is used up and can be bought again.", "Consumable: can't be purchased again.")
    expectTrue(!check.credited, "\(check)")
    expectTrue(check.contradicted, "\(check)")
  }

  /// The user interface is the UI (`interface` alone is a protocol's word: "user interface" was
  /// read as a user and a protocol).
  @Test func theUserInterfaceIsTheUI() {
    let check = Self.check("The parser has no user interface.", "The parser has no UI.")
    expectTrue(check.credited, "\(check)")
  }

  @Test func aUIIsNotNoUserInterface() {
    let check = Self.check("The parser has no user interface.", "The parser has a UI.")
    expectTrue(!check.credited, "\(check)")
    expectTrue(check.contradicted, "\(check)")
  }
}
