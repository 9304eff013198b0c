import DrillKitTesting
import Foundation
import Testing

@testable import DrillGrading

/// A point that sets two subjects of its own side by side, each with its claim, is contradicted
/// by a sentence that trades the claims between them: docs/evaluation.md, "Session 24
/// (s24-grading49)".
@Suite struct KeyPointMatcherCrossedClaimTests {
  /// Each subject given the other's claim (heldout3, heldout9 and heldout10's wrong answers).
  @Test func claimsTradedBetweenThePointsSubjectsContradict() {
    let queues = checkPoint(
      "The main queue is serial and the global queues are concurrent",
      "And the main queue is concurrent, while the global queues are serial.")
    expectTrue(queues.contradicted, "\(queues)")
    expectTrue(!queues.credited, "\(queues)")
    let caches = checkPoint(
      "A memory cache holds decoded images and a disk cache holds downloaded data",
      "The memory cache holds the downloaded data and the disk cache holds the decoded images.")
    expectTrue(caches.contradicted, "\(caches)")
    let twins = checkPoint(
      "A mutating method changes the value in place, and its nonmutating twin returns a new value.",
      "A mutating method returns a new value, and its nonmutating twin changes the value in place.")
    expectTrue(twins.contradicted, "\(twins)")
    let parts = checkPoint(
      "Ordinary actors isolate per instance; global actors isolate across declarations",
      "Ordinary actors isolate across declarations, and global actors isolate per instance.")
    expectTrue(parts.contradicted, "\(parts)")
  }

  /// The same subjects and claims said the right way round, in another order or with other
  /// verbs, stay stated.
  @Test func theRightPairingsInOtherWordsStayStated() {
    let answers = [
      (
        "The main queue is serial and the global queues are concurrent",
        "Unlike the global queues, which are concurrent, the main queue is serial."
      ),
      (
        "The main queue is serial and the global queues are concurrent",
        "The global queues run blocks concurrently, but the main queue is serial."
      ),
      (
        "A memory cache holds decoded images and a disk cache holds downloaded data",
        "The disk cache keeps the downloaded data, while decoded images live in the memory cache."
      ),
      (
        "An enum fits a closed set of cases, and a protocol fits a set others extend",
        "A protocol fits when others extend the set, an enum when the set of cases is closed."
      ),
      (
        "Swift Regex matches by `Character` by default, while `NSRegularExpression` works on UTF-16 code units",
        "Swift Regex works on Characters by default, and NSRegularExpression matches UTF-16 code units."
      ),
      (
        "A mutating method changes the value in place, and its nonmutating twin returns a new value.",
        "The nonmutating version returns a new value, while the mutating one changes the value in place."
      ),
    ]
    for (point, answer) in answers {
      let check = checkPoint(point, answer)
      expectTrue(check.credited, "\(answer): \(check)")
      expectTrue(!check.contradicted, "\(answer): \(check)")
    }
  }

  /// What sets no subjects side by side claims no crossing: verbs joined inside one statement
  /// (heldout17's expert), a head said again in the other side (heldout10's expert: a relation
  /// between the subjects), a fronted phrase that gives everything to one word (heldout22's terse),
  /// a head inside its stretch (heldout15's one-point).
  @Test func pointsAndSentencesWithoutTwoSubjectsSideBySideAreLeftAlone() {
    let joined = checkPoint(
      "The bits survive deleting and reinstalling the app.",
      "Because the bits live at Apple and are tied to the device, deleting the app and reinstalling with a new email doesn't clear them."
    )
    expectTrue(joined.credited, "\(joined)")
    let related = checkPoint(
      "`takeRetainedValue()` consumes the extra retain; each `passRetained` is balanced exactly once, by `takeRetainedValue()` or by `release()`.",
      "On the way back, takeRetainedValue balances that earlier plus-one, it gives you a strong reference and drops the extra retain, so you call it once, and only once, for every passRetained, otherwise you either leak or over-release."
    )
    expectTrue(!related.contradicted, "\(related)")
    let fronted = checkPoint(
      "On a jailbroken device, the owner can hook the trust check and turn pinning off.",
      "Jailbreak, hook the trust check, pinning's off.")
    expectTrue(fronted.credited, "\(fronted)")
    let inside = checkPoint(
      "The app needs a `webcredentials:` Associated Domains entry, and the domain's `apple-app-site-association` file lists the app.",
      "On the app side, you need the Associated Domains entitlement with a webcredentials colon entry for your domain, and the apple-app-site-association file on that domain has to list your app's ID."
    )
    expectTrue(inside.credited, "\(inside)")
  }

  /// The reader's side of it: `and` inside a statement is joined, before a subject word, a code
  /// name or after a comma it opens one.
  @Test func andInsideAStatementIsJoined() {
    let reader = StatementReader(lexicon: .bundled, stemmer: SnowballStemmer())
    func joined(_ text: String) -> [Bool] { reader.statement(text).filter(\.opens).map(\.joined) }
    expectTrue(joined("The bits survive deleting and reinstalling the app.") == [false, true])
    expectTrue(joined("The main queue is serial and the global queues are concurrent") == [false, false])
    expectTrue(
      joined("Environment values fit app-wide dependencies, and initializer injection fits") == [
        false, false,
      ])
    expectTrue(
      joined("`makeUIView` creates the view and `updateUIView` applies the state") == [false, false])
  }
}
