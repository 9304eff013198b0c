import DrillKitTesting
import Foundation
import Testing

/// Session 51's tryout, answering a question, through the built binary with piped input:
/// `:quit` at the rating prompt (finding 9), a code answer that lacks the starter's declarations
/// (3), one stopped by the time limit (10), a huge output answer's diff (13f), and the verbal
/// answer's note on how it ends (1).
@Suite(.ownThreads) struct S51Mend1EndToEndTests {
  let home = TemporaryHome.make()

  func run(_ arguments: [String], input: String) throws -> BinaryRun {
    try BinaryRun.run(
      arguments, input: input, home: home,
      environment: ["SWIFTDRILL_BUNDLED": BinaryRun.fixtures.appendingPathComponent("course").path])
  }

  /// Finding 9: `:quit` at "How did you do?" was refused ("Type 1, 2, 3 or 4"). It ends the quiz
  /// with its summary; the answer counts with the suggested rating, recorded.
  @Test func quitAtTheRatingPromptEndsTheQuiz() throws {
    let quiz = try run(
      ["quiz", "--id", "basics/why-values", "--id", "basics/constant-keyword"],
      input: "Copies are independent.\n:quit\n")
    expectEqual(quiz.status, 0, "\(quiz.stderr)")
    expectTrue(!quiz.stdout.contains("Type 1, 2, 3 or 4"), "\(quiz.stdout)")
    expectContains(quiz.flowingStdout, "Your answer counts with the suggested rating")
    expectContains(quiz.stdout, "Quiz summary")
    expectTrue(!quiz.stdout.contains("Question 2"), "\(quiz.stdout)")
    let stats = try run(["stats", "--json"], input: "")
    expectTrue(
      stats.stdout.contains("\"reviews\" : 1") || stats.stdout.contains("\"reviews\":1"), "\(stats.stdout)")
  }

  /// Finding 1, piped: one line per answer still, and the note before the prompt says so.
  @Test func aPipedVerbalAnswerIsOneLineAndTheNoteSaysSo() throws {
    let quiz = try run(["quiz", "--id", "basics/why-values"], input: "Copies are independent.\n3\n")
    expectEqual(quiz.status, 0, "\(quiz.stderr)")
    expectContains(quiz.flowingStdout, "Type the gist on one line; Enter hands it in.")
    expectContains(quiz.stdout, "How did you do?")
  }

  /// Finding 3: a code answer without the starter's declarations showed the hidden Tests' errors
  /// ("Tests:1:8: error: cannot find 'double' in scope"). It names what the tests need, and the
  /// Tests' follow-on errors are left out when the learner's own code fails.
  @Test func missingDeclarationsAreNamedNotTheTestsErrors() throws {
    let ownError = try run(["quiz", "--id", "basics/double"], input: "let x = 1\nwhile true {}\n.\n")
    expectContains(ownError.flowingStdout, "Your code must declare double(_:) (see the starter)")
    expectContains(ownError.stdout, "your code:2:1: error:")
    expectTrue(!ownError.stdout.contains("Tests:"), "\(ownError.stdout)")
    expectTrue(!ownError.stdout.contains("bug report"), "\(ownError.stdout)")

    let compiles = try run(["quiz", "--id", "basics/double"], input: "let x = 1\n.\n")
    expectContains(compiles.flowingStdout, "Your code must declare double(_:) (see the starter)")
    expectTrue(!compiles.stdout.contains("Tests:"), "\(compiles.stdout)")
  }

  /// Finding 10: an answer stopped by the time limit said only "(stopped after the 10 s limit)".
  @Test func anAnswerStoppedByTheTimeLimitAsksAboutAnEndlessLoop() throws {
    let quiz = try run(
      ["quiz", "--id", "basics/double"], input: "func double(_ value: Int) -> Int { while true {} }\n.\n")
    expectContains(quiz.flowingStdout, "your code was still running after 10 s: an endless loop?")
  }

  /// Finding 13(f): a huge answer to a short output question buried the expected lines among
  /// thousands of "+" lines. The diff shows every expected line and 20 of the learner's, then how
  /// many more there were.
  @Test func aHugeOutputAnswersDiffIsCutWithTheExpectedLinesShown() throws {
    let answer = (1...1_000).map { "n\($0)" }.joined(separator: "\n")
    let quiz = try run(["quiz", "--id", "basics/loop-output"], input: answer + "\n.\n")
    let diff = quiz.stdout.split(separator: "\n").drop { !$0.hasPrefix("Expected output against yours") }
    expectEqual(diff.filter { $0.hasPrefix("+ ") }.count, 20, "\(quiz.stdout)")
    expectEqual(diff.filter { $0.hasPrefix("- ") }.count, 2, "\(quiz.stdout)")
    expectContains(quiz.stdout, "… 980 more lines of yours")
    expectTrue(diff.count < 40, "\(diff.count) lines")
  }
}
