import DrillKitTesting
import Foundation
import Testing

@testable import DrillContent
@testable import DrillEvaluation
@testable import DrillGrading

/// Session 52 (s52-contrast2; docs/evaluation.md, "Session 52 (s52-contrast2)"): a contrast whose
/// rival half comes FIRST (sentence-initial `While X, …`, the first half of `…, but …`, `… whereas
/// …` and `…, while …`) or after `, but` is read as the rival's when only the subjects tell the
/// halves apart (`KeyPointMatcher.contrastSplits`, `guarded`): the half that states the point holds
/// more of its words, and the rival half, alone, contradicts the point. Per shape: the right answer
/// is no longer told the opposite, and the same shape with the sides swapped is still caught.
@Suite struct KeyPointMatcherS52Contrast2Tests {
  static func checks(_ file: String, _ id: String, _ answer: String) throws -> [KeyPointCheck] {
    let question = try #require(try bundledQuestion(file, id))
    return Evaluator.keyPointChecks(of: question, answer: answer, lexicon: .bundled)
  }

  static let offMain = (file: "questions/topics/app-lifecycle-performance.md", id: "work-off-main-actor")
  static let cycles = (file: "questions/interview/interview-verbal-advanced.md", id: "reference-cycles")
  static let open = (file: "questions/topics/access-control.md", id: "open-vs-public")
  static let structs = (file: "questions/topics/values-types.md", id: "struct-or-class-default")
  static let grouping = (
    file: "questions/topics/accessibility-localization.md", id: "accessibility-grouping"
  )

  /// `While X, Y`: X is the rival's side, Y states the point.
  @Test func aSentenceInitialWhileHalfAboutTheRivalDoesNotDenyThePoint() throws {
    let task = try Self.checks(
      Self.offMain.file, Self.offMain.id,
      "While a detached task does not inherit the main actor, a Task created in main-actor code does.")
    expectTrue(task[4].credited && !task[4].contradicted, "\(task[4])")
    let unowned = try Self.checks(
      Self.cycles.file, Self.cycles.id,
      "While unowned is for a target guaranteed to outlive the reference, weak is for references that may "
        + "outlive the target.")
    expectTrue(unowned[3].credited && !unowned[3].contradicted, "\(unowned[3])")
  }

  /// `X, but Y`: the half before `but` is the rival's.
  @Test func aButHalfAboutTheRivalDoesNotDenyThePoint() throws {
    let task = try Self.checks(
      Self.offMain.file, Self.offMain.id,
      "A detached task does not inherit the main actor, but a Task created in main-actor code inherits it.")
    expectTrue(task[4].credited && !task[4].contradicted, "\(task[4])")
  }

  /// The same shapes with the sides swapped: the point's subject keeps the wrong claim.
  @Test func aSwappedWhileOrButContrastIsStillCaught() throws {
    let whileSwap = try Self.checks(
      Self.offMain.file, Self.offMain.id,
      "While a Task created in main-actor code does not inherit the main actor, a detached task does.")
    expectTrue(whileSwap[4].contradicted, "\(whileSwap[4])")
    let butSwap = try Self.checks(
      Self.offMain.file, Self.offMain.id,
      "A Task created in main-actor code does not inherit the main actor, but a detached task inherits it.")
    expectTrue(butSwap[4].contradicted, "\(butSwap[4])")
  }

  /// Guarded: a rival half that holds as many of the point's words as the stating half is no rival
  /// (the swap keeps the point's claim words with the other subject).
  @Test func aRivalHalfHoldingThePointsClaimIsNotBlanked() throws {
    let open = try Self.checks(
      Self.open.file, Self.open.id,
      "While an open class can only be used outside the module, a public class can also be subclassed and "
        + "overridden outside the module.")
    expectTrue(open[1].contradicted, "\(open[1])")
  }

  /// Guarded: a rival half that does not contradict the point alone is no rival (wrongclaim13's
  /// whole answer: the contradiction needs both halves).
  @Test func aRivalHalfThatDoesNotContradictAloneIsNotBlanked() throws {
    let structs = try Self.checks(
      Self.structs.file, Self.structs.id,
      "So defaulting to structs is really about memory: structs sit on the stack, and value "
        + "semantics just means lower memory use, with copies still pointing back to the original's "
        + "storage. Classes are for anything with lots of properties or big arrays, because copying "
        + "those is expensive; identity is handled with an id property on structs anyway. "
        + "Inheritance, Objective-C interoperability and a deinitialiser are mostly legacy reasons "
        + "from the UIKit days, and protocols with default implementations cover all three today. "
        + "And actors are for running work on a background thread, like a replacement for the "
        + "global dispatch queue, while shared mutable state goes in a class marked unchecked "
        + "Sendable.")
    expectTrue(structs[1].contradicted, "\(structs[1])")
    // wrongclaim10's: "children ignore keeps the four elements, but VoiceOver ignores the swipe order".
    let grouping = try Self.checks(
      Self.grouping.file, Self.grouping.id,
      "So by default each text and image in a card is grouped by its nearest stack, so the four "
        + "swipes come from the four stacks. accessibilityElement children combine merges the "
        + "card's views into one image for VoiceOver and reads just the first child's label. "
        + "accessibilityElement children ignore keeps the four elements, but VoiceOver ignores the "
        + "swipe order and reads them top to bottom automatically. accessibilityElement children "
        + "contain copies the children's labels into the card's accessibility hint. And buttons "
        + "inside the card become part of the combined label, and double tapping the card fires the "
        + "first one.")
    expectTrue(grouping[2].contradicted, "\(grouping[2])")
  }
}
