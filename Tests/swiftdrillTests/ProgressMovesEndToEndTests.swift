import DrillKitTesting
import Foundation
import Testing

/// One definition of a right answer across the summary, stats and export; progress that
/// moves between homes (backup, merge, the review log) and comes back after a reset.
@Suite(.ownThreads) struct ProgressMovesEndToEndTests {
  let home = TemporaryHome.make()

  func run(
    _ arguments: [String], input: String = "", in home: URL? = nil, now: String = "2026-01-15T09:00:00Z"
  )
    throws -> BinaryRun
  {
    try BinaryRun.run(
      arguments, input: input, home: home ?? self.home, now: now,
      environment: [
        "SWIFTDRILL_BUNDLED": BinaryRun.fixtures.appendingPathComponent("course").path, "TZ": "UTC",
      ])
  }

  func json(_ text: String) throws -> [String: Any] {
    try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
  }

  /// A quiz: the constant question missed, the code question fixed on a retry.
  static let scriptedQuiz = """
    b
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

  @Test func aRightAnswerOnRetryCountsTheSameInTheSummaryStatsAndExport() throws {
    let quiz = try run(
      ["quiz", "--id", "basics/constant-keyword", "--id", "basics/double"], input: Self.scriptedQuiz)
    expectEqual(quiz.status, 0, "\(quiz.stderr)")
    expectTrue(quiz.stdout.contains("Right on attempt 2.") || quiz.stdout.contains("✓ Right: +"))
    expectContains(quiz.flowingStdout, "Accuracy 1 of 2 right (50%)")

    let stats = try json(try run(["stats", "--json"]).stdout)
    let byLevel = try #require((stats["accuracy_by_level"] as? [[String: Any]])?.first)
    expectTrue(byLevel["reviews"] as? Int == 2)
    expectTrue(byLevel["passed"] as? Int == 1)

    let export = try json(try run(["export", "--json", "-"]).stdout)
    let reviews = try #require(export["reviews"] as? [[String: Any]])
    let right = reviews.filter { ($0["rating"] as? Int ?? 1) > 1 }
    expectEqual(right.map { $0["question_id"] as? String }, ["basics/double"])
    expectTrue(right.first?["credit"] as? Double == 0.5)
    expectTrue(right.first?["rating"] as? Int == 2)

    let mistakes = try run(["mistakes", "--list"])
    expectContains(mistakes.stdout, "basics/constant-keyword")
    expectNotContains(mistakes.stdout, "basics/double")
  }

  /// Progress on day 1 in `home`: a drill (2 reviews), a quiz (2 more), an accepted answer, a setting.
  func study(in home: URL, now: String = "2026-01-15T09:00:00Z") throws {
    _ = try run(["drill", "--type", "choice", "--new-per-day", "7"], input: "a\na\n", in: home, now: now)
    _ = try run(
      ["quiz", "--id", "basics/nil-coalescing", "--id", "basics/constant-keyword"],
      input: "nullish\n:accept\ny\na\n", in: home, now: now)
  }

  @Test func aBackupRoundTripThroughAFreshHomeGivesIdenticalReports() throws {
    try study(in: home)
    let file = home.appendingPathComponent("progress-backup.json")
    let export = try run(["export", "--backup", file.path])
    expectEqual(export.status, 0, "\(export.stderr)")
    let attributes = try FileManager.default.attributesOfItem(atPath: file.path)
    expectEqual((attributes[.posixPermissions] as? Int).map { $0 & 0o777 }, 0o600)
    let backup = try json(try String(contentsOf: file, encoding: .utf8))
    expectTrue(backup["format"] as? String == "swiftdrill-backup")
    expectTrue(backup["version"] as? Int == 1)

    let fresh = TemporaryHome.make()
    let restored = try run(["import", "--backup", file.path], in: fresh)
    expectEqual(restored.status, 0, "\(restored.stderr)")
    expectContains(restored.flowingStdout, "added 4 reviews")
    for arguments in [["stats", "--json"], ["export", "--json", "-"]] {
      try expectEqual(run(arguments, in: fresh).stdout, (try run(arguments).stdout))
    }
    // Again: nothing is added twice.
    let again = try run(["import", "--backup", file.path], in: fresh)
    expectContains(again.flowingStdout, "added 0 reviews (4 already there)")
    try expectEqual(
      run(["export", "--json", "-"], in: fresh).stdout, (try run(["export", "--json", "-"]).stdout))
  }

  @Test func aBackupMergesIntoAUsedHomeWithoutDuplicatingReviews() throws {
    try study(in: home)
    let file = home.appendingPathComponent("backup.json")
    _ = try run(["export", "--backup", file.path])
    // Another machine: one review of its own on day 2, and the same accepted answer.
    let other = TemporaryHome.make()
    _ = try run(
      ["quiz", "--id", "basics/loop-output"], input: "1\n3\n.\n", in: other, now: "2026-01-16T09:00:00Z")
    let merged = try run(["import", "--backup", file.path], in: other, now: "2026-01-16T10:00:00Z")
    expectEqual(merged.status, 0, "\(merged.stderr)")
    expectContains(merged.flowingStdout, "added 4 reviews")
    let export = try json(try run(["export", "--json", "-"], in: other).stdout)
    expectEqual((export["reviews"] as? [[String: Any]])?.count, 5)
    expectEqual((export["questions"] as? [[String: Any]])?.count, 3)
    let again = try run(["import", "--backup", file.path], in: other)
    expectContains(again.flowingStdout, "added 0 reviews (4 already there)")
    expectEqual(
      (try json(try run(["export", "--json", "-"], in: other).stdout)["reviews"] as? [[String: Any]])?.count,
      5)
  }

  @Test func theReviewLogCarriesQuestionIDsAndReadsQuotedFields() throws {
    // Reviews at distinct times: the log keys a question's review by its time.
    _ = try run(["quiz", "--id", "basics/constant-keyword"], input: "a\n", now: "2026-01-15T09:00:00Z")
    _ = try run(["quiz", "--id", "basics/nil-coalescing"], input: "??\n", now: "2026-01-15T09:01:00Z")
    _ = try run(["quiz", "--id", "basics/constant-keyword"], input: "a\n", now: "2026-01-15T09:20:00Z")
    _ = try run(["quiz", "--id", "basics/nil-coalescing"], input: "no\n", now: "2026-01-15T09:21:00Z")
    let csv = home.appendingPathComponent("reviews.csv")
    _ = try run(["export", "--reviews-csv", csv.path])
    let text = try String(contentsOf: csv, encoding: .utf8)
    let lines = text.split(separator: "\n")
    expectTrue(lines.dropFirst().allSatisfy { $0.hasPrefix("basics/") })
    // Quoted the RFC 4180 way, the same log is the same reviews: nothing new.
    let quoted = text.split(separator: "\n").enumerated().map { index, line in
      index == 0
        ? String(line)
        : line.split(separator: ",", omittingEmptySubsequences: false).map { "\"\($0)\"" }.joined(
          separator: ",")
    }.joined(separator: "\r\n")
    let quotedFile = home.appendingPathComponent("quoted.csv")
    try quoted.write(to: quotedFile, atomically: true, encoding: .utf8)
    let fresh = TemporaryHome.make()
    let imported = try run(["import", "--reviews-csv", quotedFile.path], in: fresh)
    expectEqual(imported.status, 0, "\(imported.stderr)")
    expectContains(imported.stdout, "Imported 4 reviews of 2 SwiftDrill questions")
    let again = try run(["import", "--reviews-csv", csv.path], in: fresh)
    expectContains(again.stdout, "Imported 0 reviews")
    expectContains(again.stdout, "4 already there")
  }

  @Test func resetKeepsAPrivateBackupThatRestoreBringsBack() throws {
    try study(in: home)
    let before = try run(["export", "--json", "-"]).stdout
    let reset = try run(["reset", "--pack", "basics", "--yes"])
    expectEqual(reset.status, 0, "\(reset.stderr)")
    let said = try #require(reset.flowingStdout.range(of: "Backup written to "))
    let backup = String(reset.flowingStdout[said.upperBound...].prefix { !$0.isWhitespace })
    let attributes = try FileManager.default.attributesOfItem(atPath: backup)
    expectEqual((attributes[.posixPermissions] as? Int).map { $0 & 0o777 }, 0o600)
    let restore = try run(["restore", backup])
    expectEqual(restore.status, 0, "\(restore.stderr)")
    expectContains(restore.flowingStdout, "added 4 reviews")
    let after = try json(try run(["export", "--json", "-"]).stdout)
    let original = try json(before)
    expectEqual(
      (after["reviews"] as? [[String: Any]])?.count, (original["reviews"] as? [[String: Any]])?.count)
    expectEqual(
      (after["questions"] as? [[String: Any]])?.map { $0["due"] as? String },
      (original["questions"] as? [[String: Any]])?.map { $0["due"] as? String })
  }

  @Test func resettingAnUnknownPackOrQuestionIsAnErrorWithASuggestion() throws {
    try study(in: home)
    let pack = try run(["reset", "--pack", "basic", "--yes"])
    expectEqual(pack.status, 1)
    expectContains(pack.stderr, "did you mean 'basics'?")
    let question = try run(["reset", "--question", "basics/doubel", "--yes"])
    expectEqual(question.status, 1)
    expectContains(question.stderr, "basics/double")
  }
}
