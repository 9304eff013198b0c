import DrillKitTesting
import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Session 52: the product gaps session 51's closing note left, through the built binary.
@Suite(.ownThreads) struct S52PolishEndToEndTests {
  let home = TemporaryHome.make()

  /// Gap 1: `stats` said "0 new available" beside a drill holding the day's new questions, where
  /// `due` and the greeting name them ("3 held by a drill running now"); with no answer yet it
  /// said "No answers yet" alone.
  @Test func statsNamesTheNewQuestionsADrillHolds() throws {
    let first = try WaitingRun(["drill", "--new-per-day", "3"], home: home, until: "Question 1")
    defer { first.end() }
    expectContains(first.shown, "Drill: 0 due reviews, 3 new")
    // No answer recorded yet: the held questions are named under "No answers yet".
    let empty = try BinaryRun.run(["stats"], home: home)
    expectContains(empty.flowingStdout, "No answers yet", "\(empty.stdout)")
    expectContains(empty.flowingStdout, "3 new questions are held by a drill running now", "\(empty.stdout)")
    // With an answer recorded (a quiz: not one of the drill's), the summary line names them.
    let quiz = try BinaryRun.run(
      ["quiz", "--id", "optionals/nil-coalescing-operator"], input: "??\n", home: home)
    expectEqual(quiz.status, 0, "\(quiz.stderr)")
    let stats = try BinaryRun.run(["stats"], home: home)
    expectContains(stats.flowingStdout, "1 answer · streak 1 day · ", "\(stats.stdout)")
    expectContains(stats.flowingStdout, "new available, 3 held by a drill running now", "\(stats.stdout)")
    let json = try BinaryRun.run(["stats", "--json"], home: home)
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
    expectEqual(object["new_held"] as? Int, 3)
  }

  /// Gap 2: `:quit` at `:accept`'s "Accept it? y/n>" was asked again ("Type y to accept it, n to
  /// leave it as graded."). It accepts nothing and ends the quiz with its summary; the question on
  /// screen is not recorded.
  @Test func quitAtTheAcceptConfirmationEndsTheQuiz() throws {
    let quiz = try BinaryRun.run(
      ["quiz", "--seed", "1", "--count", "5"],
      input: StudyEndToEndTests.quizAnswers.replacingOccurrences(
        of: ":accept\ny\n", with: ":accept\n:quit\nn\n"),
      home: home,
      environment: [
        "SWIFTDRILL_BUNDLED": BinaryRun.fixtures.appendingPathComponent("course").path, "TZ": "UTC",
      ])
    expectEqual(quiz.status, 0, "\(quiz.stderr)")
    let asked = try #require(quiz.stdout.range(of: "Accept it? y/n> "))
    let after = String(quiz.stdout[asked.upperBound...])
    expectNotContains(after, "Type y to accept it")
    expectTrue(after.hasPrefix(":quit\nNot accepted.\n"), "\(after)")
    expectContains(after, "Quiz summary")
    // Question 5 was on screen: not answered, not recorded; the four before it count.
    expectNotContains(after, "Hint 1/1")
    expectContains(quiz.flowingStdout, "Points 30 of 40", "\(quiz.stdout)")
    expectNotContains(quiz.stdout, "Accepted: this answer counts as right")
    let stats = try BinaryRun.run(["stats", "--json"], home: home, environment: ["TZ": "UTC"])
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(stats.stdout.utf8)) as? [String: Any])
    expectEqual(object["reviews"] as? Int, 4)
  }

  /// Gap 4: at 40 columns `restore` cut the backup's path wherever the line ran out
  /// ("…/a-learner-with-" / "long-folder-names/…"), and hung the damaged file's path 2 columns in.
  /// Both stay whole on a line of their own, at the margin, as `export` and `reset` print theirs.
  @Test func restorePrintsItsPathsWholeAtFortyColumns() throws {
    let deep = home.appendingPathComponent("a-learner-with-long-folder-names/swift-study/exports")
    try FileManager.default.createDirectory(at: deep, withIntermediateDirectories: true)
    let backup = deep.appendingPathComponent("progress-backup.json").path
    let quiz = try BinaryRun.run(
      ["quiz", "--id", "optionals/nil-coalescing-operator"], input: "??\n", home: home)
    expectEqual(quiz.status, 0, "\(quiz.stderr)")
    expectEqual(try BinaryRun.run(["export", "--backup", backup], home: home).status, 0)
    let narrow = ["COLUMNS": "40"]
    let restored = try BinaryRun.run(["restore", backup], home: home, environment: narrow)
    expectEqual(restored.status, 0, "\(restored.stderr)")
    let lines = restored.stdout.split(separator: "\n").map(String.init)
    // The path glued to the colon that follows it, as `export --anki`'s "Wrote P: …" is.
    expectTrue(lines.contains(backup + ":"), "\(restored.stdout)")
    expectEqual(lines.first, "Restored from", "\(restored.stdout)")
    // A damaged progress file is moved aside, its new path said whole at the margin too.
    let database = home.appendingPathComponent("progress.sqlite")
    try Data(repeating: 0x5A, count: 4_096).write(to: database)
    let moved = try BinaryRun.run(["restore", backup], home: home, environment: narrow)
    expectEqual(moved.status, 0, "\(moved.stderr)")
    let movedLines = moved.stdout.split(separator: "\n").map(String.init)
    let aside = try #require(movedLines.first { $0.contains("progress-damaged-") }, "\(moved.stdout)")
    expectTrue(aside.hasPrefix(home.path + "/progress-damaged-"), "\(moved.stdout)")
    expectTrue(movedLines.contains(backup + ":"), "\(moved.stdout)")
  }

  /// Gap 5: a quiz counted a verbal answer that stated 2 of its 5 key points, self-rated hard, as
  /// right ("1 of 1 right (100%)"), where a mock interview counts it partly right. The quiz counts
  /// it as the interview does: "0 of 1 right, 1 partly (40%)"; `quiz --json` says `partly`.
  @Test func aQuizCountsAPartlyRightVerbalAnswerAsTheInterviewDoes() throws {
    let answer =
      "A stub returns canned answers to the calls it receives, and a spy records the calls it receives so "
      + "that the test can check them afterwards.\n2\n"
    let quiz = try BinaryRun.run(
      ["quiz", "--id", "test-doubles/test-double-kinds"], input: answer, home: home)
    expectEqual(quiz.status, 0, "\(quiz.stderr)")
    expectContains(quiz.stdout, "You touched 2 of 5 key points", "\(quiz.stdout)")
    expectContains(quiz.flowingStdout, "Accuracy 0 of 1 right, 1 partly (40%)", "\(quiz.stdout)")
    let json = try BinaryRun.run(
      ["quiz", "--id", "test-doubles/test-double-kinds", "--json"], input: answer, home: TemporaryHome.make())
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
    expectEqual(object["right"] as? Int, 1)
    expectEqual(object["partly"] as? Int, 1)
    let answers = try #require(object["answers"] as? [[String: Any]])
    expectEqual(answers.first?["partly"] as? Bool, true)
  }
}
