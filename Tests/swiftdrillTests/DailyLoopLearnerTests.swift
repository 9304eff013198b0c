import DrillKitTesting
import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Issue 26's "done when", as a learner lives it (as `nobody` when the tests run as root),
/// with a fixed clock over two days: a scoped drill whose miss comes back in the same
/// session, the ratings' intervals, a code answer fixed on retry, the same counts in the
/// summaries, `stats --json`, `export --json` and the greeting, a capped drill the next
/// day, a backup into a fresh home (identical reports), a merge into a used one (no review
/// twice), and a reset's private backup brought back by `restore`.
@Suite(.ownThreads) struct DailyLoopLearnerTests {
  static let day1 = "2026-01-15T09:00:00Z"
  static let day2 = "2026-01-16T09:30:00Z"

  /// Who runs the binary: `nobody` as root (permission bits then mean what they do for a learner).
  static let prefix = ReliabilityCommand.canRunAsNobody ? ReliabilityCommand.asNobody : []

  /// A home the learner owns.
  static func home() -> URL {
    let home = TemporaryHome.make()
    if !prefix.isEmpty {
      expectTrue(ReliabilityCommand.tool("/bin/chown", ["-R", "nobody:nogroup", home.path]))
    }
    return home
  }

  static func run(_ arguments: [String], input: String = "", in home: URL, now: String = day1) throws
    -> BinaryRun
  {
    var environment = try ReliabilityCommand.environment(home: home)
    environment["SWIFTDRILL_NOW"] = now
    environment["TZ"] = "UTC"
    return try BinaryRun.run(
      arguments, input: Data(input.utf8), environment: environment, prefix: prefix,
      binary: ReliabilityCommand.readable().appendingPathComponent(BinaryRun.executable.lastPathComponent))
  }

  static func json(_ run: BinaryRun) throws -> [String: Any] {
    expectEqual(run.status, 0, "\(run.stderr)")
    return try #require(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
  }

  /// The titles asked, in order.
  static func asked(_ output: String) -> [String] {
    let titles = ["Constants", "Optional default", "Loop output", "Double it", "Why value types?"]
    return output.split(separator: "\n").map(String.init).filter { titles.contains($0) }
  }

  /// `double(_:)` wrong, then fixed on a retry.
  static let codeFixedOnRetry = """
    func double(_ value: Int) -> Int {
      0
    }
    .
    :retry
    func double(_ value: Int) -> Int {
      value * 2
    }
    .

    """

  /// `double(_:)` wrong (given up: Again), then right when it comes back; the input then ends.
  static let codeFailedThenRight = """
    func double(_ value: Int) -> Int {
      0
    }
    .
    :giveup
    func double(_ value: Int) -> Int {
      value * 2
    }
    .

    """

  /// Day 1 in `home`: the drill (3 answers, 2 right) and the quiz (1 answer, right on retry).
  func dayOne(in home: URL) throws {
    let drill = try Self.run(
      ["drill", "--pack", "basics", "--type", "choice", "--new", "1"], input: "b\na\na\n", in: home)
    expectEqual(drill.status, 0, "\(drill.stderr)")
    expectContains(drill.stdout, "Drill: 0 due reviews, 1 new")
    // Missed, it comes back in the same session, then goes through its second step.
    expectEqual(Self.asked(drill.stdout), ["Constants", "Constants", "Constants"])
    // What each rating would do (a new question: the steps, then FSRS's first interval for easy).
    expectContains(drill.stdout, "▸again 1m · hard 6m · good 10m · easy 8d")
    expectContains(drill.stdout, "Rated again: comes back in 1 minute.")
    expectContains(drill.stdout, "again 1m · hard 6m · ▸good 10m")
    expectContains(drill.stdout, "Rated good: comes back in 10 minutes.")
    expectContains(drill.stdout, "again 1m · hard 10m · ▸good 1d")
    expectContains(drill.stdout, "Rated good: next review in 1 day")
    expectContains(drill.flowingStdout, "Accuracy 2 of 3 right (67%)")

    let quiz = try Self.run(["quiz", "--id", "basics/double"], input: Self.codeFixedOnRetry, in: home)
    expectEqual(quiz.status, 0, "\(quiz.stderr)")
    expectContains(quiz.stdout, "✓ Right: +5 of 10 points", "\(quiz.stdout)")
    expectContains(quiz.flowingStdout, "Accuracy 1 of 1 right (100%)")
  }

