import DrillContent
import DrillKitTesting
import DrillPresentation
import Foundation
import Testing

/// Piped input that stops in the middle of a question, a lesson or a game: the
/// program ends cleanly with 0, and everything answered or played before is kept.
@Suite(.ownThreads) struct ReliabilityEndOfInputTests {
  let home = TemporaryHome.make()
  let course = ["SWIFTDRILL_BUNDLED": BinaryRun.fixtures.appendingPathComponent("course").path]

  func run(_ arguments: [String], input: String) throws -> BinaryRun {
    try BinaryRun.run(arguments, input: input, home: home, environment: course)
  }

  func reviewCount() throws -> Int {
    let stats = try run(["stats", "--json"], input: "")
    let json = try #require(try JSONSerialization.jsonObject(with: Data(stats.stdout.utf8)) as? [String: Any])
    return try #require(json["reviews"] as? Int)
  }

  /// Results shown on screen, one per scored answer.
  static func resultsShown(_ output: String) -> Int {
    output.components(separatedBy: "\n").filter {
      $0.hasPrefix("✓ Right") || $0.hasPrefix("✗ Not quite") || $0.hasPrefix("◐ Partly")
    }.count
  }

  /// A pack of three questions of one type that share one right answer.
  struct Case: Sendable, CustomTestStringConvertible {
    var type: String
    /// The body of each question after its prompt.
    var body: String
    /// Two whole answers, then a third cut off by the end of input.
    var input: String

    var testDescription: String { "\(type): \(input.debugDescription)" }

    var pack: String {
      var text = "---\nid: eof\ntitle: End of input\n---\n"
      for number in 1...3 {
        text += "\n## Question \(number)\nid: q\(number)\ntype: \(type)\n\nAnswer it.\n\n\(body)\n"
      }
      return text
    }
  }

  static let cases: [Case] = [
    Case(type: "choice", body: "### Choices\n- [x] right\n- [ ] wrong\n", input: "1\n1\n"),
    Case(type: "short", body: "### Accept\n- yes\n", input: "yes\nyes\nye"),
    Case(
      type: "output", body: "```swift\nprint(1)\nprint(2)\n```\n\n### Output\n```output\n1\n2\n```\n",
      input: "1\n2\n.\n1\n2\n.\n1\n"),
    Case(
      type: "code",
      body:
        "### Tests\n```swift\nexpect(one(), 1, \"one()\")\n```\n\n### Answer\n```swift\nfunc one() -> Int { 1 }\n```\n",
      input: "func one() -> Int { 1 }\n.\nfunc one() -> Int { 1 }\n.\nfunc one() -> Int {\n"),
    Case(
      type: "explain", body: "### Answer\nBecause.\n\n### Key points\n- because\n",
      input: "because\n3\nbecause\n3\nbecause\n"),
  ]

  @Test(arguments: cases)
  func endOfInputInAQuestionEndsTheQuizAndKeepsEveryShownResult(_ scenario: Case) throws {
    let folder = home.appendingPathComponent("questions", isDirectory: true)
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    try Data(scenario.pack.utf8).write(to: folder.appendingPathComponent("eof.md"))
    let quiz = try run(["quiz", "--pack", "eof", "--count", "3", "--seed", "1"], input: scenario.input)
    expectEqual(quiz.status, 0, "\(quiz.stderr)")
    expectContains(quiz.stdout, "Quiz summary")
    expectNotContains(quiz.stderr, "Fatal error")
    let shown = Self.resultsShown(quiz.stdout)
    expectTrue(shown >= 2, "\(quiz.stdout)")
    try expectEqual(reviewCount(), shown)
  }

  /// The end of input at an explain question's self-rating ends the quiz as it does at any
  /// prompt, with its summary: it cancels nothing (session 43's tryout read "Quiz cancelled.").
  @Test func endOfInputAtASelfRatingEndsTheQuizWithItsSummary() throws {
    let folder = home.appendingPathComponent("questions", isDirectory: true)
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let explain = try #require(Self.cases.first { $0.type == "explain" })
    try Data(explain.pack.utf8).write(to: folder.appendingPathComponent("eof.md"))
    let quiz = try run(["quiz", "--pack", "eof", "--count", "1", "--seed", "1"], input: "because\n")
    expectEqual(quiz.status, 0, "\(quiz.stderr)")
    expectContains(quiz.stdout, "Input ended; the question on screen was not recorded.", "\(quiz.stdout)")
    expectNotContains(quiz.stdout, "cancelled", "\(quiz.stdout)")
    expectContains(quiz.stdout, "Quiz summary")
    try expectEqual(reviewCount(), 0)
  }

