import DrillKitTesting
import Foundation
import Testing

/// An author's content with wrong proofs (`Fixtures/proofs`): `check` and
/// `check --run` name the file, line and column of each mistake and say what
/// the compiler really said, in Markdown and JSON packs and lessons.
@Suite struct ProofBlocksEndToEndTests {
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
      ]
    ),
    (
      "questions/mistakes.json",
      [
        "questions/mistakes.json:5:1: error: ```error block of the {fails} block in json-mistakes/assigning-to-a-let: no compiler error contains \"cannot assign to value: 'x' is a 'var' constant\"; its errors: line 2 of the block: \"cannot assign to value: 'x' is a 'let' constant\""
      ]
    ),
    (
      "lessons/mistakes.md",
      [
        "lessons/mistakes.md:18:1: error: ```error block of the {fails} block in lesson lesson-mistakes: no compiler error contains \"cannot assign to value: 'x' is a 'var' constant\"; its errors: line 15: \"cannot assign to value: 'x' is a 'let' constant\""
      ]
    ),
    (
      "lessons/mistakes.json",
      [
        "lessons/mistakes.json:13:20: error: ```error block of the {fails} block in lesson json-lesson-mistakes: no compiler error contains \"cannot assign to value: 'x' is a 'var' constant\"; its errors: line 2 of the block: \"cannot assign to value: 'x' is a 'let' constant\""
      ]
    ),
  ])
  func checkRunLocatesEachWrongExpectedMessage(file: String, errors: [String]) throws {
    let plain = try check([], file)
    #expect(plain.status == 0, "\(plain.stdout)\(plain.stderr)")
    let run = try check(["--run"], file)
    #expect(run.status == 1)
    let lines = run.stdout.split(separator: "\n").map(String.init).filter { $0.contains(": error: ") }
    #expect(lines == errors, "\(run.stdout)\(run.stderr)")
  }

  @Test func misplacedBlocksAreCheckErrorsWithoutRunning() throws {
    let run = try check([], "questions/misplaced.md")
    #expect(run.status == 1)
    #expect(
      run.stdout.contains(
        "questions/misplaced.md:12:1: error: an ```error block lists compiler errors, so the ```swift block before it needs {fails}"
      ), "\(run.stdout)")
    #expect(
      run.stdout.contains(
        "questions/misplaced.md:27:1: error: a ```warning block needs a ```swift block that compiles: the one before it is {fails}"
      ), "\(run.stdout)")
    #expect(
      run.stdout.contains(
        "questions/misplaced.md:37:1: error: unknown compiler setting `{upcomming=ExistentialAny}`; did you mean `{upcoming=ExistentialAny}`?"
      ), "\(run.stdout)")
    #expect(run.stdout.contains("3 errors, 0 warnings"))
  }

  @Test(arguments: ["questions/settings.md", "lessons/settings.json"])
  func proofsThatNeedCompilerSettingsHold(file: String) throws {
    let run = try check(["--run"], file)
    #expect(run.status == 0, "\(run.stdout)\(run.stderr)")
    #expect(run.stdout.contains("0 errors, 0 warnings"), "\(run.stdout)")
  }

  /// Learners are not root: the same check, run as an unprivileged user in each sandbox layer.
  @Test(arguments: [SandboxEndToEndTests.Mode.bubblewrap, .fallback])
  func anUnprivilegedCheckRunReportsTheWrongExpectedError(mode: SandboxEndToEndTests.Mode) throws {
    let setup = try SandboxEndToEndTests.Setup(mode)
    defer { setup.cleanUp() }
    let pack = try setup.pack(
      String(contentsOf: Self.proofs.appendingPathComponent("questions/mistakes.md"), encoding: .utf8))
    let result = try setup.start(["check", "--run", pack.path]).finish()
    #expect(result.status == 1, "\(result.stdout)\(result.stderr)")
    #expect(
      result.stdout.contains(
        "\(pack.path):17:1: error: ```error block of the {fails} block in mistakes/assigning-to-a-let: no compiler error contains"
      ), "\(result.stdout)\(result.stderr)")
    #expect(
      result.stdout.contains("\(pack.path):37:1: error: ```warning block"), "\(result.stdout)\(result.stderr)"
    )
    #expect(result.stdout.contains("2 errors"), "\(result.stdout)")
  }
}
