import DrillKitTesting
import Foundation
import Testing

/// An author's content with wrong proofs (`Fixtures/proofs`): `check` and
/// `check --run` name the file, line and column of each mistake and say what
/// the compiler really said, which output line differs and which Tests line
/// failed, in Markdown and JSON packs and lessons.
@Suite(.ownThreads) struct ProofBlocksEndToEndTests {
  static let proofs = BinaryRun.fixtures.appendingPathComponent("proofs")

  /// Runs `check` with `options` on the fixture `file`; messages name it relative to the fixtures.
  func check(_ options: [String], _ file: String) throws -> BinaryRun {
    let home = TemporaryHome.make()
    defer { try? FileManager.default.removeItem(at: home) }
    var run = try BinaryRun.run(
      ["check"] + options + [Self.proofs.appendingPathComponent(file).path], home: home,
      environment: ["SWIFTDRILL_BUNDLED": "none"])
    // The path prints relative to the working folder.
    run.stdout = run.stdout.replacing(/\S*Fixtures\/proofs\//, with: "")
    return run
  }

  @Test(arguments: [
    (
      "questions/mistakes.md",
      [
        "questions/mistakes.md:17:1: error: ```error block of the {fails} block in mistakes/assigning-to-a-let: no compiler error contains \"cannot assign to value: 'x' is a 'var' constant\"; its errors: line 14: \"cannot assign to value: 'x' is a 'let' constant\"",
        "questions/mistakes.md:37:1: error: ```warning block of the swift block in mistakes/an-unmutated-var: no compiler warning contains \"variable 'y' was never used\"; its warnings: line 29: \"variable 'y' was never mutated; consider changing to 'let' constant\"",
        "questions/mistakes.md:66:1: error: output of swift block in mistakes/counting-up differs from its output block at line 69: expected \"4\", got \"3\"",
        "questions/mistakes.md:81:3: error: Answer in mistakes/doubling fails its Tests at `expect(double(4), 8, \"double(4)\")` (exit status 1): Check failed: double(4); expected: 8; got: 16",
        "questions/mistakes.md:100:1: error: output of swift block in mistakes/a-printed-sum differs from its output block at line 101: expected \"3\", got \"2\"",
        "questions/mistakes.md:110:8: error: Answer in mistakes/tripling does not compile with its Tests: Tests line 2: cannot find 'tripled' in scope",
      ]
    ),
    (
      "questions/mistakes.json",
      [
        "questions/mistakes.json:7:17: error: ```error block of the {fails} block in json-mistakes/assigning-to-a-let: no compiler error contains \"cannot assign to value: 'x' is a 'var' constant\"; its errors: line 2 of the block: \"cannot assign to value: 'x' is a 'let' constant\"",
        "questions/mistakes.json:13:16: error: Answer in json-mistakes/doubling fails its Tests (line 2 of `tests`) at `expect(double(4), 8, \"double(4)\")` (exit status 1): Check failed: double(4); expected: 8; got: 16",
        "questions/mistakes.json:19:17: error: output of swift block in json-mistakes/a-printed-sum differs from its output block at line 1 of `output`: expected \"3\", got \"2\"",
      ]
    ),
    (
      "lessons/mistakes.md",
      [
        "lessons/mistakes.md:18:1: error: ```error block of the {fails} block in lesson lesson-mistakes: no compiler error contains \"cannot assign to value: 'x' is a 'var' constant\"; its errors: line 15: \"cannot assign to value: 'x' is a 'let' constant\"",
        "lessons/mistakes.md:30:1: error: output of swift block in lesson lesson-mistakes differs from its output block at line 32: expected \"3\", got \"2\"",
        "lessons/mistakes.md:41:1: error: Answer in lesson-mistakes/doubling fails its Tests at `expect(double(3), 6, \"double(3)\")` (exit status 1): Check failed: double(3); expected: 6; got: 5",
      ]
    ),
    (
      "questions/companion-mistakes.md",
      [
        "questions/companion-mistakes.md:17:1: error: the module Broken block of companion-mistakes/broken-module does not compile: line 18 (module Broken): cannot convert value of type 'String' to specified type 'Int'",
        "questions/companion-mistakes.md:41:1: error: swift block in companion-mistakes/broken-file does not compile: line 37 (file Helpers.swift): cannot convert value of type 'String' to expected argument type 'Int'",
        "questions/companion-mistakes.md:54:1: error: `{nowarnings}` block in companion-mistakes/claims-no-warning compiles with 1 warning: line 56: \"variable 'total' was never mutated; consider changing to 'let' constant\"",
      ]
    ),
    (
      "lessons/mistakes.json",
      [
        "lessons/mistakes.json:17:20: error: ```error block of the {fails} block in lesson json-lesson-mistakes: no compiler error contains \"cannot assign to value: 'x' is a 'var' constant\"; its errors: line 2 of the block: \"cannot assign to value: 'x' is a 'let' constant\"",
        "lessons/mistakes.json:21:21: error: output of swift block in lesson json-lesson-mistakes differs from its output block at line 2 of `output`: expected \"3\", got \"2\"",
        "lessons/mistakes.json:30:18: error: Answer in json-lesson-mistakes/doubling fails its Tests (line 1 of `tests`) at `expect(double(3), 6, \"double(3)\")` (exit status 1): Check failed: double(3); expected: 6; got: 5",
      ]
    ),
  ])
  func checkRunLocatesEachWrongExpectedMessage(file: String, errors: [String]) throws {
    let plain = try check([], file)
    expectEqual(plain.status, 0, "\(plain.stdout)\(plain.stderr)")
    let run = try check(["--run"], file)
    expectEqual(run.status, 1)
    let lines = run.stdout.split(separator: "\n").map(String.init).filter { $0.contains(": error: ") }
    expectEqual(lines, errors, "\(run.stdout)\(run.stderr)")
  }

  @Test func misplacedBlocksAreCheckErrorsWithoutRunning() throws {
    let run = try check([], "questions/misplaced.md")
    expectEqual(run.status, 1)
    expectTrue(
      run.stdout.contains(
        "questions/misplaced.md:12:1: error: an ```error block lists compiler errors, so the ```swift block before it needs {fails}"
      ), "\(run.stdout)")
    expectTrue(
      run.stdout.contains(
        "questions/misplaced.md:27:1: error: a ```warning block needs a ```swift block that compiles: the one before it is {fails}"
      ), "\(run.stdout)")
    expectTrue(
      run.stdout.contains(
        "questions/misplaced.md:37:1: error: unknown compiler setting `{upcomming=ExistentialAny}`; did you mean `{upcoming=ExistentialAny}`?"
      ), "\(run.stdout)")
    expectContains(run.stdout, "3 errors, 0 warnings")
  }

  @Test(arguments: [
    "questions/settings.md", "lessons/settings.json", "questions/companions.md", "lessons/companions.json",
  ])
  func proofsThatNeedCompilerSettingsHold(file: String) throws {
    let run = try check(["--run"], file)
    expectEqual(run.status, 0, "\(run.stdout)\(run.stderr)")
    expectContains(run.stdout, "0 errors, 0 warnings", "\(run.stdout)")
  }

  /// Learners are not root: the same check, run as an unprivileged user in each sandbox layer.
  @Test(arguments: [SandboxEndToEndTests.Mode.bubblewrap, .fallback])
  func anUnprivilegedCheckRunReportsTheWrongExpectedError(mode: SandboxEndToEndTests.Mode) throws {
    let setup = try SandboxEndToEndTests.Setup(mode)
    defer { setup.cleanUp() }
    let pack = try setup.pack(
      String(contentsOf: Self.proofs.appendingPathComponent("questions/mistakes.md"), encoding: .utf8))
    let result = try setup.start(["check", "--run", pack.path]).finish()
    expectEqual(result.status, 1, "\(result.stdout)\(result.stderr)")
    expectTrue(
      result.stdout.contains(
        "\(pack.path):17:1: error: ```error block of the {fails} block in mistakes/assigning-to-a-let: no compiler error contains"
      ), "\(result.stdout)\(result.stderr)")
    expectContains(
      result.stdout, "\(pack.path):37:1: error: ```warning block", "\(result.stdout)\(result.stderr)"
    )
    expectTrue(
      result.stdout.contains(
        "\(pack.path):66:1: error: output of swift block in mistakes/counting-up differs from its output block at line 69"
      ),
      "\(result.stdout)")
    expectTrue(
      result.stdout.contains(
        "\(pack.path):81:3: error: Answer in mistakes/doubling fails its Tests at `expect(double(4), 8, \"double(4)\")`"
      ),
      "\(result.stdout)")
    expectContains(result.stdout, "6 errors", "\(result.stdout)")
  }

  /// Companion blocks compile a second module and link it, inside the sandbox, as the learner.
  @Test(arguments: [SandboxEndToEndTests.Mode.bubblewrap, .fallback])
  func anUnprivilegedCheckRunProvesClaimsAcrossModules(mode: SandboxEndToEndTests.Mode) throws {
    let setup = try SandboxEndToEndTests.Setup(mode)
    defer { setup.cleanUp() }
    let pack = try setup.pack(
      String(contentsOf: Self.proofs.appendingPathComponent("questions/companions.md"), encoding: .utf8))
    let result = try setup.start(["check", "--run", pack.path]).finish()
    expectEqual(result.status, 0, "\(result.stdout)\(result.stderr)")
    expectContains(result.stdout, "ran 6 code claims", "\(result.stdout)")
    expectContains(result.stdout, "0 errors, 0 warnings", "\(result.stdout)")
    let mistakes = try setup.pack(
      String(
        contentsOf: Self.proofs.appendingPathComponent("questions/companion-mistakes.md"), encoding: .utf8))
    let wrong = try setup.start(["check", "--run", mistakes.path]).finish()
    expectEqual(wrong.status, 1)
    expectContains(
      wrong.stdout, "\(mistakes.path):17:1: error: the module Broken block",
      "\(wrong.stdout)\(wrong.stderr)")
    expectContains(wrong.stdout, "3 errors", "\(wrong.stdout)")
  }
}
