import DrillKitTesting
import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Session 51: the product gaps session 50's closing note left, through the built binary.
@Suite(.ownThreads) struct S51PolishEndToEndTests {
  /// Who runs the exports: `nobody` as root (`DailyLoopLearnerTests.prefix`).
  let learnerHome = DailyLoopLearnerTests.home()
  let home = TemporaryHome.make()

  func runAsLearner(_ arguments: [String], input: String = "") throws -> BinaryRun {
    try DailyLoopLearnerTests.run(arguments, input: input, in: learnerHome, now: S50Mend3EndToEndTests.day)
  }

  static func kept(_ path: String) -> String {
    "\(path) already exists and was left as it is; add --force to replace it, or give another name"
  }

  /// Gap 1: an export looked for its files first and wrote them later: a file made in between was
  /// replaced without `--force`. Each write now keeps a file it finds in the step that puts the new
  /// one in place (link(2)); since session 52 the files are placed together (`StagedFiles`), and
  /// `StagedFilesTests.aFileMadeSinceKeepsItsPlaceAndTakesTheOthersBack` pins a file made in
  /// between. The same FILE given twice, which made it here, is now refused before anything is
  /// written: placed together, one file cannot be two exports (with `--force` too).
  @Test func anExportKeepsAFileMadeAfterItLooked() throws {
    let quiz = try runAsLearner(["quiz", "--id", "basics/nil-coalescing"], input: "??\n")
    expectEqual(quiz.status, 0, "\(quiz.stderr)")
    let file = learnerHome.appendingPathComponent("both.txt")
    for force in [[], ["--force"]] {
      let twice = try runAsLearner(["export", "--reviews-csv", file.path, "--json", file.path] + force)
      expectEqual(twice.status, 2, "\(twice.stdout)\(twice.stderr)")
      expectContains(twice.stderr, "--reviews-csv and --json: expected a file of its own for each export")
      expectTrue(!FileManager.default.fileExists(atPath: file.path))
    }
    let package = learnerHome.appendingPathComponent("deck.apkg")
    let backup = try runAsLearner(["export", "--anki", package.path, "--backup", package.path])
    expectEqual(backup.status, 2, "\(backup.stdout)\(backup.stderr)")
    expectTrue(!FileManager.default.fileExists(atPath: package.path))
    // A file that is there is kept, and the others are not written.
    try Data("mine".utf8).write(to: package)
    let csv = learnerHome.appendingPathComponent("reviews.csv")
    let kept = try runAsLearner(["export", "--reviews-csv", csv.path, "--anki", package.path])
    expectEqual(kept.status, 1, "\(kept.stdout)\(kept.stderr)")
    expectContains(kept.stderr, Self.kept(package.path), "\(kept.stderr)")
    expectEqual(try Data(contentsOf: package), Data("mine".utf8))
    expectTrue(!FileManager.default.fileExists(atPath: csv.path))
    // No temporary file is left beside them.
    let names = try FileManager.default.contentsOfDirectory(atPath: learnerHome.path)
    expectTrue(
      !names.contains { $0.hasSuffix(".tmp") || $0.contains(".partial-") || $0.hasSuffix(".staged") },
      "\(names)")
  }

  /// Gap 1, `convert -o OUT`: it replaced OUT without a word. OUT is kept as every export keeps a
  /// file, with the same message, unless `--force`; `--force` without `-o` is a usage error.
  @Test func convertKeepsAnOutputThatIsThereUnlessForced() throws {
    let pack = """
      ---
      id: shorts
      title: Shorts
      ---

      # Shorts

      ## Constant
      id: constant
      level: beginner
      tags: basics

      Which keyword declares a constant?

      ### Accept
      - let
      """
    let out = learnerHome.appendingPathComponent("shorts.json")
    try "important\n".write(to: out, atomically: true, encoding: .utf8)
    expectEqual(chmod(out.path, 0o644), 0)
    let refused = try runAsLearner(["convert", "-", "-o", out.path], input: pack)
    expectEqual(refused.status, 1, "\(refused.stdout)\(refused.stderr)")
    expectContains(refused.stderr, Self.kept(out.path), "\(refused.stderr)")
    expectEqual(try String(contentsOf: out, encoding: .utf8), "important\n")
    try expectEqual(DailyLoopLearnerTests.mode(of: out), 0o644)
    let forced = try runAsLearner(["convert", "-", "-o", out.path, "--force"], input: pack)
    expectEqual(forced.status, 0, "\(forced.stderr)")
    expectTrue(try String(contentsOf: out, encoding: .utf8).hasPrefix("{"))
    let written = learnerHome.appendingPathComponent("fresh.json")
    expectEqual(try runAsLearner(["convert", "-", "-o", written.path], input: pack).status, 0)
    expectTrue(FileManager.default.fileExists(atPath: written.path))
    let misplaced = try runAsLearner(["convert", "-", "--force"], input: pack)
    expectEqual(misplaced.status, 2, "\(misplaced.stderr)")
    expectContains(misplaced.stderr, "--force")
  }

