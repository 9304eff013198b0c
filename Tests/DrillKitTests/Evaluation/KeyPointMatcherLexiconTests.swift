import DrillKitTesting
import Foundation
import Testing

@testable import DrillEvaluation
@testable import DrillGrading

/// How the lexicon's lines combine (issue 23, docs/evaluation.md "Lexicon").
@Suite struct KeyPointMatcherLexiconTests {
  static func check(_ point: String, _ answer: String, lexicon: GradingLexicon = .bundled) -> KeyPointCheck {
    KeyPointMatcher.check([point], against: answer, lexicon: lexicon)[0]
  }

  /// An opposite line may name a member of a group that has an opposite of its own:
  /// `unchanged` stems as `unchangeable` does, so `stale | unchanged` names the
  /// `immutable` group. Each word keeps its polarity within the group: `mutable` stays
  /// the opposite of `immutable` (session 9: both had become the same word).
  @Test func anOppositeThatNamesAGroupMemberKeepsTheGroupsOwnOpposite() {
    let lexicon = GradingLexicon(
      text: """
        same: immutable | unchangeable
        opposite: immutable | mutable
        opposite: stale | unchanged
        """, path: "lexicon.txt")
    expectTrue(lexicon.problems.isEmpty, "\(lexicon.problems)")
    let denied = Self.check("the array is immutable", "the array is mutable", lexicon: lexicon)
    expectTrue(!denied.credited)
    expectTrue(denied.contradicted)
    expectTrue(Self.check("the array is immutable", "the array is unchangeable", lexicon: lexicon).credited)
  }

  @Test(arguments: [
    ("Immutable classes can have value semantics", "a mutable class never has value semantics"),
    ("`let` collections are truly immutable", "a let collection is truly mutable"),
  ])
  func mutableIsTheOppositeOfImmutableInTheBundledLexicon(point: String, answer: String) {
    let check = Self.check(point, answer)
    expectTrue(!check.credited, "\(check)")
  }

  @Test func writingTheTypeIsNotDeniedByAConstant() {
    // "write" and "constant" had been read as the same word: "no need to write the type" was
    // contradicted by any constant.
    let check = Self.check(
      "Type inference: no need to write the type",
      "A C const needs a compile-time constant. You usually don't write the type, it's inferred.")
    expectTrue(check.credited, "\(check)")
  }

  /// Session 20's vocabulary (`grading/lexicon.txt`, its block for sign-in, media playback,
  /// offline sync, library evolution, feature flags and real-time connections): each wrong
  /// claim was credited with the lexicon before it, and is now read as the point's opposite
  /// or its rival subject.
  @Test(arguments: [
    (
      "The app attaches the access token to each call to the API, as a bearer token.",
      "The app sends the refresh token with every API request."
    ),
    (
      "Deactivating the session brings the other app's audio back to full volume.",
      "Deactivating the session keeps the other app's audio ducked."
    ),
  ])
  func session20VocabularyContradictsTheWrongClaim(point: String, answer: String) {
    let check = Self.check(point, answer)
    expectTrue(!check.credited, "\(check)")
    expectTrue(check.contradicted, "\(check)")
  }

  /// "Stays open" was read as `remain` + the access level `open`, and a socket that "dies" as
  /// freed memory, so "the socket stays open" credited "the socket dies": now "stays open"
  /// is the opposite of the `free` group.
  @Test func aSocketThatStaysOpenIsNotOneThatDies() {
    let check = Self.check("The socket dies in the background.", "The socket stays open in the background.")
    expectTrue(!check.credited, "\(check)")
  }

  /// The scratch folder said by its path name states a point on the temporary directory
  /// (seen in a tryout: "the export file goes in tmp" was not said).
  @Test func tmpIsTheTemporaryDirectory() {
    let check = Self.check(
      "The temporary directory holds short-lived files that the system may purge",
      "The scratch export file goes in tmp, and the system can delete it whenever the app is not running.")
    expectTrue(check.credited, "\(check)")
  }