  /// Guess the Number ended by the end of input says so, as the other games end theirs, and the
  /// game is not recorded (session 43's tryout: it stopped at `guess>` without a word).
  @Test func endOfInputInGuessSaysTheGameEnded() throws {
    let play = try run(["play", "guess", "--seed", "3"], input: "50\n25\n")
    expectEqual(play.status, 0, "\(play.stderr)")
    expectContains(play.stdout, "Input ended: the number was ", "\(play.stdout)")
    expectContains(play.stdout, "not recorded", "\(play.stdout)")
  }

  @Test func endOfInputAtALessonPageKeepsTheCheckAndThePage() throws {
    // The intro and page 2, then the check answered right; the input ends at the page prompt.
    let lesson = try run(["lesson", "first"], input: "\n\nlet\n")
    expectEqual(lesson.status, 0, "\(lesson.stderr)")
    expectContains(lesson.stdout, "✓ Right")
    try expectEqual(reviewCount(), 1)
    let lessons = try run(["lessons"], input: "")
    expectContains(lessons.stdout, "◐ started")
    let again = try run(["lesson", "first"], input: "")
    expectEqual(again.status, 0)
    expectContains(again.stdout, "Resuming at page 3")
  }

  @Test func endOfInputAtALessonCheckKeepsThePage() throws {
    let lesson = try run(["lesson", "first"], input: "\n\n")
    expectEqual(lesson.status, 0, "\(lesson.stderr)")
    try expectEqual(reviewCount(), 0)
    let again = try run(["lesson", "first"], input: "")
    expectContains(again.stdout, "Resuming at page 3")
  }

  /// A game, input that plays a little and stops mid-game, and whether a finished
  /// match must have been recorded.
  @Test(arguments: [
    ("add1", ["play", "add1", "--seed", "1"], "1234\n12", false),
    ("guess", ["play", "guess", "--seed", "3"], (0...99).map { "\($0)\n" }.joined() + "5", true),
    ("anagrams", ["play", "anagrams", "--seed", "9"], "", false),
    ("anagrams", ["play", "anagrams", "--seed", "9"], "1\n" + String(repeating: "?\n", count: 12), true),
    ("bullseye", ["play", "bullseye", "--seed", "5", "--rounds", "2"], "50\n30\n7", true),
    ("bullseye", ["play", "bullseye", "--seed", "5"], "50\n30\n7", false),
  ])
  func endOfInputInAGameEndsItCleanly(game: String, arguments: [String], input: String, recorded: Bool)
    throws
  {
    let play = try run(arguments, input: input)
    expectEqual(play.status, 0, "\(play.stderr)")
    expectNotContains(play.stderr, "Fatal error")
    // Recorded, whether or not it ranks (a match of hints only scores below one point and
    // stays out of the best ten).
    let export = try run(["export", "--json", "-"], input: "")
    let object = try JSONSerialization.jsonObject(with: Data(export.stdout.utf8)) as? [String: Any]
    let games = (object?["game_scores"] as? [[String: Any]] ?? []).filter { $0["game"] as? String == game }
    expectTrue(games.isEmpty != recorded, "\(export.stdout)")
  }

  @Test func endOfInputInsideAGameInTheREPLLeavesTheREPLWithZero() throws {
    let repl = try run([], input: "play bullseye --seed 5 --rounds 2\n50\n40\n")
    expectEqual(repl.status, 0, "\(repl.stderr)")
    expectContains(repl.stdout, "Game over: ")
    let scores = try run(["scores", "bullseye"], input: "")
    expectNotContains(scores.stdout, "no scores yet")
  }

  @Test func endOfInputInsideAQuestionInTheREPLLeavesTheREPLWithZero() throws {
    let repl = try run([], input: "quiz --pack basics --type output\n1\n")
    expectEqual(repl.status, 0, "\(repl.stderr)")
    expectContains(repl.stdout, "Quiz summary")
  }
}
