import DrillKitTesting
import Foundation
import Testing

@testable import DrillGrading

/// The point's claim given to what the point compares its subject with (session 51, s51-reassign;
/// docs/evaluation.md): "A large pull request is easier to review thoroughly" does not state "A
/// small pull request is easier to review thoroughly than a large one", it says the point's claim
/// of the thing the point sets it against, in the answer's own plain clause. Each wrong answer
/// below was credited by main (`swiftdrill-grading try`, bin51). Invented answers, none from the
/// labelled sets.
@Suite struct KeyPointMatcherS51ReassignTests {
  /// The compared thing as the clause's subject, the point's subject absent, the rest of the
  /// point said: a contradiction. (A subject of two words, "Linux runners cost more per minute"
  /// against "macOS runners cost more per minute than Linux runners", is not this rule's: it wants
  /// every other word of the point said, and `swiftdrill-grading try` on that one point credits
  /// it; the app, grading the question's whole answer (`quiz --id
  /// ci-pipelines/xcode-cloud-or-hosted-runners`), calls it contradicted. Session 51's review, R1.)
  @Test(arguments: [
    (
      "A small pull request is easier to review thoroughly than a large one.",
      "A large pull request is easier to review thoroughly."
    ),
    (
      "Clarity is more important than brevity.",
      "Brevity is more important."
    ),
    (
      "Extensions have much lower memory limits than apps.",
      "Apps have much lower memory limits."
    ),
    (
      "A demo app builds and launches much faster than the full app.",
      "The full app builds and launches much faster."
    ),
  ])
  func theComparedThingGivenTheClaimContradicts(point: String, answer: String) {
    expectContradicted(point, answer)
  }

  /// Right answers naming both subjects, the point's and the one it is compared with, in plain
  /// clauses: credited, no contradiction.
  @Test(arguments: [
    (
      "A small pull request is easier to review thoroughly than a large one.",
      "A small pull request is easier to review thoroughly than a large one, which hides bugs in its size."
    ),
    (
      "A small pull request is easier to review thoroughly than a large one.",
      "Reviewers skim a large pull request, while a small pull request is easier to review thoroughly."
    ),
    (
      "macOS runners cost more per minute than Linux runners.",
      "Linux runners are cheap, and macOS runners cost more per minute than Linux runners."
    ),
    (
      "Extensions have much lower memory limits than apps.",
      "Apps get plenty of memory, but extensions have much lower memory limits than apps."
    ),
  ])
  func bothSubjectsNamedAreCredited(point: String, answer: String) {
    expectCredited(point, answer)
  }
}
