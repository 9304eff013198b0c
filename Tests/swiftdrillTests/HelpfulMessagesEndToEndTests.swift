import DrillKitTesting
import Foundation
import Testing

/// Messages that help: did-you-mean for option values and pack fields, the YAML
/// quoting hint, and game levels the menu does not have.
@Suite(.ownThreads) struct HelpfulMessagesEndToEndTests {
  let home = TemporaryHome.make()
  let course = ["SWIFTDRILL_BUNDLED": BinaryRun.fixtures.appendingPathComponent("course").path]

  func run(_ arguments: [String], input: String = "") throws -> BinaryRun {
    try BinaryRun.run(arguments, input: input, home: home, environment: course)
  }

  func check(_ frontMatter: String) throws -> BinaryRun {
    let pack = home.appendingPathComponent("typo.md")
    try "---\n\(frontMatter)\n---\n\n## Q\nid: q\n\nWhat is 1 + 1?\n\n### Accept\n- 2\n"
      .write(to: pack, atomically: true, encoding: .utf8)
    return try run(["check", pack.path])
  }

  /// Session 46's tryout (finding 12): `help project check`, `help play bullseye` were usage errors.
  @Test func helpExplainsACommandsPartAndAGamesRules() throws {
    let project = try run(["help", "project", "check"])
    expectEqual(project.status, 0, "\(project.stderr)")
    expectContains(project.flowingStdout, "project check [DIR] builds your package")
    let game = try run(["help", "play", "bullseye"])
    expectEqual(game.status, 0, "\(game.stderr)")
    expectContains(game.flowingStdout, "A perfect hit earns 200 points")
    expectContains(game.flowingStdout, "Usage: swiftdrill play bullseye")
    let unknown = try run(["help", "play", "chess"])
    expectEqual(unknown.status, 2)
    expectContains(unknown.stderr, "add1, guess, anagrams, bullseye")
  }

