import DrillKitTesting
import Foundation
import Testing

@testable import DrillGrading

/// Right answers in other words (session 37, s37-lexicon113; docs/evaluation.md): the lexicon
/// lines a census of covered points in pairs ranked tied or the wrong way gained, among them the
/// HTTP status codes said digit by digit. Each row's paraphrase is "not said" with main's lexicon
/// (`swiftdrill-grading try` on main's root), and each near miss says the same words without the
/// point's claim and is still not credited.
@Suite struct KeyPointMatcherSpokenCodesTests {
  /// One row per kept line: the point, a paraphrase now credited, a near miss still not.
  @Test(arguments: [
    (
      // a status code said digit by digit is the code (`429`)
      "The server answers a rate-limited request with status 429 Too Many Requests and a `Retry-After` header.",
      "Return four twenty-nine with Retry-After.",
      "Return four oh four with Retry-After."
    ),
    (
      // `401` said as "four oh one"
      "A second 401 after a successful refresh ends the attempt, so refreshing and retrying happen at most once per request.",
      "And if the retried request comes back four oh one again even though the refresh worked, we stop there, so it's one refresh and one retry per request, no loops.",
      "And if the retried request comes back four oh four again even though the refresh worked, we stop there, so it's one refresh and one retry per request, no loops."
    ),
    (
      // kept for good is kept forever (`permanent`)
      "A non-consumable is bought once and stays with the user forever, such as removing ads.",
      "Then there's the one-time unlock, say paying to get rid of the ads, where you pay once and you own it for good.",
      "Then there's the one-time unlock, say paying to get rid of the ads, where you pay once and you own it for a month."
    ),
    (
      // a threshold is a limit
      "The check fails the pull request when a change grows the download size past a set threshold.",
      "Every pull request gets a thinned build. If a change makes it bigger than some limit, like a few hundred kilobytes, the check fails.",
      "Every pull request gets a thinned build. If a change makes it bigger than last week, the check fails."
    ),
    (
      // a secret pulled out of a binary is extracted
      "A mobile app cannot keep a client secret, because anyone can extract it from the app binary.",
      "A public client has no real secret, whatever you compile into the IPA someone can pull out with strings or a disassembler.",
      "A public client has no real secret, whatever you compile into the IPA someone can read about in the docs."
    ),
    (
      // a closure invoked is called
      "A service that stores completion handlers keeps everything they capture alive until it calls them.",
      "When the loader holds on to those closures in its dictionary, whatever each closure captured stays in memory until the loader finally invokes it.",
      "When the loader holds on to those closures in its dictionary, whatever each closure captured stays in memory until the loader finally logs it."
    ),
  ])
  func aParaphraseInTheFamilyIsCreditedANearMissIsNot(point: String, paraphrase: String, nearMiss: String) {
    let credited = checkPoint(point, paraphrase)
    expectTrue(credited.credited, "\(credited)")
    let missed = checkPoint(point, nearMiss)
    expectTrue(!missed.credited, "\(missed)")
  }
}
