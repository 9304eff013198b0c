import DrillKitTesting
import Foundation
import Testing

/// The daily review loop with the built binary, a fixed clock and the fixture course:
/// an aimed drill over two days, a miss that comes back in the same session, the
/// intervals of the ratings, and the counts agreeing across the greeting, drill and stats.
@Suite(.ownThreads) struct DailyReviewEndToEndTests {
  let home = TemporaryHome.make()
  static let day1 = "2026-01-15T09:00:00Z"
  static let day2 = "2026-01-16T09:00:00Z"

  func run(_ arguments: [String], input: String = "", now: String = Self.day1) throws -> BinaryRun {
    try BinaryRun.run(
      arguments, input: input, home: home, now: now,
      environment: [
        "SWIFTDRILL_BUNDLED": BinaryRun.fixtures.appendingPathComponent("course").path, "TZ": "UTC",
      ])
  }

  func statsJSON(now: String) throws -> [String: Any] {
    let stats = try run(["stats", "--json"], now: now)
    expectEqual(stats.status, 0)
    return try #require(try JSONSerialization.jsonObject(with: Data(stats.stdout.utf8)) as? [String: Any])
  }

  /// The titles asked, in order.
  static func asked(_ output: String) -> [String] {
    let titles = ["Constants", "Optional default", "Loop output", "Double it", "Why value types?"]
    return output.split(separator: "\n").map(String.init).filter { titles.contains($0) }
  }

  @Test func aScopedDrillOverTwoDaysWithAMissThatComesBack() throws {
    // Day 1: only the choice and short questions; the choice is missed, then answered.
    let first = try run(
      ["drill", "--pack", "basics", "--type", "choice", "--new", "5"], input: "b\na\na\n")
    expectEqual(first.status, 0, "\(first.stderr)")
    expectContains(first.stdout, "Drill: 0 due reviews, 1 new")
    // The miss comes back in the same session (learn ahead: nothing else is left), then
    // goes through its second step.
    expectEqual(Self.asked(first.stdout), ["Constants", "Constants", "Constants"])
    expectContains(first.stdout, "▸again 1m · hard 6m · good 10m · easy 8d")
    expectContains(first.stdout, "Rated again: comes back in 1 minute.")
    expectContains(first.stdout, "Rated good: comes back in 10 minutes.")
    expectContains(first.stdout, "Rated good: next review in 1 day")
    // The filters aimed it: nothing else was asked, and the rest is still new.
    let day1 = try statsJSON(now: Self.day1)
    expectTrue(day1["new_available"] as? Int == 4)
    expectTrue(day1["due_now"] as? Int == 0)

    // Day 2: the question is due; drill, stats and the greeting count the same.
    let day2 = try statsJSON(now: Self.day2)
    let due = try #require(day2["due_now"] as? Int)
    expectEqual(due, 1)
    // Yesterday's one new question does not count against today's limit.
    expectTrue(day2["new_available"] as? Int == 4)
    let greeting = try run([], input: "", now: Self.day2)
    expectContains(greeting.stdout, "1 review due, 4 new available · drill")
    let text = try run(["stats"], now: Self.day2)
    expectContains(text.stdout, "1 review due, 4 new available")
    let second = try run(["drill", "--reviews", "1", "--new", "0"], input: "a\n", now: Self.day2)
    expectContains(second.stdout, "Drill: 1 due review, 0 new")
    expectEqual(Self.asked(second.stdout), ["Constants"])
    expectContains(second.stdout, "▸good")
    expectContains(second.stdout, "Rated good: next review in")
  }

  @Test func newQuestionsComeByLevelThenInterleavedTopicsOrAsAsked() throws {
    let levels = try run(["drill", "--new", "3"], input: "")
    expectContains(levels.stdout, "Drill: 0 due reviews, 3 new")
    let library = try run(["drill", "--order", "library", "--topic", "values-types"], input: "")
    expectContains(library.stdout, "Drill: 0 due reviews, 2 new")
    expectEqual(Self.asked(library.stdout), ["Constants"])
    let bad = try run(["drill", "--order", "sideways"])
    expectEqual(bad.status, 2)
    expectContains(bad.stderr, "levels, random, library")
    let badPack = try run(["drill", "--pack", "basic"])
    expectEqual(badPack.status, 1)
    expectContains(badPack.stderr, "did you mean 'basics'?")
  }

