import DrillKitTesting
import DrillProgress
import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Session 53's tryout, the daily loop and scripts (findings 1, 7, 2, 6, 5), on the fixture course
/// (basics: constant-keyword and why-values on values-types, nil-coalescing on optionals, …).
@Suite(.ownThreads) struct S53Mend2EndToEndTests {
  let home = TemporaryHome.make()
  let course = ["SWIFTDRILL_BUNDLED": BinaryRun.fixtures.appendingPathComponent("course").path]

  func run(_ arguments: [String], input: String = "") throws -> BinaryRun {
    try BinaryRun.run(arguments, input: input, home: home, environment: course)
  }

  /// A history: constant-keyword (values-types) answered good 20 and 6 days ago, in review and due
  /// days from now; nil-coalescing (optionals) missed half an hour ago, in learning and due now.
  func importHistory() throws {
    let csv = home.appendingPathComponent("history.csv")
    try """
    card_id,review_time,review_rating
    basics/constant-keyword,1766739600000,3
    basics/constant-keyword,1767949200000,3
    basics/nil-coalescing,1768465800000,1

    """.write(to: csv, atomically: true, encoding: .utf8)
    let imported = try run(["import", "--reviews-csv", csv.path])
    expectEqual(imported.status, 0, "\(imported.stdout) \(imported.stderr)")
  }

