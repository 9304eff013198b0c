import DrillKitTesting
import Foundation
import Testing

/// Session 49's tryout (authoring and scripting), through the built binary where the learner or
/// the author met each finding.
@Suite(.ownThreads) struct TryoutFortyNineAuthoringEndToEndTests {
  let home = TemporaryHome.make()
  var course: [String: String] {
    ["SWIFTDRILL_BUNDLED": BinaryRun.fixtures.appendingPathComponent("course").path, "TZ": "UTC"]
  }

  /// `text` with every run of spaces and line breaks as one space.
  func flowing(_ text: String) -> String {
    text.split(whereSeparator: { $0 == " " || $0 == "\n" }).joined(separator: " ")
  }

  func run(_ arguments: [String], input: String = "") throws -> BinaryRun {
    try BinaryRun.run(arguments, input: input, home: home, environment: course)
  }

  /// `arguments` run in `folder` (its current directory), with the fixture course.
  func run(_ arguments: [String], in folder: URL, bundled: URL? = nil) throws -> BinaryRun {
    var environment = BinaryRun.environment(home: home).merging(course) { $1 }
    if let bundled { environment["SWIFTDRILL_BUNDLED"] = bundled.path }
    return try BinaryRun.run(
      arguments, input: Data(), environment: environment,
      prefix: ["/bin/sh", "-c", "cd \"$0\" && exec \"$@\"", folder.path])
  }

  /// A new empty folder in the home.
  func folder(_ name: String) throws -> URL {
    let url = home.appendingPathComponent(name, isDirectory: true)
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }

  /// Finding 18: `new pack optionals` wrote a file whose id a bundled pack has: every later
  /// command warned, and the new pack was not loaded. An id in use is refused, with a free one.
  @Test func newRefusesAnIDABundledOrLoadedPackOrLessonHas() throws {
    let pack = try run(["new", "pack", "basics"])
    expectEqual(pack.status, 1, "\(pack.stdout)")
    expectContains(flowing(pack.stderr), "`basics` is already the id of a bundled pack")
    expectContains(flowing(pack.stderr), "choose another id, such as `my-basics`")
    expectTrue(
      !FileManager.default.fileExists(atPath: home.appendingPathComponent("questions/basics.md").path))
    let lesson = try run(["new", "lesson", "first", "--json"])
    expectEqual(lesson.status, 1, "\(lesson.stdout)")
    expectContains(flowing(lesson.stderr), "`first` is already the id of a bundled lesson")
    // A pack of the learner's own, and one in the folder written to, count too.
    expectEqual(try run(["new", "pack", "mine"]).status, 0)
    let again = try run(["new", "pack", "mine", "-o", try folder("elsewhere").path])
    expectEqual(again.status, 1)
    expectContains(flowing(again.stderr), "`mine` is already the id of the pack")
    let other = try folder("other")
    expectEqual(try run(["new", "pack", "theirs", "-o", other.path]).status, 0)
    try FileManager.default.moveItem(
      at: other.appendingPathComponent("theirs.md"), to: other.appendingPathComponent("renamed.md"))
    let clash = try run(["new", "pack", "theirs", "--json", "-o", other.path])
    expectEqual(clash.status, 1)
    expectContains(flowing(clash.stderr), "renamed.md")
    let free = try run(["new", "pack", "my-basics"])
    expectEqual(free.status, 0, "\(free.stderr)")
    expectEqual(try run(["check"]).status, 0)
  }

  /// Finding 11: with `--content DIR`, "run `swiftdrill check` to see where" named a command that
  /// found nothing. The hint carries the folder, and running it shows the problem.
  @Test func theContentWarningNamesACheckThatShowsTheProblem() throws {
    let content = try folder("pk")
    expectEqual(try run(["new", "pack", "pk49", "-o", content.path]).status, 0)
    try FileManager.default.copyItem(
      at: content.appendingPathComponent("pk49.md"), to: content.appendingPathComponent("copy.md"))
    let packs = try run(["--content", content.path, "packs"])
    let hint = "run `swiftdrill --content \(content.path) check` to see where"
    expectContains(flowing(packs.stderr), hint)
    let check = try run(["--content", content.path, "check"])
    expectEqual(check.status, 1)
    expectContains(flowing(check.stdout + check.stderr), "pack id `pk49` is used twice")
  }

  /// Finding 12: a ```swift block left open was reported as "line 14 (`### Answer`) reads like a
  /// section title". It is reported at the fence that opened it.
  @Test func anUnclosedFenceIsReportedWhereItOpens() throws {
    let file = try folder("fm").appendingPathComponent("fm.md")
    try """
    ---
    id: fm
    title: Fence mistakes
    ---

    ## Why two?

    What does this print, and why?

    ```swift
    print(1 + 1)

    ### Answer

    It prints 2: one and one make two.

    ## What is printed?

    ```swift
    print("a")

    ### Output

    ```output
    a
    ```
    """.write(to: file, atomically: true, encoding: .utf8)
    let check = try run(["check", file.path])
    expectEqual(check.status, 1)
    let said = flowing(check.stdout + check.stderr)
    expectContains(
      said,
      "fm.md:10:1: error: the ```swift block opened at line 10 is not closed before line 13 (`### Answer`)")
    // The block runs on to the ```output block's closing fence and swallows the second question.
    expectContains(said, "its sections are inside the code block opened at line 10 (see the error there)")
    expectNotContains(said, "reads like a section title")
    // Left open to the end of the file.
    try """
    ---
    id: fm
    title: Fence mistakes
    ---

    ## Why two?

    ```swift
    print(1 + 1)

    ### Answer

    It prints 2.
    """.write(to: file, atomically: true, encoding: .utf8)
    let end = flowing(try run(["check", file.path]).stdout)
    expectContains(
      end,
      "fm.md:8:1: error: the ```swift block opened at line 8 is never closed: everything after it, from line 11"
    )
    expectContains(end, "its sections are inside the code block opened at line 8")
  }