  /// Gap 2: a JSON pack's over-long Answer was told at the question's `{` (5:1), not at its
  /// `answer` value; and a Markdown or JSON Answer's error from the audit's cache (any `check`
  /// after the first) was told at the question's line again. `check --json` carries the line.
  @Test func aJSONPacksAnswerErrorIsAtItsAnswerEveryTime() throws {
    let folder = home.appendingPathComponent("questions")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let answer = String(repeating: "An optional holds a value or nil. ", count: 1_300)
    let pack = """
      {
        "id": "longjson",
        "title": "Long JSON",
        "questions": [
          {
            "id": "long",
            "title": "Long",
            "prompt": "What is an optional?",
            "answer": "\(answer)",
            "keyPoints": ["An optional holds a value or nil"]
          }
        ]
      }

      """
    let file = folder.appendingPathComponent("longjson.json")
    try pack.write(to: file, atomically: true, encoding: .utf8)
    for round in 1...2 {
      let json = try BinaryRun.run(["check", "--json", file.path], home: home)
      expectEqual(json.status, 1, "round \(round): \(json.stderr)")
      let report = try #require(
        try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
      let diagnostics = try #require(report["diagnostics"] as? [[String: Any]])
      let said = diagnostics.first {
        ($0["message"] as? String)?.hasPrefix("the model Answer of `long`") == true
      }
      expectEqual(said?["line"] as? Int, 9, "round \(round): \(diagnostics)")
      expectEqual(said?["column"] as? Int, 17, "round \(round): \(diagnostics)")
      let text = try BinaryRun.run(["check", file.path], home: home)
      expectContains(
        text.stdout + text.stderr, "longjson.json:9:17: error: the model Answer of `long` is 44,199 bytes",
        "round \(round)")
    }
  }

  /// Gap 4: a key point longer than an answer is graded was `check`'s error only: `quiz` on the
  /// pack loaded it and graded it, slowly. The loader refuses the question with that error at its
  /// line (the app warns of a problem in the content); the pack's other questions are asked.
  @Test func aKeyPointTooLongToGradeLeavesItsQuestionOut() throws {
    let folder = home.appendingPathComponent("questions")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let marks = "a" + String(repeating: "\u{301}", count: 150_000)
    let pack = """
      ---
      id: huge
      title: Huge
      level: beginner
      kind: verbal
      tags: [optionals]
      ---

      # Huge

      ## Stacked
      id: stacked
      level: beginner
      tags: optionals

      What is an optional?

      ### Answer
      An optional holds a value or nil.

      ### Key points
      - \(marks)

      ## Plain
      id: plain
      level: beginner
      tags: optionals

      What is an optional?

      ### Answer
      An optional holds a value or nil.

      ### Key points
      - An optional holds a value or nil

      """
    let file = folder.appendingPathComponent("huge.md")
    try pack.write(to: file, atomically: true, encoding: .utf8)
    let one = try BinaryRun.run(["quiz", "--id", "huge/stacked"], input: "it holds a value\n", home: home)
    expectEqual(one.status, 1, "\(one.stdout)")
    expectContains(one.stderr, "1 problem in the content; run `swiftdrill check` to see where")
    expectContains(one.stderr, "no question 'huge/stacked'")
    let quiz = try BinaryRun.run(
      ["quiz", "--pack", "huge"], input: "An optional holds a value or nil\n3\n", home: home)
    expectEqual(quiz.status, 0, "\(quiz.stderr)")
    expectContains(quiz.stdout, "Question 1 of 1")
    expectContains(quiz.stdout, "Plain")
    expectNotContains(quiz.stdout, "Stacked")
    let check = try BinaryRun.run(["check", folder.path], home: home)
    expectEqual(check.status, 1)
    expectContains(
      check.stdout + check.stderr,
      "\(file.path):22:3: error: key point 1 of `stacked` is 300,001 bytes, more than the 40,000 of a "
        + "learner's answer that are graded: no answer can say it, and grading it is slow; shorten it (the "
        + "question is left out until then)")
    expectContains(check.stdout + check.stderr, "1 error")
  }
}
