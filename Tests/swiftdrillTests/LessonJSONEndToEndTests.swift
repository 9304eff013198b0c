import DrillContent
import DrillKitTesting
import Foundation
import Testing

/// JSON lessons through the built binary: `new lesson`, `check --run`,
/// `lesson ID` piped, `convert` both ways, and one id in two forms.
@Suite(.ownThreads) struct LessonJSONEndToEndTests {
  let home = TemporaryHome.make()
  let course = ["SWIFTDRILL_BUNDLED": BinaryRun.fixtures.appendingPathComponent("course").path]
  let markdownLesson = BinaryRun.fixtures.appendingPathComponent("course/lessons/01-first.md").path

  func run(_ arguments: [String], input: String = "") throws -> BinaryRun {
    try BinaryRun.run(arguments, input: input, home: home, environment: course)
  }

  @Test func aNewJSONLessonPassesCheckRunAndIsPlayedToTheEnd() throws {
    let created = try run(["new", "lesson", "mine", "--json"])
    expectEqual(created.status, 0, "\(created.stderr)")
    // The count `lessons` and the pages' headers show (session 44's tryout: "two pages").
    expectContains(created.stdout, "It has four pages: an introduction, two to read and a check.")
    let file = home.appendingPathComponent("lessons/mine.json")
    expectTrue(FileManager.default.fileExists(atPath: file.path))
    let check = try run(["check", "--run", file.path])
    expectEqual(check.status, 0, "\(check.stdout)")
    expectContains(check.stdout, "1 lesson; ran 3 code claims with swiftc")
    let walk = try run(["lesson", "mine"], input: "\n\n\n3\n.\n\n")
    expectEqual(walk.status, 0, "\(walk.stderr)")
    expectContains(walk.stdout, "— 2/4 Constants")
    expectContains(walk.stdout, "Hello 5")
    expectContains(walk.stdout, "✗ does not compile")
    expectContains(walk.stdout, "✓ Right")
    expectContains(walk.stdout, "✓ Lesson done: New lesson: mine")
    expectTrue(try run(["lessons"]).stdout.contains("✓ done"))
  }

  /// `lessons` numbers its rows; `lesson 1` opens the first (session 35's tryout: "no lesson '1'").
  @Test func aLessonOpensByTheNumberLessonsShows() throws {
    expectContains(try run(["lessons"]).stdout, "  1  ")
    let opened = try run(["lesson", "1"], input: "q\n")
    expectEqual(opened.status, 0, "\(opened.stderr)")
    expectContains(opened.stdout, "A first lesson")
    let beyond = try run(["lesson", "2"])
    expectEqual(beyond.status, 1)
    expectContains(beyond.stderr, "no lesson '2'")
  }

  @Test func aLessonPlaysTheSameFromJSONAsFromMarkdown() throws {
    let json = try run(["convert", markdownLesson, "--to", "json"])
    let jsonCourse = TemporaryHome.make()
    let lessons = jsonCourse.appendingPathComponent("lessons")
    try FileManager.default.createDirectory(at: lessons, withIntermediateDirectories: true)
    try json.stdout.write(
      to: lessons.appendingPathComponent("01-first.json"), atomically: true, encoding: .utf8)
    let input = "\n\nlet\n\n"
    let fromMarkdown = try BinaryRun.run(
      ["lesson", "first"], input: input, home: TemporaryHome.make(), environment: course)
    let fromJSON = try BinaryRun.run(
      ["lesson", "first"], input: input, home: TemporaryHome.make(),
      environment: ["SWIFTDRILL_BUNDLED": jsonCourse.path])
    expectTrue(fromJSON.status == 0 && fromMarkdown.status == 0)
    expectContains(fromJSON.stdout, "✓ Lesson done: A first lesson")
    expectEqual(fromJSON.stdout, fromMarkdown.stdout)
  }

  @Test func aNewMarkdownLessonPassesCheckRunAndBlocksTheJSONForm() throws {
    try expectEqual(run(["new", "lesson", "mine"]).status, 0)
    let file = home.appendingPathComponent("lessons/mine.md")
    let check = try run(["check", "--run", file.path])
    expectEqual(check.status, 0, "\(check.stdout)")
    let again = try run(["new", "lesson", "mine", "--json"])
    expectEqual(again.status, 1)
    expectContains(again.stderr, "mine.md already exists")
  }

  @Test func convertTellsALessonAndRoundTripsIt() throws {
    let json = try run(["convert", markdownLesson, "--to", "json"])
    expectEqual(json.status, 0, "\(json.stdout)")
    expectContains(json.stdout, #""pages" : ["#)
    let jsonPath = home.appendingPathComponent("first.json").path
    try json.stdout.write(toFile: jsonPath, atomically: true, encoding: .utf8)
    let markdownPath = home.appendingPathComponent("again.md").path
    try expectEqual(run(["convert", jsonPath, "--to", "md", "-o", markdownPath]).status, 0)
    let again = try run(["convert", markdownPath, "--to", "json"])
    expectEqual(again.stdout, json.stdout)
    let asPack = try run(["convert", markdownLesson, "--to", "json", "--as", "pack"])
    expectEqual(asPack.status, 1)
  }

  @Test func aJSONAndAMarkdownLessonWithOneIDIsAnErrorNamingBothFiles() throws {
    let json = try run(["convert", markdownLesson, "--to", "json"])
    let folder = home.appendingPathComponent("lessons")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    try json.stdout.write(to: folder.appendingPathComponent("first.json"), atomically: true, encoding: .utf8)
    let check = try run(["check"])
    expectEqual(check.status, 1)
    expectContains(check.stdout, "lesson id `first` is used twice")
    expectTrue(check.stdout.contains("01-first.md") && check.stdout.contains("first.json"))
  }
}