  /// Session 20's last four packs (`grading/lexicon.txt`, its block for CI pipelines, UI
  /// testing, design systems and app integrity): each wrong claim was credited with the
  /// lexicon before it.
  @Test(arguments: [
    (
      "The test hooks are compiled only into debug builds, so the shipped app ignores them.",
      "The test hooks are compiled into the release configuration that ships to users."
    ),
    (
      "The bits survive deleting and reinstalling the app.",
      "The bits are erased when the app is deleted and reinstalled."
    ),
    (
      "The app backs off when it receives status 429.",
      "The app retries immediately when it gets status 429."
    ),
  ])
  func lastPacksVocabularyDoesNotCreditTheWrongClaim(point: String, answer: String) {
    let check = Self.check(point, answer)
    expectTrue(!check.credited, "\(check)")
  }

  /// A code name that holds a negation word (`waitForNonExistence`, `test-without-building`),
  /// said without backticks, flipped the words after it: the right answer was contradicted.
  @Test(arguments: [
    (
      "`waitForNonExistence(timeout:)` waits for an element, such as a spinner, to go away.",
      "waitForNonExistence(timeout:) waits until an element such as a spinner disappears."
    ),
    (
      "`xcodebuild build-for-testing` builds once, and `test-without-building` runs the tests "
        + "from that build on several machines.",
      "build-for-testing compiles once, and test-without-building runs those tests from the same "
        + "build on several machines."
    ),
  ])
  func aCodeNameWithANegationWordFlipsNothing(point: String, answer: String) {
    let check = Self.check(point, answer)
    expectTrue(check.credited, "\(check)")
    expectTrue(!check.contradicted, "\(check)")
  }

  /// Session 21's eight packs (`grading/lexicon.txt`, its block for widgets, App Intents,
  /// SwiftUI animation, forms, on-device ML, files, modular apps and app size): each wrong
  /// claim was credited or not said with the lexicon before it, and is now the point's
  /// opposite or its rival subject.
  @Test(arguments: [
    (
      "A `TextField` with a `String` binding updates the value on every keystroke.",
      "The TextField only writes the string when the user hits return."
    ),
    (
      "Vision scales and crops the image to the model's input size.",
      "Vision never resizes the image for the model."
    ),
    (
      "The model is judged by its accuracy on test images it never saw during training.",
      "The model is judged by its accuracy on the training images."
    ),
  ])
  func session21VocabularyContradictsTheWrongClaim(point: String, answer: String) {
    let check = Self.check(point, answer)
    expectTrue(!check.credited, "\(check)")
    expectTrue(check.contradicted, "\(check)")
  }

  /// The same packs' claims in everyday words, not said with the lexicon before it.
  @Test(arguments: [
    (
      "App Shortcuts are available as soon as the app is installed, with no setup by the user.",
      "App shortcuts work as soon as the app is installed, the user doesn't set anything up."
    ),
    (
      "A Debug build is useless for measuring size, because it is not optimised and carries "
        + "debug information.",
      "A debug build is no good for measuring size, it isn't optimized and has debug info."
    ),
  ])
  func session21VocabularyCreditsTheClaimInEverydayWords(point: String, answer: String) {
    let check = Self.check(point, answer)
    expectTrue(check.credited, "\(check)")
  }

  /// `lossy` against `lossless` (s22-grading42): the compression said the other way no longer
  /// states the point (it was credited before the line); the point's own word still does.
  @Test func losslessIsNotLossy() {
    let point =
      "An asset catalog can store an image with lossy compression, which trades a little quality for size."
    for answer in [
      "Asset catalogs always store images lossless, though, there's no setting that trades quality for size.",
      "Asset catalogs always store images with lossless compression.",
    ] {
      let lossless = Self.check(point, answer)
      expectTrue(!lossless.credited, "\(lossless)")
    }
    let lossy = Self.check(
      point, "An asset catalog can keep an image with lossy compression to trade quality for size.")
    expectTrue(lossy.credited, "\(lossy)")
  }
}
