import DrillKitTesting
import Foundation
import Testing

/// The built binary on the bundled lesson `first-program`: `run` on a snippet that calls
/// `readLine()` takes the program's lines from the piped input, up to an empty line
/// (session 44's tryout: the program met the end of its input at once).
@Suite(.ownThreads) struct LessonInputEndToEndTests {
  let home = TemporaryHome.make()

  @Test func theGuessingLoopPlaysWithThePipedGuesses() throws {
    let walk = try BinaryRun.run(
      ["lesson", "first-program"], input: "\nrun\nAda\n\ng 4\nrun\n50\nten\n42\n\nq\n", home: home)
    expectEqual(walk.status, 0, "\(walk.stderr)")
    expectContains(walk.stdout, "This program reads input: type its lines")
    expectContains(walk.stdout, "  │ Your guess?\n  │ You typed Ada\n")
    expectContains(
      walk.stdout,
      "  │ Your last guess was too high\n  │ Enter a number\n  │ You won in 2 guesses!\n  │ Bye\n")
    expectContains(walk.stdout, "Saved at page 4")
  }

  /// Typed on a terminal, an empty line is a line of input and a line holding only `.` ends them:
  /// lesson 02 teaches that `readLine()` gives "" for an empty line (session 45's `run` ended the
  /// input there, so the program met its end: "No more input.").
  @Test func typedAnEmptyLineIsInputAndADotEndsIt() throws {
    let terminal = try LearnerTerminal.start(
      home: home, arguments: ["lesson", "first-program"], content: .bundled)
    var mark = try terminal.waitFor("q)> ", seconds: 30)
    terminal.send("\r")
    mark = try terminal.waitFor("q)> ", after: mark)
    terminal.send("run\r")
    mark = try terminal.waitFor("a line holding only . or", after: mark)
    mark = try terminal.waitFor("input> ", after: mark)
    terminal.send("\r")
    mark = try terminal.waitFor("input> ", after: mark)
    terminal.send(".\r")
    _ = try terminal.waitFor("q)> ", after: mark, seconds: 60)
    let start = try #require(terminal.output.range(of: "Running snippet"), "\(terminal.output)")
    let run = String(terminal.output[start.lowerBound...])
    expectContains(run, "│ You typed", "\(run)")
    expectNotContains(run, "No more input", "\(run)")
    terminal.send("q\r")
    try expectEqual(terminal.waitForExit(), 0)
  }

  /// Session 46's tryout (finding 10): a lesson resumed on a failed check drops into `output>`;
  /// `g 3` typed there was graded as a wrong answer and listed by `mistakes`. It goes to page 3.
  @Test func aPageCommandTypedAtAResumedCheckGoesThere() throws {
    let first = try BinaryRun.run(["lesson", "control-flow"], input: "g 11\nzzz\n.\nq\n", home: home)
    expectEqual(first.status, 0, "\(first.stderr)")
    expectContains(first.stdout, "Not quite")
    let resumed = try BinaryRun.run(["lesson", "control-flow"], input: "g 3\nq\n", home: home)
    expectEqual(resumed.status, 0, "\(resumed.stderr)")
    expectContains(resumed.stdout, "Resuming at page 11.")
    expectContains(resumed.stdout, ":skip to see the answer. p, g N and q work here")
    expectContains(resumed.stdout, "— 3/")
    expectNotContains(resumed.stdout, "Not quite")
    expectContains(resumed.stdout, "Saved at page 3")
    let mistakes = try BinaryRun.run(["mistakes", "--list"], home: home)
    expectContains(mistakes.stdout, "wrong 1 of 1")
  }
}
