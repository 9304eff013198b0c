import DrillKitTesting
import Foundation
import Testing

@testable import DrillContent
@testable import DrillEvaluation
@testable import DrillGrading

/// Session 51 (s51-contrast; docs/evaluation.md, "Session 51 (s51-contrast)"): a right answer that
/// states the point and names the rival side in a contrast clause was told the opposite of the
/// point it states (`KeyPointMatcher.rivalHalves`). Per mechanism: the right answer is credited with
/// the point not contradicted, and a contrast that truly swaps the sides is still caught.
@Suite struct KeyPointMatcherS51ContrastTests {
  static func checks(_ file: String, _ id: String, _ answer: String) throws -> [KeyPointCheck] {
    let question = try #require(try bundledQuestion(file, id))
    return Evaluator.keyPointChecks(of: question, answer: answer, lexicon: .bundled)
  }

  static let access = (file: "questions/topics/access-control.md", id: "why-access-control")
  static let database = (file: "questions/topics/cloudkit-sync.md", id: "choosing-a-database")
  static let links = (file: "questions/topics/deep-links.md", id: "receiving-links")
  static let keyboard = (file: "questions/topics/forms-text-input.md", id: "keyboard-avoidance")
  static let offMain = (file: "questions/topics/app-lifecycle-performance.md", id: "work-off-main-actor")

  /// A. `whereas` / `, while`: the second half states the rival's property (roles swapped).
  @Test func aWhereasHalfAboutTheRivalDoesNotDenyThePoint() throws {
    let access = try Self.checks(
      Self.access.file, Self.access.id,
      "A public declaration can be used from other modules, whereas an internal one is usable only inside "
        + "its own module.")
    expectTrue(access[2].credited, "\(access[2])")
    let database = try Self.checks(
      Self.database.file, Self.database.id,
      "The private database holds the user's own records and uses up the user's iCloud storage quota, "
        + "while the public database counts against the app's quota.")
    expectTrue(database[0].credited, "\(database[0])")
  }

  /// A, the subject decides: the half that names the point's own subject is no rival's.
  @Test func aContrastThatSwapsTheSidesIsStillCaught() throws {
    let database = try Self.checks(
      Self.database.file, Self.database.id,
      "The private database counts against the app's quota, while the public database holds the user's "
        + "own records and uses up the user's iCloud storage quota.")
    expectTrue(database[0].contradicted, "\(database[0])")
    let detached = try Self.checks(
      Self.offMain.file, Self.offMain.id,
      "A detached task created in main-actor code inherits the main actor, whereas a plain Task does not.")
    expectTrue(detached[4].contradicted, "\(detached[4])")
    let task = try Self.checks(
      Self.offMain.file, Self.offMain.id,
      "A Task created in main-actor code inherits the main actor, whereas a detached task does not.")
    expectTrue(task[4].credited, "\(task[4])")
  }

  /// B. A `rather than` tail naming the rival beside the point's words.
  @Test func aRatherThanTailNamingTheRivalDoesNotDenyThePoint() throws {
    let links = try Self.checks(
      Self.links.file, Self.links.id,
      "In UIKit, when the scene is already connected, a custom-scheme URL comes in through the "
        + "SceneDelegate's scene(_:openURLContexts:), rather than the app delegate's open URL method.")
    expectTrue(links[1].credited, "\(links[1])")
    let keyboard = try Self.checks(
      Self.keyboard.file, Self.keyboard.id,
      "scrollDismissesKeyboard(.interactively), from iOS 16, lets you drag the keyboard away as you scroll, "
        + "rather than it being dismissed at the first swipe.")
    expectTrue(keyboard[3].credited, "\(keyboard[3])")
  }

  /// B: an `instead of` tail; s50-slot2's `otherRules` held it as still missed (session 51 fixed it).
  @Test func anInsteadOfTailNamingTheRivalDoesNotDenyThePoint() {
    expectCredited(
      "Closures: capture lists such as `[weak self]`",
      "For closures, capture lists like [weak self] instead of capturing self strongly.")
  }

  /// B: the point's own words moved behind `rather than` are still read as denied.
  @Test func aRatherThanTailHoldingThePointIsStillCaught() throws {
    let links = try Self.checks(
      Self.links.file, Self.links.id,
      "In UIKit, when the scene is already connected, a custom-scheme URL comes in through the app "
        + "delegate's open URL method, rather than the SceneDelegate's scene(_:openURLContexts:).")
    expectTrue(links[1].contradicted, "\(links[1])")
    let keyboard = try Self.checks(
      Self.keyboard.file, Self.keyboard.id,
      "scrollDismissesKeyboard(.interactively), from iOS 16, dismisses the keyboard at the first swipe "
        + "rather than letting you drag it away as you scroll.")
    expectTrue(keyboard[3].contradicted, "\(keyboard[3])")
  }
}