  /// Session 46's tryout (finding 14): `import r.csv` said only "does not take"; `import --anki` of a
  /// SwiftDrill pack or a folder said "not a readable zip archive".
  @Test func importSaysWhatAFileIs() throws {
    let csv = try run(["import", "r.csv"])
    expectEqual(csv.status, 2)
    expectContains(csv.stderr, "did you mean 'import --reviews-csv r.csv'?", "\(csv.stderr)")
    let pack = home.appendingPathComponent("loops.json")
    try #"{"id": "loops", "title": "Loops", "questions": []}"#.write(
      to: pack, atomically: true, encoding: .utf8)
    let json = try run(["import", "--anki", pack.path])
    expectEqual(json.status, 1)
    let flowing = json.stderr.split(whereSeparator: { $0 == " " || $0 == "\n" }).joined(separator: " ")
    expectContains(
      flowing, "it is a SwiftDrill JSON pack, not an Anki package: copy it into your questions folder")
    // Without an option: not "did you mean --backup" (the review), what the file is.
    let bare = try run(["import", pack.path])
    expectEqual(bare.status, 2)
    let bareFlowing = bare.stderr.split(whereSeparator: { $0 == " " || $0 == "\n" }).joined(separator: " ")
    expectContains(bareFlowing, "is a SwiftDrill JSON pack, which import does not take", "\(bare.stderr)")
    expectTrue(!bare.stderr.contains("--backup"), "\(bare.stderr)")
    let folder = try run(["import", "--anki", home.path])
    expectEqual(folder.status, 1)
    expectContains(folder.stderr, "it is a folder, not an Anki package")
  }

  @Test func aMisspelledLevelOptionGetsASuggestion() throws {
    let result = try run(["quiz", "--level", "begginer"])
    expectEqual(result.status, 2)
    expectContains(result.stderr, "did you mean 'beginner'?", "\(result.stderr)")
  }

  @Test func aMisspelledPackKeyGetsASuggestion() throws {
    let result = try check("id: typo\ntitel: Typo")
    expectEqual(result.status, 1)
    expectContains(
      result.stdout, "typo.md:3:1: error: unknown pack key `titel` (did you mean `title`?",
      "\(result.stdout)")
  }

  @Test func aMisspelledLevelValueGetsASuggestion() throws {
    let result = try check("id: typo\ntitle: Typo\nlevel: beginer")
    expectEqual(result.status, 1)
    expectContains(result.stdout, "not `beginer`; did you mean `beginner`?", "\(result.stdout)")
  }

  @Test func anUnquotedColonInAValueGetsAQuotingHint() throws {
    let result = try check("id: typo\ntitle: Optionals: the basics")
    expectEqual(result.status, 1)
    expectContains(result.stdout, "mapping values are not allowed", "\(result.stdout)")
    expectContains(result.stdout, "must be quoted: `title: \"Optionals: the basics\"`", "\(result.stdout)")
  }

  @Test(arguments: ["9", "99999999999999999999"])
  func anAnagramsLevelTheMenuDoesNotHaveIsRefusedWithTheMenusRange(level: String) throws {
    let result = try run(["play", "anagrams", "--level", level])
    expectEqual(result.status, 2, "\(result.stdout)")
    expectContains(result.stderr, "'\(level)' is not valid for --level", "\(result.stderr)")
    expectContains(result.stderr, "a level from 1 to 3, as the menu shows", "\(result.stderr)")
  }

  /// `text` with every run of spaces and line breaks as one space.
  static func flowing(_ text: String) -> String {
    text.split(whereSeparator: { $0 == " " || $0 == "\n" }).joined(separator: " ")
  }

  /// A home inside the bundled folder makes the binary leave that folder out (it is the
  /// learner's, not bundled, content then): `packs`, `doctor` and `check` say so and why.
  @Test func aHomeInsideTheBundledFolderIsNamedAsTheReasonItIsLeftOut() throws {
    let bundled = TemporaryHome.make()
    defer { try? FileManager.default.removeItem(at: bundled) }
    try FileManager.default.createDirectory(
      at: bundled.appendingPathComponent("questions"), withIntermediateDirectories: true)
    let inside = bundled.appendingPathComponent("home")
    let environment = ["SWIFTDRILL_BUNDLED": bundled.path]
    let packs = try BinaryRun.run(["packs"], home: inside, environment: environment)
    expectEqual(packs.status, 1)
    let said = Self.flowing(packs.stderr)
    expectContains(said, "no question packs found", "\(said)")
    expectContains(said, "the bundled content in \(bundled.path) is not used", "\(said)")
    expectContains(said, "set SWIFTDRILL_HOME to a folder outside it", "\(said)")
    let doctor = try BinaryRun.run(["doctor"], home: inside, environment: environment)
    expectContains(doctor.flowingStdout, "Content: the bundled content in", "\(doctor.stdout)")
    let report = try BinaryRun.run(["doctor", "--json"], home: inside, environment: environment)
    let json = try JSONSerialization.jsonObject(with: Data(report.stdout.utf8)) as? [String: Any]
    let content = try #require(json?["content"] as? [String: Any], "\(report.stdout)")
    expectTrue(content["bundled"] == nil)
    expectEqual((content["refused"] as? String)?.contains("set SWIFTDRILL_HOME to a folder outside it"), true)
    let check = try BinaryRun.run(
      ["check", bundled.appendingPathComponent("questions").path], home: inside, environment: environment)
    expectContains(
      Self.flowing(check.stderr), "key points are checked without its lexicon", "\(check.stderr)")
    // A home elsewhere: the same folder is bundled, and nothing is said.
    let apart = try BinaryRun.run(["doctor"], home: home, environment: environment)
    expectContains(apart.flowingStdout, "Content: \(bundled.path) (bundled)", "\(apart.stdout)")
    let apartJSON = try BinaryRun.run(["doctor", "--json"], home: home, environment: environment)
    let object = try JSONSerialization.jsonObject(with: Data(apartJSON.stdout.utf8)) as? [String: Any]
    expectTrue(
      (object?["content"] as? [String: Any])?["bundled"] as? String == bundled.path, "\(apartJSON.stdout)")
  }

  /// A pack, topic or tag that no question has: one error for the three filters, with the nearest
  /// name (session 45's tryout: `review --topic optional` read "no new questions left", `review
  /// --tag nosuchtag` "Nothing due … next review now", `quiz --topic optional` had no suggestion).
  @Test(arguments: [
    (["review", "--topic", "optional"], "no question has the topic 'optional'; did you mean 'optionals'?"),
    (["quiz", "--topic", "optional"], "no question has the topic 'optional'; did you mean 'optionals'?"),
    (["drill", "--topic", "zzz"], "no question has the topic 'zzz'; 'packs --topics' lists the topics"),
    (
      ["review", "--tag", "nosuchtag"],
      "no question has the tag 'nosuchtag'; 'packs --topics' lists the topics, which are tags too"
    ),
    (
      ["quiz", "--tag", "value-types"], "no question has the tag 'value-types'; did you mean 'values-types'?"
    ),
    (["review", "--pack", "basic"], "no pack 'basic'; did you mean 'basics'?"),
  ])
  func aFilterThatNamesNothingSaysSo(arguments: [String], message: String) throws {
    let result = try run(arguments)
    expectEqual(result.status, 1, "\(result.stdout)")
    expectContains(result.stderr, "error: \(message)", "\(result.stderr)")
    expectNotContains(result.stdout, "Nothing due")
  }

  /// `play`'s option mistakes are usage errors (exit 2) in every command's form (session 45's
  /// tryout: exit 1, "--seconds needs …, not '1e20'").
  @Test(arguments: [
    (
      ["play", "add1", "--seconds", "1e20"],
      "error: '1e20' is not valid for --seconds: expected a number of seconds from 1 to 3600"
    ),
    (["play", "bullseye", "--seconds", "1"], "error: 'play bullseye' has no option '--seconds'; it accepts"),
  ])
  func aPlayOptionMistakeIsAUsageError(arguments: [String], message: String) throws {
    let result = try run(arguments)
    expectEqual(result.status, 2, "\(result.stderr)")
    expectContains(result.stderr, message, "\(result.stderr)")
  }
}