  @Test func twoDaysOfDrillsCountTheSameEverywhereAndMoveBetweenHomes() throws {
    let home = Self.home()
    try dayOne(in: home)

    // The same answers, counted the same: 4 answers, 3 right (the code answer at half points, Hard).
    let stats = try Self.json(try Self.run(["stats", "--json"], in: home))
    let levels = try #require(stats["accuracy_by_level"] as? [[String: Any]])
    let reviewed: Int = levels.reduce(0) { $0 + ($1["reviews"] as? Int ?? 0) }
    let passed: Int = levels.reduce(0) { $0 + ($1["passed"] as? Int ?? 0) }
    expectEqual(reviewed, 4)
    expectEqual(passed, 3)
    let export = try Self.json(try Self.run(["export", "--json", "-"], in: home))
    let reviews = try #require(export["reviews"] as? [[String: Any]])
    expectEqual(reviews.count, 4)
    expectEqual(reviews.filter { ($0["rating"] as? Int ?? 1) > 1 }.count, 3)
    let code = try #require(reviews.first { $0["question_id"] as? String == "basics/double" })
    expectTrue(code["rating"] as? Int == 2)
    expectTrue(code["credit"] as? Double == 0.5)
    let mistakes = try Self.run(["mistakes", "--list"], in: home)
    expectNotContains(mistakes.stdout, "basics/double")

    // Day 2: both are due, the choice as a review and the code question in learning (its
    // Hard step long over: Anki counts it as learning); the greeting, stats and drill count
    // the same, to the card.
    let day2 = try Self.json(try Self.run(["stats", "--json"], in: home, now: Self.day2))
    expectTrue(day2["due_now"] as? Int == 1)
    expectTrue(day2["learning_due"] as? Int == 1)
    expectTrue(day2["new_available"] as? Int == 3)
    let greeting = try Self.run([], in: home, now: Self.day2)
    expectContains(greeting.stdout, "1 review due, 1 learning, 3 new available · drill")
    expectTrue(
      try Self.run(["stats"], in: home, now: Self.day2).stdout.contains(
        "1 review due, 1 learning, 3 new available"))
    // --reviews bounds everything due, the learning question first (session 49's tryout: 23
    // overdue learning questions were not bounded), and says what waits; a failed code answer
    // comes back in the same session, like any miss.
    let held = try Self.run(["drill", "--reviews", "0", "--new", "0"], input: "", in: home, now: Self.day2)
    expectContains(held.stdout, "2 due questions wait (--reviews 0); nothing else to ask.", "\(held.stdout)")
    let capped = try Self.run(
      ["drill", "--reviews", "1", "--new", "0"], input: Self.codeFailedThenRight, in: home, now: Self.day2)
    expectContains(
      capped.stdout, "Drill: 0 due reviews, 0 new, 1 in learning (1 more due held back by --reviews 1)",
      "\(capped.stdout)")
    expectContains(capped.stdout, "1 more due question waits (--reviews); drill again to go on.")
    expectEqual(Self.asked(capped.stdout), ["Double it", "Double it", "Double it"])
    expectContains(capped.stdout, "Rated again: comes back in 1 minute.")
    expectContains(capped.stdout, "Rated good: comes back in 10 minutes.")
    let aimed = try Self.run(
      ["drill", "--type", "choice", "--new", "0"], input: "a\n", in: home, now: Self.day2)
    expectContains(aimed.stdout, "Drill: 1 due review, 0 new")
    expectEqual(Self.asked(aimed.stdout), ["Constants"])
    expectContains(aimed.stdout, "▸good")
    expectContains(aimed.stdout, "Rated good: next review in")
    let after = try Self.json(try Self.run(["stats", "--json"], in: home, now: Self.day2))
    // The code question waits in its learning step (10 minutes), the other for its next review.
    expectTrue(after["due_now"] as? Int == 0)

    // A backup into a fresh home: the same reports, to the byte.
    let file = home.appendingPathComponent("progress.json")
    try expectEqual(Self.run(["export", "--backup", file.path], in: home, now: Self.day2).status, 0)
    try expectEqual(Self.mode(of: file), 0o600)
    let fresh = Self.home()
    let restored = try Self.run(["import", "--backup", file.path], in: fresh, now: Self.day2)
    expectEqual(restored.status, 0, "\(restored.stderr)")
    expectContains(restored.flowingStdout, "added 7 reviews")
    for arguments in [["stats", "--json"], ["export", "--json", "-"]] {
      let here = try Self.run(arguments, in: home, now: Self.day2)
      try expectEqual(Self.run(arguments, in: fresh, now: Self.day2).stdout, here.stdout)
    }

    // A merge into a used home: its own review stays, none of the backup's comes twice.
    let used = Self.home()
    _ = try Self.run(["quiz", "--id", "basics/loop-output"], input: "1\n3\n.\n", in: used, now: Self.day2)
    let merged = try Self.run(["import", "--backup", file.path], in: used, now: Self.day2)
    expectEqual(merged.status, 0, "\(merged.stderr)")
    expectContains(merged.flowingStdout, "added 7 reviews")
    let again = try Self.run(["restore", file.path], in: used, now: Self.day2)
    expectContains(again.flowingStdout, "added 0 reviews (7 already there)")
    let usedExport = try Self.json(try Self.run(["export", "--json", "-"], in: used, now: Self.day2))
    expectEqual((usedExport["reviews"] as? [[String: Any]])?.count, 8)
  }

