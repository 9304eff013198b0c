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
    #expect(text.stdout.contains("basics/double\n    Double it · beginner · written · code"))
    let byTag = try run(["search", "--json", "functions-closures"])
    let rows = try #require(try json(byTag.stdout) as? [[String: Any]])
    expectEqual(rows.map { $0["id"] as? String }, ["basics/double"])
    #expect(rows.first?["pack"] as? String == "basics")
    let none = try run(["search", "zebra"])
    #expect(none.stdout.contains("No question matches \"zebra\"."))
    try expectEqual(run(["search"]).status, 2)
  }

  @Test func showGivesTheAnswerExplanationAndHistory() throws {
    _ = try run(["quiz", "--id", "basics/nil-coalescing"], input: "nope\n")
    let shown = try run(["show", "basics/nil-coalescing"])
    expectEqual(shown.status, 0)
    #expect(shown.stdout.contains("Accepted answers"))
    #expect(shown.stdout.contains("Your history"))
    #expect(shown.stdout.contains("again"))
    #expect(shown.stdout.contains("nope"))
    let data = try #require(
      try json(try run(["show", "--json", "basics/nil-coalescing"]).stdout) as? [String: Any])
    #expect(data["id"] as? String == "basics/nil-coalescing")
    #expect((data["history"] as? [[String: Any]])?.first?["rating"] as? String == "again")
    let missing = try run(["show", "basics/doubl"])
    expectEqual(missing.status, 1)
    #expect(missing.stderr.contains("did you mean 'basics/double'?"))
  }

  @Test func quizWithIDsAsksExactlyThoseInOrder() throws {
    let quiz = try run(
      ["quiz", "--id", "basics/loop-output", "--id", "basics/constant-keyword"], input: "1\n3\n.\na\n")
    expectEqual(quiz.status, 0)
    #expect(quiz.stdout.contains("Question 1 of 2"))
    #expect(quiz.stdout.contains("Question 2 of 2"))
    let first = try #require(quiz.stdout.range(of: "Loop output"))
    let second = try #require(quiz.stdout.range(of: "Constants"))
    #expect(first.lowerBound < second.lowerBound)
    try expectEqual(run(["quiz", "--id", "nope/none"]).status, 1)
  }

  @Test func mistakesListsAndAsksWhatWasMissedWeakestFirst() throws {
    _ = try run(["quiz", "--id", "basics/nil-coalescing"], input: "nope\n")
    _ = try run(["quiz", "--id", "basics/nil-coalescing", "--id", "basics/loop-output"], input: "no\n7\n.\n")
    let list = try run(["mistakes", "--list"])
    #expect(list.stdout.contains("basics/nil-coalescing"))
    let rows = try #require(try json(try run(["mistakes", "--json"]).stdout) as? [[String: Any]])
    expectEqual(rows.map { $0["id"] as? String }, ["basics/nil-coalescing", "basics/loop-output"])
    #expect(rows.first?["recent_wrong"] as? Int == 2)
    let quiz = try run(["mistakes", "--count", "1"], input: "??\n")
    #expect(quiz.stdout.contains("Question 1 of 1"))
    #expect(quiz.stdout.contains("Optional default"))
  }

  @Test func acceptShowsWhatCountsAsksAndAcceptedUndoesIt() throws {
    let quiz = try run(
      ["quiz", "--id", "basics/nil-coalescing", "--id", "basics/nil-coalescing"],
      input: "nullish\n:accept\ny\nnullish\n")
    #expect(quiz.stdout.contains("From now on this will count as right for basics/nil-coalescing:"))
    #expect(quiz.stdout.contains("✓ Right"))
    let listed = try run(["accepted"])
    #expect(listed.stdout.contains("basics/nil-coalescing"))
    #expect(listed.stdout.contains("│ nullish"))
    let rows = try #require(try json(try run(["accepted", "--json"]).stdout) as? [[String: Any]])
    #expect(rows.first?["answer"] as? String == "nullish")
    try expectEqual(run(["accepted", "--remove", "basics/nil-coalescing"]).status, 0)
    #expect(try run(["accepted"]).stdout.contains("No accepted answers"))
    try expectEqual(run(["accepted", "--remove", "basics/nil-coalescing"]).status, 1)
  }

  @Test func resetAsksBacksUpFirstAndSaysWhere() throws {
    _ = try run(["quiz", "--id", "basics/nil-coalescing"], input: "nope\n")
    let declined = try run(["reset", "--question", "basics/nil-coalescing"], input: "no\n")
    expectEqual(declined.status, 1)
    #expect(declined.stderr.contains("not confirmed"))
    #expect(try run(["show", "basics/nil-coalescing"]).stdout.contains("nope"))
    let reset = try run(["reset", "--pack", "basics"], input: "yes\n")
    expectEqual(reset.status, 0)
    // The path is a token of its own: it may stand on the next line.
    let said = reset.flowingStdout
    let start = try #require(said.range(of: "Backup written to "))
    let backup = String(said[start.upperBound...].prefix { $0 != " " })
    #expect(FileManager.default.fileExists(atPath: backup))
    #expect(try run(["show", "basics/nil-coalescing"]).stdout.contains("not answered yet"))
    try expectEqual(run(["reset", "--all", "--yes"]).status, 0)
    try expectEqual(run(["reset"]).status, 2)
    try expectEqual(run(["reset", "--all", "--pack", "basics"]).status, 2)
  }

  @Test func skipShowsTheAnswerAndAWrongOutputShowsALineDiff() throws {
    let skipped = try run(["quiz", "--id", "basics/nil-coalescing"], input: ":skip\n")
    #expect(skipped.stdout.contains("Skipped (nothing recorded)."))
    #expect(skipped.stdout.contains("Answer: ??"))
    let wrong = try run(["quiz", "--id", "basics/loop-output"], input: "1\n2\n.\n")
    #expect(
      wrong.stdout.contains("Expected output against yours (- expected, + yours):\n  │ 1\n- │ 3\n+ │ 2\n"))
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
    #expect(quiz.stdout.contains("Another attempt."))
    #expect(quiz.stdout.contains("✓ Right: +5 of 10 points"))
    let data = try #require(try json(try run(["show", "--json", "basics/double"]).stdout) as? [String: Any])
    #expect((data["history"] as? [[String: Any]])?.first?["rating"] as? String == "hard")
  }

  @Test func statsSeparatesTopicsFromTagsAndDatesTheSparkline() throws {
    _ = try run(["quiz", "--id", "basics/nil-coalescing", "--id", "basics/double"], input: "nope\n:skip\n")
    let stats = try run(["stats"])
    #expect(stats.stdout.contains("Reviews, last 30 days (1 in all; · = none)"))
    #expect(stats.stdout.contains("today┘"))
    let data = try #require(try json(try run(["stats", "--json"]).stdout) as? [String: Any])
    #expect(data["accuracy_by_tag"] != nil)
    #expect(data["weakest_topics"] != nil)
  }
}
