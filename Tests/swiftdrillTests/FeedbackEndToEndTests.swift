import DrillContent
import DrillKitTesting
import Foundation
import Testing

/// Finding, showing, reviewing and resetting questions, and the feedback after
/// an answer, through the built binary with piped input on the fixture course.
@Suite(.ownThreads) struct FeedbackEndToEndTests {
  let home = TemporaryHome.make()
  var course: [String: String] {
    ["SWIFTDRILL_BUNDLED": BinaryRun.fixtures.appendingPathComponent("course").path]
  }

  func run(_ arguments: [String], input: String = "") throws -> BinaryRun {
    try BinaryRun.run(arguments, input: input, home: home, environment: course)
  }

  func json(_ text: String) throws -> Any {
    try JSONSerialization.jsonObject(with: Data(text.utf8))
  }

  @Test func searchFindsQuestionsByTitlePromptTagOrID() throws {
    let text = try run(["search", "double"])
    expectEqual(text.status, 0)
    expectContains(text.stdout, "basics/double\n    Double it · beginner · written · code")
    let byTag = try run(["search", "--json", "functions-closures"])
    let rows = try #require(try json(byTag.stdout) as? [[String: Any]])
    expectEqual(rows.map { $0["id"] as? String }, ["basics/double"])
    expectTrue(rows.first?["pack"] as? String == "basics")
    let none = try run(["search", "zebra"])
    expectContains(none.stdout, "No question matches \"zebra\".")
    try expectEqual(run(["search"]).status, 2)
  }

