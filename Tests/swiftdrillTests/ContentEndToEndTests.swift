import DrillContent
import DrillKitTesting
import Foundation
import Testing

/// `check`, `convert`, `new pack` and `packs` through the built binary.
@Suite(.ownThreads) struct ContentEndToEndTests {
  let home = TemporaryHome.make()
  let course = ["SWIFTDRILL_BUNDLED": BinaryRun.fixtures.appendingPathComponent("course").path]

  func run(_ arguments: [String], input: String = "") throws -> BinaryRun {
    try BinaryRun.run(arguments, input: input, home: home, environment: course)
  }

  @Test func aMistakeInAPackIsReportedAtItsLine() throws {
    let pack = home.appendingPathComponent("broken.md")
    try """
    ---
    id: broken
    title: Broken
    ---

    ## A question
    id: a-question
    colour: blue

    Pick.

    ### Choices
    - [ ] only wrong answers
    - [ ] here
    """.write(to: pack, atomically: true, encoding: .utf8)
    let check = try run(["check", pack.path])
    expectEqual(check.status, 1)
    expectContains(check.stdout, "broken.md:8:1: error:")
    expectContains(check.stdout, "broken.md:12:")
    expectContains(check.stdout, "2 errors")
  }

  @Test func checkJSONDescribesTheFixtureCourse() throws {
    let check = try run(["check", "--json"])
    expectEqual(check.status, 0)
    let json = try #require(try JSONSerialization.jsonObject(with: Data(check.stdout.utf8)) as? [String: Any])
    expectTrue(json["errors"] as? Int == 0)
    let packs = try #require(json["packs"] as? [[String: Any]])
    let questions = try #require(packs.first?["questions"] as? [[String: Any]])
    expectEqual(questions.map { $0["type"] as? String }, ["choice", "short", "output", "code", "explain"])
    expectTrue(questions.first?["id"] as? String == "constant-keyword")
    let lessons = try #require(json["lessons"] as? [[String: Any]])
    expectTrue(lessons.first?["checks"] as? Int == 1)
  }

  @Test func checkRunProvesTheCourseAndTheSecondRunIsCached() throws {
    let first = try run(["check", "--run"])
    expectEqual(first.status, 0, "\(first.stdout)")
    expectContains(first.flowingStdout, "ran 3 code claims with swiftc: 0 errors")
    let second = try run(["check", "--run"])
    expectContains(second.flowingStdout, "(3 from cache)")
  }

  @Test func convertRoundTripsThroughJSON() throws {
    let source = BinaryRun.fixtures.appendingPathComponent("course/questions/basics.md").path
    let jsonPath = home.appendingPathComponent("basics.json").path
    let markdownPath = home.appendingPathComponent("again.md").path
    let secondJSON = home.appendingPathComponent("again.json").path
    try expectEqual(run(["convert", source, "--to", "json", "-o", jsonPath]).status, 0)
    try expectEqual(run(["convert", jsonPath, "--to", "md", "-o", markdownPath]).status, 0)
    try expectEqual(run(["convert", markdownPath, "--to", "json", "-o", secondJSON]).status, 0)
    let first = try String(contentsOfFile: jsonPath, encoding: .utf8)
    expectEqual(first, (try String(contentsOfFile: secondJSON, encoding: .utf8)))
    try expectEqual(run(["check", jsonPath]).status, 0)
  }

  /// A pack saved as Latin-1: `convert` once said Foundation's "The file isn't in the correct
  /// format"; it now says what `check` says, at the first bad byte (session 35's tryout).
  @Test func convertTellsWhereAFileIsNotUTF8() throws {
    let pack = home.appendingPathComponent("latin.md")
    let text =
      Array("---\nid: latin\ntitle: Latin\n---\n\n## Caf".utf8) + [0xE9] + Array("\n\nSay it.\n".utf8)
    try Data(text).write(to: pack)
    let converted = try run(["convert", pack.path, "--to", "json"])
    expectEqual(converted.status, 1)
    expectContains(
      converted.stderr, "latin.md:6:7: error: this file is not valid UTF-8 text (byte 0xE9 here)")
    expectEqual(converted.stdout, "")
    expectContains(converted.stderr, "was not converted")
    expectTrue(!converted.stderr.contains("correct format"), "\(converted.stderr)")
  }

