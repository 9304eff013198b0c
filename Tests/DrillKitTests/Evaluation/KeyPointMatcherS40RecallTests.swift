import DrillKitTesting
import Foundation
import Testing

@testable import DrillGrading

/// Right answers in other words the lexicon lacked (session 40, s40-recall; docs/evaluation.md):
/// covered points said with a word or a phrase of a family the lexicon did not know, from a census
/// of 150 covered points not credited in expert, terse, partial and one-point answers. With main's
/// lexicon before the round each answer below was told "not said" (`swiftdrill-grading try`).
@Suite struct KeyPointMatcherS40RecallTests {
  /// The point said with the family's other word: credited, no contradiction.
  @Test(arguments: [
    // `repository | repo`
    (
      "The rules live in a shared configuration file checked into the repository.",
      "Shared config in the repo."
    ),
    // `steal | thief`
    (
      "One long-lived token would give a thief months of access.",
      "With a token that's good for months, whoever steals it has months of access."
    ),
    (
      "One long-lived token would give a thief months of access.",
      "If a token lasts for months, anyone who steals it has months of access."
    ),
    // `pay off | worth it`
    (
      "New operators' symbols are not searchable or self-describing; they pay off in domain-specific code used very often",
      "New symbols aren't searchable or self-explaining, only worth it in heavily used domain code."
    ),
    // `depend | count on`
    (
      "A test must not depend on another test running first.",
      "A test can't count on another test running first."
    ),
    // `urlrequest | url request`
    (
      "`AsyncImage` takes a URL rather than a `URLRequest`, so the app cannot add headers such as an authorization token.",
      "It only takes a URL, not a URL request, so you can't attach headers like an authorization token."
    ),
    // `race | racy`
    ("The check is a race.", "The check is racy."),
    // `increment | adds one`
    ("The semaphore's count is incremented by signal.", "Signal adds one."),
    // `create an account | sign up`
    (
      "An app that lets users create an account must let them delete it in the app.",
      "If users can sign up in the app, they must be able to delete it in the app."
    ),
    // `shrink | gets smaller | reduce`
    (
      "A better codec reduces the download size.",
      "Use AVIF or WebP, smaller files than JPEG at the same quality. So the download gets smaller."
    ),
    ("A better codec reduces the download size.", "AVIF or WebP instead of JPEG, and the downloads shrink."),
  ])
  func theFamilysOtherWordIsCredited(point: String, answer: String) {
    expectCredited(point, answer)
  }
}