  @Test func aResetKeepsAPrivateBackupAndRefusesAnUnknownID() throws {
    let home = Self.home()
    try dayOne(in: home)
    let before = try Self.run(["export", "--json", "-"], in: home).stdout
    let unknown = try Self.run(["reset", "--question", "basics/dubble", "--yes"], in: home)
    expectEqual(unknown.status, 1)
    expectContains(unknown.stderr, "basics/double", "\(unknown.stderr)")
    let unknownPack = try Self.run(["reset", "--pack", "basic", "--yes"], in: home)
    expectEqual(unknownPack.status, 1)
    expectContains(unknownPack.stderr, "did you mean 'basics'?", "\(unknownPack.stderr)")

    let reset = try Self.run(["reset", "--pack", "basics", "--yes"], in: home)
    expectEqual(reset.status, 0, "\(reset.stderr)")
    let said = try #require(reset.flowingStdout.range(of: "Backup written to "))
    let backup = URL(
      fileURLWithPath: String(reset.flowingStdout[said.upperBound...].prefix { !$0.isWhitespace }))
    try expectEqual(Self.mode(of: backup), 0o600)
    if !Self.prefix.isEmpty {
      let attributes = try FileManager.default.attributesOfItem(atPath: backup.path)
      expectTrue(attributes[.ownerAccountName] as? String == "nobody")
    }
    expectEqual(
      (try Self.json(try Self.run(["export", "--json", "-"], in: home))["reviews"] as? [Any])?.isEmpty, true
    )
    let restore = try Self.run(["restore", backup.path], in: home)
    expectEqual(restore.status, 0, "\(restore.stderr)")
    expectContains(restore.flowingStdout, "added 4 reviews")
    let after = try Self.json(try Self.run(["export", "--json", "-"], in: home))
    let original = try #require(try JSONSerialization.jsonObject(with: Data(before.utf8)) as? [String: Any])
    expectEqual((after["reviews"] as? [[String: Any]])?.count, 4)
    expectEqual(
      (after["questions"] as? [[String: Any]])?.map { $0["due"] as? String },
      (original["questions"] as? [[String: Any]])?.map { $0["due"] as? String })
  }

  static func mode(of file: URL) throws -> Int? {
    (try FileManager.default.attributesOfItem(atPath: file.path)[.posixPermissions] as? Int).map {
      $0 & 0o777
    }
  }
}
