import DrillKitTesting
import Foundation
import Testing

@testable import DrillGrading
@testable import DrillSessions

/// Session 47's review, finding 15, mended (s47-mend2; docs/evaluation.md): a withheld point's note
/// named, as what "may say the opposite of another point", a clause the same screen credits as
/// another point's evidence. Such a clause is skipped (`KeyPointMatcher.nameWithheldFor`); with none
/// left the note names no clause, as before session 47's s47-whole, and credit does not change.
///
/// Besides the review's repro, the answers are invented, not from the labelled sets.
@Suite struct KeyPointMatcherS47Mend2WithheldTests {
  /// `app-distribution/version-and-build-number` as the bundled pack had it until session 48, which
  /// reworded point 5's first `wrong:` line: the model Answer's point 3 is no longer withheld
  /// (s48-audit). The matcher's reading of these notes is what is pinned here.
  static let points = [
    "The bundle identifier is the app's unique identity and must stay the same for the life of the app.",
    "The version is the release number that users see on the App Store.",
    "The build number counts the builds of one version and is shown in TestFlight.",
    "Every uploaded build needs a new build number.",
    "A new App Store release needs a higher version than the one on sale.",
  ]
  static let notes = [
    KeyPointNotes(also: [], wrong: ["the bundle identifier can change with each release"]),
    KeyPointNotes(also: [], wrong: ["the store listing shows the build number"]),
    KeyPointNotes(),
    KeyPointNotes(
      also: ["CI increments the build number for every upload"],
      wrong: ["a new upload can reuse the build number of an earlier upload"]),
    KeyPointNotes(
      also: [],
      wrong: [
        "a new release can reuse the current version string", "a new release can keep the same version",
      ]),
  ]
  static let prompt =
    "An app has a bundle identifier, a version and a build number. What is each one for, and which of them "
    + "must change when you upload a new build?"
  static let model =
    "The bundle identifier, such as `com.example.notes`, is the app's unique identity: the system and the App "
    + "Store tell apps apart by it. It must stay the same for the life of the app, because an app with another "
    + "bundle identifier is another app. The version, `CFBundleShortVersionString` (`MARKETING_VERSION` in the "
    + "build settings), is the release number users see on the App Store, such as `2.3.0`. The build number, "
    + "`CFBundleVersion` (`CURRENT_PROJECT_VERSION`), counts the builds of that version, such as `2.3.0 (41)`. "
    + "It is shown in TestFlight. Every build uploaded to App Store Connect needs a new build number, unique "
    + "among the builds of its version, so a CI server usually increments it. A new release to the App Store "
    + "also needs a higher version than the one on sale."

  static func checks(_ answer: String) -> [KeyPointCheck] {
    KeyPointMatcher.check(
      points, notes: notes, against: answer, prompt: prompt, lexicon: .bundled, model: model)
  }

  /// No withheld point names a clause that the same answer shows as a credited point's evidence.
  static func expectNoCreditedReason(_ checks: [KeyPointCheck], _ answer: String) {
    let evidence = checks.filter(\.credited).compactMap(\.evidence)
    for check in checks where check.withheld {
      guard let reason = check.withheldFor else { continue }
      expectTrue(
        !evidence.contains(where: { KeyPointMatcher.quotesOverlap(reason, $0) }), "\(answer): \(check)")
    }
  }

  /// The review's repro (finding 15): the model Answer typed on one line. Its withheld point keeps
  /// its credit (display only) and no longer names the sentence credited to "Every uploaded build".
  @Test func theModelAnswerIsNotToldItsCreditedSentenceMaySayTheOpposite() {
    let checks = Self.checks(Self.model)
    Self.expectNoCreditedReason(checks, Self.model)
    expectTrue(checks[3].credited, "\(checks)")
    expectTrue(checks[2].withheld, "\(checks)")  // credit as before the mend
    let note = QuestionAsker.withheldNote(reason: checks[2].withheldFor)
    expectEqual(note, QuestionAsker.withheldNote)
  }

  /// Invented answers in the model Answer's shape: wherever a point is withheld, its note names no
  /// credited point's evidence, and the credit is what the withholding rule gives.
  @Test(arguments: [
    "The bundle identifier is the app's identity and it never changes. The version is what users see on the "
      + "App Store, like 2.3.0. The build number counts the builds of that version. It is shown in TestFlight. "
      + "Every build uploaded to App Store Connect needs a new build number, so CI bumps it. A new release "
      + "needs a higher version than the one on sale.",
    "Bundle ID is the unique identity, it stays the same forever. Users see the version on the App Store. "
      + "The build number is shown in TestFlight and counts builds. Each upload needs a new build number.",
  ])
  func inventedAnswersNameNoCreditedClause(answer: String) {
    let checks = Self.checks(answer)
    Self.expectNoCreditedReason(checks, answer)
    expectTrue(checks.contains(where: \.credited), "\(checks)")
  }

  /// Quotes of one clause overlap; quotes of two clauses do not.
  @Test func quotesOverlapOnSharedWordRuns() {
    expectTrue(
      KeyPointMatcher.quotesOverlap(
        "Every build uploaded to App Store Connect needs a new build number…",
        "…uploaded to App Store Connect needs a new build number, unique among…"))
    expectTrue(!KeyPointMatcher.quotesOverlap("It is shown in TestFlight", "the build number counts builds"))
    expectTrue(KeyPointMatcher.quotesOverlap("Shown", "it is Shown"))
  }
}
