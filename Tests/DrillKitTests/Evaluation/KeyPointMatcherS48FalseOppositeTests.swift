import DrillKitTesting
import Foundation
import Testing

@testable import DrillContent
@testable import DrillEvaluation
@testable import DrillGrading

/// Right answers told "you said the opposite" (session 48, s48-falseopp3; docs/evaluation.md): a
/// key point that says what a thing replaces ("`@Test` and `@Suite` types replace `XCTestCase`
/// subclasses", "a test passes a fake in place of the real service", "a test double stands in for
/// a real dependency") read an answer that denies the replaced thing ("instead of XCTestCase
/// subclasses", "no XCTestCase subclasses", "instead of the real dependency") as its opposite
/// (`Needed.replaced`, `KeyPointMatcher.comparedForms`). The answers are invented, not from the
/// labelled sets, but for the tryout's repro (finding 17 of session 47's tryout).
@Suite struct KeyPointMatcherS48FalseOppositeTests {
  static func check(_ point: String, _ answer: String) -> KeyPointCheck {
    KeyPointMatcher.check([point], against: answer, lexicon: .bundled)[0]
  }

  static let swiftTesting =
    "`@Test` on any function and `@Suite` types replace `XCTestCase` subclasses and `test` prefixes"
  static let fake = "A test passes a fake in place of the real service."
  static let double = "A test double stands in for a real dependency during a test."
  static let observable = "`@Observable` on the class replaced a `@Published` wrapper on each property"
  static let reload = "Reloading replaces the cell with a newly dequeued one."

  /// A right answer that denies what the point says is replaced: credited, not the opposite.
  @Test(arguments: [
    (
      swiftTesting, "Tests are functions marked at Test, grouped in at Suite types, no XCTestCase subclasses."
    ),
    (swiftTesting, "You put at Test on plain functions and at Suite types instead of XCTestCase subclasses."),
    (fake, "Tests pass in a fake instead of the real service."),
    (
      double,
      "A test double is a stand-in object you give the code under test instead of the real dependency."
    ),
    (observable, "With Observation you mark the class, no @Published on every property."),
    (
      "An actor or a `Mutex` usually replaces the pattern in Swift 6",
      "In Swift 6 I'd use an actor, not this pattern."
    ),
  ])
  func theReplacedThingDeniedAgrees(point: String, answer: String) {
    let check = Self.check(point, answer)
    expectTrue(!check.contradicted && check.credited, "\(answer): \(check)")
  }

  /// The same shapes turned round, or the replacing itself denied: still the opposite. So is the
  /// replacement (after `with`) denied: "replaces the cell with a newly dequeued one" is not said
  /// by "never dequeues a new one".
  @Test(arguments: [
    (swiftTesting, "At Test and at Suite don't replace XCTestCase subclasses, you still need them."),
    (fake, "Tests hit the real service instead of a fake."),
    (reload, "Reloading keeps the existing cell and never dequeues a new one."),
    (
      "`$(inherited)` adds to the value from the level below instead of replacing it.",
      "It replaces the value from the level below instead of adding to it."
    ),
  ])
  func aRealContradictionStillContradicts(point: String, answer: String) {
    let check = Self.check(point, answer)
    expectTrue(check.contradicted, "\(answer): \(check)")
  }

  /// A denial that holds a verb first denies that verb, not the replaced thing: the bank's `wrong:`
  /// line "the full app never receives the App Clip's invocation URLs" is not credited as "an
  /// installed full app replaces the App Clip" (`check` holds every `wrong:` line to it).
  @Test func aDeniedVerbBeforeTheReplacedThingIsNoAgreement() {
    let check = Self.check(
      "The full app must handle the same URLs, because an installed full app replaces the App Clip.",
      "The full app never receives the App Clip's invocation URLs.")
    expectTrue(!check.credited, "\(check)")
  }

  /// A point that opens with the replacing ("Replacing a file can reset its flag") is read so only
  /// against a clause that says the replacing too: a denial of a file elsewhere is not its object.
  @Test func aPointOpeningWithTheReplacingNeedsItSaid() {
    let point = "Replacing a file can reset its excluded-from-backup value."
    let elsewhere = Self.check(
      point, "Excluding a directory marks the folder itself, not the files inside it.")
    expectTrue(!elsewhere.credited, "\(elsewhere)")
    let said = Self.check(
      "Replaces null pointers and sentinel values like `-1`",
      "Optionals replace all of those conventions: instead of a null pointer or a magic value you write nil.")
    expectTrue(!said.contradicted, "\(said)")
  }

  /// The bundled bank's questions by id (as `SpokenAnswerEvaluationTests` loads them).
  static let bank: [String: Question] = {
    let root = URL(filePath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
    let library = ContentLoader().load([
      ContentSource(root.appendingPathComponent("questions", isDirectory: true), role: .questions)
    ])
    return Dictionary(
      library.packs.flatMap(\.questions).map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
  }()

  /// The tryout's finding 17, as the app grades it (the bank's prompt, points, notes and model
  /// Answer): the definition is no longer "the opposite" of "a test double stands in for a real
  /// dependency"; the planted wrong reason ("they always hit the real server") is left as it was.
  @Test func theTryoutsTestDoubleRepro() throws {
    let question = try #require(Self.bank["test-doubles/test-doubles-why"])
    let answer =
      "A test double is a stand-in object you give the code under test instead of the real dependency, "
      + "like a fake network client. The real thing is often slow, flaky or has side effects, like sending "
      + "real emails or charging cards, and with a double you control what it returns, so you can test "
      + "error cases easily. Doubles also make tests faster because they always hit the real server."
    let checks = KeyPointMatcher.check(
      question.keyPoints, notes: question.keyPointNotes, against: answer, prompt: question.prompt,
      lexicon: .bundled, model: KeyPointAudit.spokenAnswer(of: question))
    expectTrue(!checks[0].contradicted, "\(checks[0])")
  }
}