  /// Finding 1: `drill --topic values-types --new 0` with nothing due said "next review now" (the
  /// optionals question in learning); it names the next review of values-types, as `due` does.
  @Test func aFilteredDrillNamesTheNextReviewOfItsQuestions() throws {
    try importHistory()
    let due = try run(["due", "--topic", "values-types"])
    expectEqual(due.status, 0, "\(due.stderr)")
    let next = try #require(
      due.flowingStdout.firstMatch(of: /Next review (in \d+ days? \(\d{4}-\d\d-\d\d\))/)?.1,
      "\(due.stdout)")
    let drill = try run(["drill", "--topic", "values-types", "--new", "0"])
    expectEqual(drill.status, 0, "\(drill.stderr)")
    expectContains(
      drill.flowingStdout, "Nothing due among questions on values-types — next review \(next);",
      "\(drill.stdout)")
    expectNotContains(drill.stdout, "next review now")
    // Unfiltered, the learning question is due now: the drill asks it.
    let all = try run(["due"])
    expectNotContains(all.stdout, "Next review", "\(all.stdout)")
  }

  /// Finding 1, the summary: a drill on values-types whose new question is missed ended with "Next
  /// review due now" (the optionals question); its "Next" line is its own topic's next review.
  @Test func aFilteredDrillsSummaryNamesItsOwnNextReview() throws {
    try importHistory()
    let drill = try run(["drill", "--topic", "values-types", "--new", "1"], input: "copies\n1\n")
    expectEqual(drill.status, 0, "\(drill.stderr)")
    expectContains(drill.stdout, "Drill summary", "\(drill.stdout)")
    expectNotContains(drill.stdout, "review due now", "\(drill.stdout)")
    expectContains(drill.flowingStdout, "Next review due in 1 minute", "\(drill.stdout)")
  }

  /// Finding 7: a drill with `--new N` claimed nothing, so a second drill at the same time served
  /// the same new questions and the whole day's limit. It holds its N as the default drill does.
  @Test func aDrillWithNewNHoldsItsNewQuestions() throws {
    expectEqual(try run(["drill", "--new-per-day", "3", "--new", "0"]).status, 0)
    let first = try WaitingRun(
      ["drill", "--new", "2", "--order", "library"], home: home, until: "answer>", environment: course)
    defer { first.end() }
    expectContains(first.shown, "Drill: 0 due reviews, 2 new", "\(first.shown)")
    expectContains(first.shown, "Which keyword declares a constant?", "\(first.shown)")
    let due = try run(["due"])
    expectContains(due.flowingStdout, "1 new available, 2 held by a drill running now", "\(due.stdout)")
    let second = try run(["drill", "--order", "library"])
    expectContains(second.stdout, "Drill: 0 due reviews, 1 new", "\(second.stdout)")
    expectNotContains(second.stdout, "Which keyword declares a constant?", "\(second.stdout)")
    expectNotContains(second.stdout, "Optional default", "\(second.stdout)")
  }

  /// Finding 2: a verbal answer credited with no key point, rated good, read "✓ Right: +10 points",
  /// "Points 10 of 10" and "0 of 1 right, 1 partly (0%)". It is the interview's "states no key
  /// point" case: counted missed, and the line says it was rated right.
  @Test func anAnswerStatingNoKeyPointIsNotPartlyRight() throws {
    let quiz = try run(["quiz", "--id", "basics/why-values"], input: "something vague\n3\n")
    expectEqual(quiz.status, 0, "\(quiz.stderr)")
    expectContains(quiz.stdout, "✓ Right: +10 points")
    expectContains(quiz.flowingStdout, "Points 10 of 10", "\(quiz.stdout)")
    expectContains(
      quiz.flowingStdout, "Accuracy 0 of 1 right (0%), 1 rated right stated no key point", "\(quiz.stdout)")
    expectNotContains(quiz.stdout, "partly")
    let json = try run(["quiz", "--id", "basics/why-values", "--json"], input: "something vague\n3\n")
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
    expectEqual(object["partly"] as? Int, 0)
    expectEqual(object["no_key_point"] as? Int, 1)
    let answers = try #require(object["answers"] as? [[String: Any]])
    expectEqual(answers.first?["no_key_point"] as? Bool, true)
    expectEqual(answers.first?["partly"] as? Bool, false)
    // One key point of two stated: partly right, as before.
    let half = try run(["quiz", "--id", "basics/why-values"], input: "copies are independent\n3\n")
    expectContains(half.flowingStdout, "Accuracy 0 of 1 right, 1 partly (50%)", "\(half.stdout)")
  }

  /// Finding 6: Ctrl-C (SIGINT) while a piped quiz's code answer was compiled and run said "Quiz
  /// cancelled." and exited 0; it exits 1, as `check --run` and `export` stopped so do.
  @Test(arguments: [false, true]) func aQuizStoppedBySIGINTExitsOne(asLearner: Bool) throws {
    // As `nobody` when the tests run as root (the tryout's learner), the sandbox and the store theirs.
    let learner = asLearner && ReliabilityCommand.canRunAsNobody
    if asLearner, !learner { return }
    let home = learner ? DailyLoopLearnerTests.home() : home
    let quiz = try WaitingRun(
      ["quiz", "--id", "basics/double"], home: home, until: "code>",
      environment: learner ? try ReliabilityCommand.environment(home: home) : course,
      prefix: learner ? ReliabilityCommand.asNobody : [],
      binary: learner
        ? try ReliabilityCommand.readable().appendingPathComponent(BinaryRun.executable.lastPathComponent)
        : nil)
    // An endless loop: the tests' run goes on until the time limit, far past the signal.
    quiz.input.fileHandleForWriting.write(
      Data("func double(_ value: Int) -> Int {\n  while true {}\n}\n.\n".utf8))
    let started = Date()
    while !quiz.shown.contains("Compiling and running"), Date().timeIntervalSince(started) < 60 {
      if quiz.readAvailable().isEmpty { break }
    }
    try #require(quiz.shown.contains("Compiling and running"), "\(quiz.shown)")
    kill(quiz.process.processIdentifier, SIGINT)
    let rest = quiz.endReadingRest()
    expectContains(rest, "Quiz cancelled.", "\(quiz.shown)\(rest)")
    expectEqual(quiz.process.terminationStatus, 1, "\(rest)")
  }

  /// Finding 5: `play anagrams --level 1` was ranked apart ("First score for Anagrams at level 1")
  /// from the same play through the menu. One table: a match is ranked against every Anagrams
  /// match, those recorded with `level=N` before too.
  @Test func anagramsLevelsShareOneTable() throws {
    let menu = try run(["play", "anagrams", "--seed", "2"], input: "1\nsome\nq\n")
    expectContains(menu.stdout, "Match over: 40 points.", "\(menu.stdout)")
    expectContains(menu.stdout, "First score for Anagrams: 40 points.", "\(menu.stdout)")
    let level = try run(["play", "anagrams", "--level", "1", "--seed", "2"], input: "some\nq\n")
    expectContains(level.stdout, "Match over: 40 points.", "\(level.stdout)")
    expectNotContains(level.stdout, "First score", "\(level.stdout)")
    expectNotContains(level.stdout, "at level")
    // A score recorded with `level=1` (before session 53) is the best to beat.
    let store = try ProgressStore(url: home.appendingPathComponent("progress.sqlite"))
    try store.games.addGameScore(
      GameScore(
        game: "anagrams", score: 70, options: #"{"level":"1"}"#, seed: 5,
        playedAt: Date(timeIntervalSince1970: 1_768_000_000)))
    let third = try run(["play", "anagrams", "--level", "1", "--seed", "2"], input: "some\nq\n")
    expectNotContains(third.stdout, "First score", "\(third.stdout)")
    expectNotContains(third.stdout, "New best", "\(third.stdout)")
    let scores = try run(["scores", "anagrams"])
    expectEqual(scores.stdout.components(separatedBy: "Anagrams").count - 1, 1, "\(scores.stdout)")
    expectContains(scores.stdout, "level=1 seed=5", "\(scores.stdout)")
    expectEqual(scores.stdout.components(separatedBy: "seed=2").count - 1, 3, "\(scores.stdout)")
  }
}