  /// Session 46's tryout: `convert loops.json --to md > loops.md` wrote the located error into
  /// loops.md (standard output is the converted file); and `--to` had to be given even where
  /// the file's extension says which way.
  @Test func convertKeepsItsDiagnosticsOutOfTheConvertedFileAndKnowsTheWayFromTheExtension() throws {
    let source = BinaryRun.fixtures.appendingPathComponent("course/questions/basics.md").path
    let json = try run(["convert", source])
    expectEqual(json.status, 0, "\(json.stderr)")
    expectContains(json.stdout, "\"questions\"")
    let jsonPath = home.appendingPathComponent("basics.json").path
    try json.stdout.write(toFile: jsonPath, atomically: true, encoding: .utf8)
    let markdown = try run(["convert", jsonPath])
    expectEqual(markdown.status, 0, "\(markdown.stderr)")
    expectContains(markdown.stdout, "## ")

    // The same id twice: nothing on standard output, the located error on standard error.
    let broken = try String(contentsOfFile: jsonPath, encoding: .utf8)
      .replacingOccurrences(of: "\"nil-coalescing\"", with: "\"constant-keyword\"")
    let brokenPath = home.appendingPathComponent("broken.json").path
    try broken.write(toFile: brokenPath, atomically: true, encoding: .utf8)
    let failed = try run(["convert", brokenPath, "--to", "md"])
    expectEqual(failed.status, 1)
    expectEqual(failed.stdout, "")
    expectContains(failed.stderr, "broken.json:")
    expectContains(failed.stderr, "duplicate question id")
    expectContains(failed.stderr, "was not converted")

    // `-o OUT` says the way by its extension (the review: `convert a.md -o b.md` wrote JSON).
    let markdownOut = home.appendingPathComponent("again.md").path
    try expectEqual(run(["convert", jsonPath, "-o", markdownOut]).status, 0)
    expectTrue(try String(contentsOfFile: markdownOut, encoding: .utf8).hasPrefix("---"))
    let sameWay = home.appendingPathComponent("same.md").path
    try expectEqual(run(["convert", source, "-o", sameWay]).status, 0)
    expectTrue(try String(contentsOfFile: sameWay, encoding: .utf8).hasPrefix("---"))

    let notes = home.appendingPathComponent("notes.txt").path
    try "## A".write(toFile: notes, atomically: true, encoding: .utf8)
    let unknown = try run(["convert", notes])
    expectEqual(unknown.status, 2)
    expectContains(unknown.stderr, "'convert' needs --to json or --to md")
  }

  @Test func aNewPackScaffoldPassesCheckRun() throws {
    let created = try run(["new", "pack", "my-pack"])
    expectEqual(created.status, 0)
    let file = home.appendingPathComponent("questions/my-pack.md")
    expectTrue(FileManager.default.fileExists(atPath: file.path))
    let check = try run(["check", "--run", file.path])
    expectEqual(check.status, 0, "\(check.stdout)")
    let again = try run(["new", "pack", "my-pack"])
    expectEqual(again.status, 1)
    expectContains(again.stderr, "already exists")
    let invalid = try run(["new", "pack", "My Pack"])
    expectEqual(invalid.status, 2)
  }

  @Test func userPacksJoinTheBundledOnes() throws {
    _ = try run(["new", "pack", "mine"])
    let packs = try run(["packs"])
    expectContains(packs.stdout, "basics")
    expectContains(packs.stdout, "mine")
    expectContains(packs.stdout, "yours")
    let topics = try run(["packs", "--topics"])
    expectContains(topics.stdout, "all topics")
  }

  /// `check --run` alone proves the learner's own content when there is some, and says so;
  /// `--all` proves everything; with none of their own it says how much it proves before the
  /// first compile, and how to prove one pack (session 45's tryout, finding 26).
  @Test func checkRunAloneProvesYourOwnContent() throws {
    let everything = try run(["check", "--run"])
    expectContains(
      everything.flowingStdout, "check --run proves all 3 code claims and the model solutions of 0 projects;")
    expectContains(everything.flowingStdout, "`check --run FILE` proves one pack or lesson.")
    expectContains(everything.flowingStdout, "Checked 1 pack (")
    expectContains(everything.flowingStdout, " and 1 lesson;")
    _ = try run(["new", "pack", "mine"])
    let own = try run(["check", "--run"])
    expectEqual(own.status, 0, "\(own.stdout)")
    expectContains(own.flowingStdout, "check --run proves your own packs and lessons (")
    expectContains(own.flowingStdout, "`check --run --all` proves the bundled content too.")
    expectContains(own.flowingStdout, "Checked 1 pack (")
    expectContains(own.flowingStdout, " and 0 lessons;")
    let all = try run(["check", "--run", "--all"])
    expectContains(all.flowingStdout, "check --run proves all 5 code claims")
    expectContains(all.flowingStdout, "Checked 2 packs (")
    // Without --run, `check` reads everything as before: it is fast.
    expectContains(try run(["check"]).flowingStdout, "Checked 2 packs (")
    // `--all` does nothing without --run or beside a PATH: a usage error, not silence.
    for misplaced in [["check", "--all"], ["check", "--run", "--all", "questions"]] {
      let refused = try run(misplaced)
      expectEqual(refused.status, 2, "\(misplaced): \(refused.stderr)")
      expectContains(refused.stderr, "--all goes with --run and no PATH")
    }
  }
}
