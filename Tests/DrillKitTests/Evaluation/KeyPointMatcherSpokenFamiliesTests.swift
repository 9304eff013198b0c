import DrillKitTesting
import Foundation
import Testing

@testable import DrillGrading

/// Right answers in other words (session 36, s36-lexicon108; docs/evaluation.md): the word
/// families `grading/lexicon.txt` gained from a census of covered points of expert and terse
/// answers that were not credited. Each row's paraphrase is read differently with main's lexicon
/// (`swiftdrill-grading try` on main's root: "not said", or credited where it must not be), and
/// each near miss says the same words without the point's claim and is still not credited.
@Suite struct KeyPointMatcherSpokenFamiliesTests {
  static func check(_ point: String, _ answer: String) -> KeyPointCheck {
    KeyPointMatcher.check([point], against: answer, lexicon: .bundled)[0]
  }

  /// One row per kept family: the point, a paraphrase now credited, a near miss still not.
  @Test(arguments: [
    (
      // `expansion` is the noun of `expand` (the `grow` group)
      "The implementation runs in a separate compiler plug-in built on SwiftSyntax; tools can show the expanded code",
      "It is a separate compiler plug-in on SwiftSyntax. Xcode can show the expansion.",
      "It is a separate compiler plug-in on SwiftSyntax. Xcode cannot show the expansion."
    ),
    (
      // a refund in proportion is a prorated one
      "An upgrade takes effect immediately, and the user gets a prorated refund for the rest of the old subscription.",
      "An upgrade applies right away, and the unused part of the old one is paid back proportionally.",
      "An upgrade waits for the renewal date, and the old subscription is never refunded."
    ),
    (
      // a one-shot request runs once
      "Each request runs once, so the handler must submit the next request.",
      "Requests are one-shot, resubmit in the handler.",
      "Requests repeat on their own schedule, nothing to resubmit in the handler."
    ),
    (
      // JWT is the JSON Web Token's abbreviation
      "It is a JSON Web Token.",
      "It's a JWT.",
      "It's a session cookie."
    ),
    (
      // a test that fails at random is flaky
      "Tests that hit a real server are slow and flaky, and their results depend on the server's data.",
      "No real server, because those tests are slow, they fail randomly, and they pass or fail depending on the server's data that day.",
      "Tests against the real backend are fast and never fail randomly, whatever data the server has."
    ),
    (
      // combos are combinations
      "Independent flags and optionals allow contradictory combinations",
      "Three independent properties allow impossible combos, like loading plus an error.",
      "Independent flags and optionals are kept consistent, so no contradictory combos can happen."
    ),
    (
      // a value filled in is set
      "Until all stored properties are set, you cannot use `self`",
      "Before everything's filled in you can't touch self.",
      "Before everything's declared you can't touch self."
    ),
    (
      // a callback that fires is called
      "`applicationWillTerminate(_:)` is not called for a suspended app",
      "A suspended app is killed without running any code, so willTerminate never fires.",
      "A suspended app still gets willTerminate, it always fires before the app is killed."
    ),
  ])
  func aParaphraseInTheFamilyIsCreditedANearMissIsNot(point: String, paraphrase: String, nearMiss: String) {
    let credited = Self.check(point, paraphrase)
    expectTrue(credited.credited, "\(credited)")
    let missed = Self.check(point, nearMiss)
    expectTrue(!missed.credited, "\(missed)")
  }

  /// A denied call said with `fire`: the observers' claim said the other way round is no longer
  /// credited (with main's lexicon `fire` was no word of the point, and the rest carried it).
  @Test func observersThatFireAreCalled() {
    let point =
      "Property observers are not called when the property is set inside the type's own initializer."
    let same = Self.check(
      point, "The observers don't fire when you set the property inside the type's own init.")
    expectTrue(same.credited, "\(same)")
    let reversed = Self.check(
      point, "The observers fire even when you set the property inside the type's own init.")
    expectTrue(!reversed.credited, "\(reversed)")
  }
}
