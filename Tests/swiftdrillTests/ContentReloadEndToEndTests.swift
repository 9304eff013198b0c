import DrillKitTesting
import Foundation
import Testing

/// The REPL picks up content changed between commands; `check FILE` judges the
/// file against the rest of the loaded content; `stats` and `drill` agree on "due".
@Suite(.ownThreads) struct ContentReloadEndToEndTests {
  let home = TemporaryHome.make()
  let course = ["SWIFTDRILL_BUNDLED": BinaryRun.fixtures.appendingPathComponent("course").path]

  func run(_ arguments: [String], input: String = "", now: String? = "2026-01-15T09:00:00Z") throws
    -> BinaryRun
  {
    try BinaryRun.run(arguments, input: input, home: home, now: now, environment: course)
  }

  func occurrences(of text: String, in output: String) -> Int {
    output.components(separatedBy: text).count - 1
  }

  /// With no content at all, the greeting says so and how to get some, not "0 new available";
  /// the first pack written in the REPL is then counted by the next command.
  @Test func theGreetingSaysWhenNoQuestionsWereFound() throws {
    let empty = try BinaryRun.run(
      [], input: "stats\n", home: home, environment: ["SWIFTDRILL_BUNDLED": "none"])
    expectEqual(empty.status, 0, "\(empty.stderr)")
    expectContains(empty.flowingStdout, "No questions found: new pack ID writes a pack", "\(empty.stdout)")
    expectNotContains(empty.stdout, "new available · drill", "\(empty.stdout)")
    let withCourse = try run([], input: "")
    expectContains(withCourse.stdout, "new available · drill", "\(withCourse.stdout)")
    expectNotContains(withCourse.stdout, "No questions found", "\(withCourse.stdout)")
  }

  @Test func aPackWrittenInTheREPLIsUsableByTheNextCommandAndSaidOnce() throws {
    let result = try run([], input: "packs\nnew pack myfirst\npacks\npacks\n")
    expectEqual(result.status, 0, "\(result.stderr)")
    expectEqual(
      occurrences(of: "Reloaded the content: added myfirst.md.", in: result.stdout), 1, "\(result.stdout)")
    let parts = result.stdout.components(separatedBy: "Reloaded the content")
    expectEqual(parts.first?.contains("1 pack, 5 questions"), true)
    expectEqual(occurrences(of: "2 packs, 10 questions", in: parts.last ?? ""), 2)
  }

  @Test func nothingIsSaidWhenNothingChanged() throws {
    let folder = home.appendingPathComponent("extra", isDirectory: true)
    let questions = folder.appendingPathComponent("questions", isDirectory: true)
    try FileManager.default.createDirectory(at: questions, withIntermediateDirectories: true)
    let pack = questions.appendingPathComponent("gone.md")
    try "---\nid: gone\ntitle: Gone\n---\n".write(to: pack, atomically: true, encoding: .utf8)
    let unchanged = try run(["--content", folder.path], input: "packs\npacks\n")
    expectNotContains(unchanged.stdout, "Reloaded", "\(unchanged.stdout)")
  }

  @Test func checkAcceptsARequirementOnALoadedLesson() throws {
    let drafts = home.appendingPathComponent("draft/lessons", isDirectory: true)
    try FileManager.default.createDirectory(at: drafts, withIntermediateDirectories: true)
    let lesson = drafts.appendingPathComponent("02-next.md")
    try """
    ---
    id: next
    title: The next lesson
    level: beginner
    requires: [first]
    ---

    ## A page

    Some text.
    """.write(to: lesson, atomically: true, encoding: .utf8)
    let check = try run(["check", lesson.path])
    expectEqual(check.status, 0, "\(check.stdout)")
    expectNotContains(check.stdout, "unknown lesson")
    let missing = drafts.appendingPathComponent("03-odd.md")
    try String(contentsOf: lesson, encoding: .utf8).replacingOccurrences(of: "[first]", with: "[nowhere]")
      .replacingOccurrences(of: "id: next", with: "id: odd").write(
        to: missing, atomically: true, encoding: .utf8)
    let bad = try run(["check", missing.path])
    expectEqual(bad.status, 1)
    expectContains(bad.stdout, "unknown lesson `nowhere`")
  }

  @Test func checkRefusesAPackIDTheLoadedContentUses() throws {
    // In the data folder's questions/, it is loaded at every launch: an error there.
    let questions = home.appendingPathComponent("questions", isDirectory: true)
    try FileManager.default.createDirectory(at: questions, withIntermediateDirectories: true)
    let pack = questions.appendingPathComponent("clash.md")
    try """
    ---
    title: Clash
    id: basics
    ---

    ## A question
    id: q

    What is 1 + 1?

    ### Accept
    - 2
    """.write(to: pack, atomically: true, encoding: .utf8)
    let check = try run(["check", pack.path])
    expectEqual(check.status, 1, "\(check.stdout)")
    expectContains(
      check.stdout, "clash.md:3:1: error: pack id `basics` is already used by", "\(check.stdout)")
    // A copy elsewhere is not loaded: a warning, and check passes.
    let copy = home.appendingPathComponent("copy.md")
    try FileManager.default.moveItem(at: pack, to: copy)
    let draft = try run(["check", copy.path])
    expectEqual(draft.status, 0, "\(draft.stdout)")
    expectContains(
      draft.stdout, "copy.md:3:1: warning: pack id `basics` is already used by", "\(draft.stdout)")
  }
}

@Suite(.ownThreads) struct DrillNewZeroEndToEndTests {
  @Test func drillWithNoNewQuestionsOnAFreshHomeSaysTheyAreLeftOut() throws {
    let course = ["SWIFTDRILL_BUNDLED": BinaryRun.fixtures.appendingPathComponent("course").path]
    let result = try BinaryRun.run(["drill", "--new", "0"], environment: course)
    expectEqual(result.status, 0, "\(result.stderr)")
    expectContains(result.stdout, "Nothing due;", "\(result.stdout)")
    expectContains(result.stdout, "new questions are left out by --new 0")
    expectNotContains(result.stdout, "no new questions left")
  }
}