  /// Finding 13: a bad `correct` was located at the question's `{`. It is at its value.
  @Test func aBadChoiceValueIsLocatedAtTheValue() throws {
    let content = try folder("json")
    expectEqual(try run(["new", "pack", "bad49", "--json", "-o", content.path]).status, 0)
    let file = content.appendingPathComponent("bad49.json")
    var lines = try String(contentsOf: file, encoding: .utf8).components(separatedBy: "\n")
    let index = try #require(
      lines.firstIndex { $0.contains("\"correct\" : true") || $0.contains("\"correct\": true") })
    lines[index] = lines[index].replacingOccurrences(of: "true", with: "\"yes\"")
    try lines.joined(separator: "\n").write(to: file, atomically: true, encoding: .utf8)
    let column = try #require(lines[index].range(of: "\"yes\"")).lowerBound.utf16Offset(in: lines[index]) + 1
    let check = try run(["check", file.path])
    expectEqual(check.status, 1)
    expectContains(
      flowing(check.stdout + check.stderr), "bad49.json:\(index + 1):\(column): error: questions[")
    expectContains(check.stdout + check.stderr, ".correct must be true or false")
  }

  /// Finding 8: `project guess` and `project add1` both spoke of another project. A word that is
  /// no action is a usage error that names what it may mean.
  @Test func projectWithANameSaysWhatToDoForThatProject() throws {
    let here = try folder("proj")
    let root = BinaryRun.repositoryRoot
    expectEqual(try run(["project", "start", "add1"], in: here, bundled: root).status, 0)
    let started = try run(["project", "add1"], in: here, bundled: root)
    expectEqual(started.status, 2)
    expectContains(flowing(started.stderr), "'project' has no action 'add1'")
    expectContains(flowing(started.stderr), "Did you mean 'project status add1' or 'project check add1'?")
    let known = try run(["project", "guess"], in: here, bundled: root)
    expectEqual(known.status, 2)
    expectContains(flowing(known.stderr), "Did you mean 'project start guess'?")
    expectNotContains(known.stderr, "add1")
    let unknown = try run(["project", "nosuch"], in: here, bundled: root)
    expectEqual(unknown.status, 2)
    expectContains(flowing(unknown.stderr), "it takes list, start, check or status")
  }

  /// Findings 6 and 7: `meanCredit` was the one camelCase key of `stats --json`; `packs --json`
  /// without `--topics` printed the text table.
  @Test func statsKeysAreSnakeCaseAndPacksJSONNeedsTopics() throws {
    _ = try run(["quiz", "--seed", "1", "--count", "5"], input: StudyEndToEndTests.quizAnswers)
    let stats = try run(["stats", "--json"])
    let json = try #require(try JSONSerialization.jsonObject(with: Data(stats.stdout.utf8)) as? [String: Any])
    let levels = try #require(json["accuracy_by_level"] as? [[String: Any]])
    let first = try #require(levels.first)
    expectTrue(first["mean_credit"] is Double, "\(first)")
    expectNotContains(stats.stdout, "meanCredit")
    let packs = try run(["packs", "--json"])
    expectEqual(packs.status, 2)
    expectContains(packs.stderr, "--json goes with --topics")
    expectEqual(packs.stdout, "")
    let topics = try run(["packs", "--topics", "--json"])
    expectTrue((try? JSONSerialization.jsonObject(with: Data(topics.stdout.utf8))) != nil)
  }

  /// Finding 22: `export --anki -` wrote a file named `-`. It is refused; `convert -o -` writes
  /// to standard output.
  @Test func aDashIsStandardOutputOrRefusedNeverAFile() throws {
    let here = try folder("here")
    let anki = try run(["export", "--anki", "-"], in: here)
    expectEqual(anki.status, 2)
    expectContains(anki.stderr, "'-' is not valid for --anki")
    _ = try run(["quiz", "--seed", "1", "--count", "5"], input: StudyEndToEndTests.quizAnswers)
    let both = try run(["export", "--json", "-", "--reviews-csv", "-"], in: here)
    expectEqual(both.status, 2)
    let pack = BinaryRun.fixtures.appendingPathComponent("course/questions/basics.md")
    let convert = try run(["convert", pack.path, "--to", "json", "-o", "-"], in: here)
    expectEqual(convert.status, 0, "\(convert.stderr)")
    expectContains(convert.stdout, "\"questions\"")
    for command in [["new", "pack", "dash", "-o", "-"], ["import", "--anki", "x.apkg", "-o", "-"]] {
      expectEqual(try run(command, in: here).status, 2, "\(command)")
    }
    expectEqual(try FileManager.default.contentsOfDirectory(atPath: here.path), [])
  }

  /// Finding 9: add1, anagrams and bullseye stopped at their prompt without a word at the end of
  /// input; Guess says "Input ended".
  @Test(arguments: ["add1", "anagrams", "bullseye"])
  func everyGameSaysTheInputEnded(game: String) throws {
    let play = try run(["play", game])
    expectEqual(play.status, 0, "\(play.stderr)")
    expectContains(play.stdout, "Input ended: the game is over.", "\(play.stdout)")
  }
}
