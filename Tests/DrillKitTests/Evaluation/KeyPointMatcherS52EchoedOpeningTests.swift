import DrillKitTesting
import Foundation
import Testing

@testable import DrillGrading

/// A clause that echoes a point's opening word for word and then says none of the rest of it
/// (session 52, s52-census; docs/evaluation.md): the point's subject and verb kept, its claim
/// replaced in the answer's own words. Each wrong answer below was credited by main (`swiftdrill-grading
/// try`, bin52) and is now not credited; each right one is credited by both. Invented answers, none
/// from the labelled sets.
@Suite struct KeyPointMatcherS52EchoedOpeningTests {
  /// The point's opening echoed, its claim replaced: neither credited nor contradicted.
  @Test(arguments: [
    (
      "An actor serializes access to its mutable state across tasks.",
      "An actor serializes access by copying the whole object for each caller."
    ),
    (
      "Git rebase rewrites the commits of a branch on top of another base.",
      "Git rebase rewrites the commits into a single zip archive for backup."
    ),
    (
      "Dependency injection passes a type's collaborators in from outside, so tests can substitute fakes.",
      "Dependency injection passes a type's collaborators through global singletons that each file reads."
    ),
  ])
  func theOpeningEchoedWithAnotherClaimIsNotCredited(point: String, answer: String) {
    let check = checkPoint(point, answer)
    expectTrue(!check.credited && !check.contradicted, "\(answer): \(check)")
  }

  /// Right answers that echo the opening and say the claim, in the point's words or their own:
  /// credited.
  @Test(arguments: [
    (
      "An actor serializes access to its mutable state across tasks.",
      "An actor serializes access to the mutable state it owns, one task at a time."
    ),
    (
      "Git rebase rewrites the commits of a branch on top of another base.",
      "Git rebase rewrites the branch's commits so they sit on top of a new base."
    ),
    (
      "Dependency injection passes a type's collaborators in from outside, so tests can substitute fakes.",
      "Dependency injection passes a type's collaborators in from outside, and in tests you substitute fakes."
    ),
    (
      "Dependency injection passes a type's collaborators in from outside, so tests can substitute fakes.",
      "With dependency injection a type gets its collaborators from outside, so a test can hand it fakes."
    ),
  ])
  func theClaimSaidIsCredited(point: String, answer: String) {
    expectCredited(point, answer)
  }

  /// Not an echo: the point's opening named inside the clause (a thing named, not a subject), or a
  /// listed subject whose items are the opening (commas inside it). Both credited, as by main.
  @Test(arguments: [
    (
      "The Color Blended Layers option marks blended areas in red.",
      "To find them I turn on Color Blended Layers in the Simulator's Debug menu."
    ),
    (
      "A clear background, an alpha below 1 or an image with an alpha channel make a layer need blending.",
      "A clear background, an alpha below 1 and an image with alpha all cause it."
    ),
  ])
  func aNamedThingOrAListIsNoEcho(point: String, answer: String) {
    expectCredited(point, answer)
  }

  /// The reading itself: three opening concepts in order where the clause opens, the clause going
  /// on, none of three later concepts said.
  @Test func theShapeNeedsTheWholeRestUnsaid() {
    let point = "An actor serializes access to its mutable state across tasks."
    expectTrue(
      !checkPoint(point, "An actor serializes access by copying the whole object for each caller.").credited)
    // One word of the rest said ("state"): the clause is read as before, and credited.
    expectCredited(point, "An actor serializes access by copying the whole state for each caller.")
  }
}
