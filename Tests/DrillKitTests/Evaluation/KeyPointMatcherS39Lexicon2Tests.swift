import DrillKitTesting
import Foundation
import Testing

@testable import DrillGrading

/// An opposite and a rival the lexicon lacked (session 39, s39-lexicon2; docs/evaluation.md): known wrong claims
/// the grader credited as the point, so `swiftdrill check` refused them as `wrong:` lines. With
/// main's lexicon each contradiction below was credited (`swiftdrill-grading try`).
@Suite struct KeyPointMatcherS39Lexicon2Tests {
  static func check(_ point: String, _ answer: String) -> KeyPointCheck {
    KeyPointMatcher.check([point], against: answer, prompt: "", lexicon: .bundled)[0]
  }

  /// `show | hide`: what is shown where the point says it is hidden (or the reverse) contradicts it.
  @Test(arguments: [
    (
      "A factory can return a protocol type and hide the concrete type",
      "A factory returns a protocol type but shows callers the concrete type."
    ),
    (
      "Type erasure wraps a concrete generic type in a wrapper that hides it",
      "Type erasure's wrapper shows callers the concrete type it wraps."
    ),
    (
      "While an app with When In Use authorization uses location in the background, the system shows the blue location indicator.",
      "With When In Use authorization, background location use hides the blue indicator."
    ),
  ])
  func showAgainstHideContradicts(point: String, answer: String) {
    let check = Self.check(point, answer)
    expectTrue(check.contradicted, "\(answer): \(check)")
  }

  /// `rival: owner | participant`: the point's claim said of the other party of a share contradicts it.
  @Test(arguments: [
    (
      "Shared records are stored on the owner's side and use the owner's iCloud storage.",
      "Shared records count against each participant's own iCloud storage."
    ),
    (
      "Shared records are stored on the owner's side and use the owner's iCloud storage.",
      "Shared records use the participant's iCloud storage quota."
    ),
  ])
  func ownerAgainstParticipantContradicts(point: String, answer: String) {
    let check = Self.check(point, answer)
    expectTrue(check.contradicted, "\(answer): \(check)")
  }
}