  /// Each of quiz's filters aims the drill, and they combine.
  @Test(arguments: [
    (["--tag", "values-types", "--kind", "verbal"], "Why value types?"),
    (["--level", "beginner", "--kind", "written", "--type", "output"], "Loop output"),
    (["--pack", "basics", "--topic", "optionals"], "Optional default"),
  ])
  func everyFilterOfQuizAimsTheDrill(filters: [String], title: String) throws {
    let drill = try run(["drill", "--new", "5"] + filters, input: "")
    expectEqual(drill.status, 0, "\(drill.stderr)")
    expectContains(drill.stdout, "Drill: 0 due reviews, 1 new", "\(drill.stdout)")
    expectEqual(Self.asked(drill.stdout), [title])
  }

  /// Session 49's tryout (finding 20): "Nothing due …, and no new questions left", exit 0, where
  /// `quiz` says "error: no … found", exit 1. The drill says what the quiz says.
  @Test func aFilterNothingMatchesSaysSo() throws {
    let drill = try run(["drill", "--level", "advanced"], input: "")
    expectEqual(drill.status, 1, "\(drill.stderr)")
    expectContains(drill.stderr, "no advanced questions found", "\(drill.stderr)")
    expectNotContains(drill.stdout, "no new questions left", "\(drill.stdout)")
    expectTrue(Self.asked(drill.stdout).isEmpty)
  }

  @Test func learningStepsAreSettingsKeptWithTheProgress() throws {
    let set = try run(
      ["drill", "--learning-steps", "2m 15m", "--new", "1", "--type", "choice"], input: "b\n")
    expectContains(set.stdout, "learning steps 2m 15m")
    expectContains(set.stdout, "▸again 2m · hard 9m · good 15m")
    let later = try run(["drill", "--new", "1", "--type", "short"], input: "nope\n")
    expectContains(later.stdout, "▸again 2m")
    let bad = try run(["drill", "--learning-steps", "soon"])
    expectEqual(bad.status, 2)
    expectContains(bad.stderr, "1m 10m")
  }

  /// Session 45's tryout: these crashed the binary (exit 132) when the setting was written back.
  @Test(arguments: [
    ["--learning-steps", "1e20s"], ["--relearning-steps", "1e19m"], ["--learn-ahead", "1e300s"],
    ["--learning-steps", "999999999999999d"],
  ])
  func aTimeTooLongIsAUsageErrorNotACrash(option: [String]) throws {
    let bad = try run(["review"] + option, input: "")
    expectEqual(bad.status, 2, "\(bad.stderr)")
    expectContains(bad.stderr, "at most 365d")
    expectTrue(!bad.stdout.contains("kept from now on"), "\(bad.stdout)")
  }

  /// Session 45's tryout stored the learning steps `1e-300s` before such times were refused;
  /// after that, `due` and `stats` failed and `drill --learning-steps` could not replace it.
  @Test func aStoredValueNowRefusedIsNamedAndCanBeSetAgain() throws {
    let first = try run(["drill", "--learning-steps", "2m 15m", "--new", "0"])
    expectEqual(first.status, 0, "\(first.stderr)")
    let sqlite = Process()
    sqlite.executableURL = URL(fileURLWithPath: "/usr/bin/sqlite3")
    sqlite.arguments = [
      home.appendingPathComponent("progress.sqlite").path,
      "UPDATE settings SET value = '1e-300s' WHERE key = 'drill.learning_steps';",
    ]
    try sqlite.run()
    sqlite.waitUntilExit()
    expectEqual(sqlite.terminationStatus, 0)
    for command in [["due"], ["stats"], ["drill", "--new", "0"]] {
      let result = try run(command)
      expectEqual(result.status, 0, "\(command): \(result.stderr)")
      expectContains(result.stderr, "drill.learning_steps = \"1e-300s\"")
      expectContains(result.stderr, "drill --learning-steps")
    }
    let fixed = try run(["drill", "--learning-steps", "3m", "--new", "1", "--type", "choice"], input: "b\n")
    expectEqual(fixed.status, 0, "\(fixed.stderr)")
    expectContains(fixed.stdout, "learning steps 3m")
    expectContains(fixed.stdout, "▸again 3m")
    // The run that replaces the value does not warn about it (the review).
    expectTrue(!fixed.stderr.contains("not a valid value"), "\(fixed.stderr)")
    let after = try run(["due"])
    expectTrue(!after.stderr.contains("not a valid value"), "\(after.stderr)")
  }
}
