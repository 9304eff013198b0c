import DrillKitTesting
import Foundation
import Testing

@testable import DrillContent
@testable import DrillEvaluation
@testable import DrillGrading

/// Session 49's tryout (G1–G4; docs/evaluation.md, "Session 49 (s49-tryoutgrading)"): the learner's
/// answers as the app grades the bundled question (`Evaluator.keyPointChecks`). Fixed: a rival
/// named after `or` ("a file … or `UserDefaults(suiteName:)`") no longer swaps a subject word of
/// a point whose subject the clause never names (G3's Keychain point), so the atomic-writes point
/// of that answer is no longer told the opposite. Left as known issues, each with its diagnosis.
@Suite struct KeyPointMatcherS49TryoutTests {
  /// The bundled question `id` of the pack file `file`, as the app loads it.
  static func question(_ file: String, _ id: String) throws -> Question {
    try #require(try bundledQuestion(file, id))
  }

  static func checks(_ file: String, _ id: String, _ answer: String) throws -> [KeyPointCheck] {
    Evaluator.keyPointChecks(of: try question(file, id), answer: answer, lexicon: .bundled)
  }

  static let groups = (file: "questions/topics/app-extensions.md", id: "app-group-sharing")

  /// G3, verbatim: no point is told the opposite by the container sentence.
  static let g3 =
    "Both targets join the same App Group in their entitlements. The app writes the next task into "
    + "the shared container, either a file in containerURL(forSecurityApplicationGroupIdentifier:) or "
    + "UserDefaults(suiteName:) with the group id, and the widget reads it from there. After writing, "
    + "the app calls WidgetCenter.shared.reloadTimelines so the widget refreshes."

  @Test func theAtomicWritesPointIsNotToldTheOppositeByTheContainerSentence() throws {
    let checks = try Self.checks(Self.groups.file, Self.groups.id, Self.g3)
    expectTrue(!checks[4].contradicted, "\(checks[4])")
    // Diagnosis: the Keychain point's `wrong:` line "Secrets go into the shared `UserDefaults`
    // suite" is touched by "shared … or UserDefaults" (3 of its 5 concepts, no "secrets") and the
    // fitted wrong-line rule states it (0.58, the answer's words being the question's); the
    // contradiction then withholds points 1 and 2, and point 3's touch goes to point 2's clause.
    withKnownIssue("G3: the Keychain point is told the opposite through its wrong: line") {
      #expect(!checks[3].contradicted, "\(checks[3])")
      #expect(checks[0].credited && checks[1].credited && checks[2].credited, "\(checks)")
    }
  }

  /// G3 next day (invented, the drill answer's shape): every point stated; "The system locks
  /// shared files for you" is touched at the threshold by "shared … files" alone, and the fit's
  /// `touched_threshold` (0.04) states it since the point is touched elsewhere.
  @Test func anAnswerStatingAllFiveIsNotToldTheOppositeOfAtomicWrites() throws {
    let answer =
      "Both targets join the same App Group in their entitlements. The shared container from "
      + "containerURL(forSecurityApplicationGroupIdentifier:) holds the files, and UserDefaults(suiteName:) "
      + "with the group id holds small values. Tokens go in a shared Keychain access group. Writes must be "
      + "atomic because both processes may write at once."
    let checks = try Self.checks(Self.groups.file, Self.groups.id, answer)
    expectTrue(checks[0].credited && checks[3].credited, "\(checks)")
    withKnownIssue("G3 (drill): the locks line heard in the container sentence") {
      #expect(!checks[4].contradicted, "\(checks[4])")
    }
  }

  /// The wrong claims of G3's shape are still caught: the rival said of the secrets (after `or`
  /// too), the wrong lines said of their subjects.
  @Test(arguments: [
    (
      3,
      "Both targets join the same App Group. The app writes the task to a file in the shared container, "
        + "and secrets such as the login token go into UserDefaults(suiteName:) with the group id."
    ),
    (
      3,
      "Both targets join the same App Group. Secrets go into the shared UserDefaults suite, which both targets read."
    ),
    (
      4,
      "Both targets join the same App Group. The system locks the shared files for you, so nothing can clash."
    ),
  ])
  func theWrongClaimsOfTheSameShapeAreCaught(point: Int, answer: String) throws {
    let checks = try Self.checks(Self.groups.file, Self.groups.id, answer)
    expectTrue(checks[point].contradicted, "\(answer): \(checks[point])")
  }

  /// G1: "Set textContentType … so AutoFill can offer the saved email" states the content-type
  /// point. Diagnosis: the point alone is credited by that clause (0.47); the whole grading
  /// withdraws it for the `.oneTimeCode` point, touched better in the same clause.
  @Test func theContentTypeSentenceStatesTheContentTypePoint() throws {
    let answer =
      "Set keyboardType to emailAddress for the email, phonePad for the phone and numberPad for the code. "
      + "Set textContentType to emailAddress, telephoneNumber and oneTimeCode so AutoFill can offer the saved "
      + "email, the phone number and the code from the SMS."
    let checks = try Self.checks("questions/topics/forms-text-input.md", "keyboard-and-content-types", answer)
    expectTrue(checks[0].credited, "\(checks[0])")
    withKnownIssue("G1: the clause goes to the oneTimeCode point") {
      #expect(checks[2].credited, "\(checks[2])")
    }
  }

  /// G2: "keep compiling in CI" for "CI builds every demo app on each pull request". Diagnosis:
  /// of the point's concepts only `ci` and `keep` are said; `compile` is not read as `build` and
  /// no pull request is named: a lexicon pair measured on one row.
  @Test func keepCompilingInCIStatesTheCIPoint() throws {
    let answer =
      "The cost is extra targets to maintain and keep compiling in CI, and someone has to write the fake "
      + "services it needs."
    let checks = try Self.checks("questions/topics/modular-apps.md", "demo-app-per-feature", answer)
    withKnownIssue("G2: compiling in CI is not read as CI building the demo apps") {
      #expect(checks[4].credited, "\(checks[4])")
    }
  }

  /// G4: "stack several decorators" for "combined in any order at run time" (`stack` is no
  /// `combine` in the lexicon), and the planted "faster because they avoid dynamic dispatch"
  /// against "one more type and one indirect call" (only `decorator` and `fast` shared, 2 of 5
  /// concepts: `dispatch` is not read as an indirect call).
  @Test func theDecoratorAnswers() throws {
    let file = "questions/topics/design-patterns.md"
    let stacked = try Self.checks(
      file, "decorator-vs-subclass", "You can stack several decorators like caching on top of logging.")
    let faster = try Self.checks(
      file, "decorator-vs-subclass", "Decorators are also faster because they avoid dynamic dispatch.")
    expectTrue(!faster[4].credited, "\(faster[4])")
    withKnownIssue("G4: stacking is not read as combining; dispatch not as an indirect call") {
      #expect(stacked[2].credited, "\(stacked[2])")
      #expect(faster[4].contradicted, "\(faster[4])")
    }
  }
}