  @Test func showGivesTheAnswerExplanationAndHistory() throws {
    _ = try run(["quiz", "--id", "basics/nil-coalescing"], input: "nope\n")
    let shown = try run(["show", "basics/nil-coalescing"])
    expectEqual(shown.status, 0)
    expectContains(shown.stdout, "Accepted answers")
    expectContains(shown.stdout, "Your history")
    expectContains(shown.stdout, "again")
    expectContains(shown.stdout, "nope")
    let data = try #require(
      try json(try run(["show", "--json", "basics/nil-coalescing"]).stdout) as? [String: Any])
    expectTrue(data["id"] as? String == "basics/nil-coalescing")
    expectTrue((data["history"] as? [[String: Any]])?.first?["rating"] as? String == "again")
    let missing = try run(["show", "basics/doubl"])
    expectEqual(missing.status, 1)
    expectContains(missing.stderr, "did you mean 'basics/double'?")
  }

  @Test func quizWithIDsAsksExactlyThoseInOrder() throws {
    let quiz = try run(
      ["quiz", "--id", "basics/loop-output", "--id", "basics/constant-keyword"], input: "1\n3\n.\na\n")
    expectEqual(quiz.status, 0)
    expectContains(quiz.stdout, "Question 1 of 2")
    expectContains(quiz.stdout, "Question 2 of 2")
    let first = try #require(quiz.stdout.range(of: "Loop output"))
    let second = try #require(quiz.stdout.range(of: "Constants"))
    expectTrue(first.lowerBound < second.lowerBound)
    try expectEqual(run(["quiz", "--id", "nope/none"]).status, 1)
  }

  @Test func mistakesListsAndAsksWhatWasMissedWeakestFirst() throws {
    _ = try run(["quiz", "--id", "basics/nil-coalescing"], input: "nope\n")
    _ = try run(["quiz", "--id", "basics/nil-coalescing", "--id", "basics/loop-output"], input: "no\n7\n.\n")
    let list = try run(["mistakes", "--list"])
    expectContains(list.stdout, "basics/nil-coalescing")
    let rows = try #require(try json(try run(["mistakes", "--json"]).stdout) as? [[String: Any]])
    expectEqual(rows.map { $0["id"] as? String }, ["basics/nil-coalescing", "basics/loop-output"])
    expectTrue(rows.first?["recent_wrong"] as? Int == 2)
    let quiz = try run(["mistakes", "--count", "1"], input: "??\n")
    expectContains(quiz.stdout, "Question 1 of 1")
    expectContains(quiz.stdout, "Optional default")
  }

  /// A lesson's check answered wrong is a mistake like any other: listed by its title (session
  /// 43's tryout saw "(no longer installed)"), asked again by `mistakes`, shown by `show`.
  @Test func aLessonCheckMissedIsAMistakeByName() throws {
    let lesson = try run(["lesson", "first"], input: "\n\nvar\n")
    expectContains(lesson.stdout, "✗")
    let list = try run(["mistakes", "--list"])
    expectContains(list.stdout, "first/keyword")
    expectNotContains(list.stdout, "no longer installed")
    let quiz = try run(["mistakes", "--count", "1"], input: "let\n")
    expectContains(quiz.stdout, "Question 1 of 1")
    expectContains(quiz.stdout, "Which keyword declares a constant?")
    let shown = try run(["show", "first/keyword"])
    expectEqual(shown.status, 0, "\(shown.stderr)")
    expectContains(shown.stdout, "Your history")
  }

  @Test func acceptShowsWhatCountsAsksAndAcceptedUndoesIt() throws {
    let quiz = try run(
      ["quiz", "--id", "basics/nil-coalescing", "--id", "basics/nil-coalescing"],
      input: "nullish\n:accept\ny\nnullish\n")
    expectContains(quiz.stdout, "From now on this will count as right for basics/nil-coalescing:")
    expectContains(quiz.stdout, "✓ Right")
    let listed = try run(["accepted"])
    expectContains(listed.stdout, "basics/nil-coalescing")
    expectContains(listed.stdout, "│ nullish")
    let rows = try #require(try json(try run(["accepted", "--json"]).stdout) as? [[String: Any]])
    expectTrue(rows.first?["answer"] as? String == "nullish")
    try expectEqual(run(["accepted", "--remove", "basics/nil-coalescing"]).status, 0)
    expectTrue(try run(["accepted"]).stdout.contains("No accepted answers"))
    try expectEqual(run(["accepted", "--remove", "basics/nil-coalescing"]).status, 1)
  }

  @Test func resetAsksBacksUpFirstAndSaysWhere() throws {
    _ = try run(["quiz", "--id", "basics/nil-coalescing"], input: "nope\n")
    let declined = try run(["reset", "--question", "basics/nil-coalescing"], input: "no\n")
    expectEqual(declined.status, 1)
    expectContains(declined.stderr, "not confirmed")
    expectTrue(try run(["show", "basics/nil-coalescing"]).stdout.contains("nope"))
    let reset = try run(["reset", "--pack", "basics"], input: "yes\n")
    expectEqual(reset.status, 0)
    // The path is a token of its own: it may stand on the next line.
    let said = reset.flowingStdout
    let start = try #require(said.range(of: "Backup written to "))
    let backup = String(said[start.upperBound...].prefix { $0 != " " })
    expectTrue(FileManager.default.fileExists(atPath: backup))
    expectTrue(try run(["show", "basics/nil-coalescing"]).stdout.contains("not answered yet"))
    try expectEqual(run(["reset", "--all", "--yes"]).status, 0)
    try expectEqual(run(["reset"]).status, 2)
    try expectEqual(run(["reset", "--all", "--pack", "basics"]).status, 2)
  }

  @Test func skipShowsTheAnswerAndAWrongOutputShowsALineDiff() throws {
    let skipped = try run(["quiz", "--id", "basics/nil-coalescing"], input: ":skip\n")
    expectContains(skipped.stdout, "Skipped (nothing recorded).")
    expectContains(skipped.stdout, "Answer: ??")
    let wrong = try run(["quiz", "--id", "basics/loop-output"], input: "1\n2\n.\n")
    expectContains(
      wrong.stdout, "Expected output against yours (- expected, + yours):\n  │ 1\n- │ 3\n+ │ 2\n")
  }

  @Test func pipedRetryAfterAWrongCodeAnswerTriesAgain() throws {
    let input = """
      func double(_ value: Int) -> Int { value }
      .
      :retry
      func double(_ value: Int) -> Int { value * 2 }
      .

      """
    let quiz = try run(["quiz", "--id", "basics/double"], input: input)
    expectEqual(quiz.status, 0)
    expectContains(quiz.stdout, "Another attempt.")
    expectContains(quiz.stdout, "✓ Right: +5 of 10 points")
    // Why half, as a lesson's check says it too (session 45's tryout, finding 33).
    expectContains(
      quiz.flowingStdout,
      "Right after a failed try: half the points, as for every code answer right on a later attempt.",
      "\(quiz.stdout)")
    let data = try #require(try json(try run(["show", "--json", "basics/double"]).stdout) as? [String: Any])
    expectTrue((data["history"] as? [[String: Any]])?.first?["rating"] as? String == "hard")
  }

  @Test func statsSeparatesTopicsFromTagsAndDatesTheSparkline() throws {
    _ = try run(["quiz", "--id", "basics/nil-coalescing", "--id", "basics/double"], input: "nope\n:skip\n")
    let stats = try run(["stats"])
    expectContains(stats.stdout, "Reviews, last 30 days (1 in all; · = none)")
    expectContains(stats.stdout, "today┘")
    let data = try #require(try json(try run(["stats", "--json"]).stdout) as? [String: Any])
    expectTrue(data["accuracy_by_tag"] != nil)
    expectTrue(data["weakest_topics"] != nil)
  }
}
