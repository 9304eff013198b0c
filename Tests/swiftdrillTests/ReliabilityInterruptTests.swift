import DrillKitTesting
import Foundation
import Testing

/// Ctrl-C at every kind of prompt, on a real pseudo-terminal: the command is
/// cancelled, the REPL prompt comes back and still takes commands, and the
/// terminal is left as it was found.
@Suite(.ownThreads) struct ReliabilityInterruptTests {
  let home = TemporaryHome.make()

  /// Keys typed at the REPL (a command and Enter), the keys that lead to the prompt under test,
  /// and the text that must show the prompt is up (Ctrl-C is pressed then).
  struct Case: Sendable, CustomTestStringConvertible {
    var name: String
    var command: String
    var steps: [TerminalStep]
    var promptShown: String
    /// Shown after Ctrl-C, before the REPL prompt (nil: nothing particular).
    var cancelled: String?

    var testDescription: String { name }
  }

  static let quizCancelled = "Quiz cancelled."

  static let cases: [Case] = [
    Case(
      name: "REPL prompt with half a line", command: "help hal", steps: [], promptShown: "help hal",
      cancelled: nil),
    Case(
      name: "choice answer", command: "quiz --pack basics --type choice\r", steps: [],
      promptShown: "answer> ", cancelled: quizCancelled),
    Case(
      name: "short answer", command: "quiz --pack basics --type short\r", steps: [],
      promptShown: "answer> ", cancelled: quizCancelled),
    Case(
      name: "output answer, first line", command: "quiz --pack basics --type output\r", steps: [],
      promptShown: "output> ", cancelled: quizCancelled),
    Case(
      name: "output answer, second line", command: "quiz --pack basics --type output\r",
      steps: [TerminalStep("output> ", "1\r")], promptShown: "  ... ", cancelled: quizCancelled),
    Case(
      name: "code answer, half typed", command: "quiz --pack basics --type code\r",
      steps: [TerminalStep("code> ", "func double(_ value: Int) -> Int {\r")], promptShown: "  ... ",
      cancelled: quizCancelled),
    Case(
      name: "explain answer", command: "quiz --pack basics --type explain\r", steps: [],
      promptShown: "your answer", cancelled: quizCancelled),
    Case(
      name: "explain self-rating", command: "quiz --pack basics --type explain\r",
      steps: [TerminalStep("your answer", "copies are independent\r")], promptShown: "How did you do?",
      cancelled: quizCancelled),
    Case(
      name: "pause after feedback", command: "quiz --pack basics --type short\r",
      steps: [TerminalStep("answer> ", "??\r"), TerminalStep("✓ Right", "")],
      promptShown: "Enter for the summary> ", cancelled: "Quiz summary"),
    Case(
      name: "lesson page prompt", command: "lesson first\r", steps: [], promptShown: "lesson (Enter",
      cancelled: nil),
    Case(
      name: "lesson check answer", command: "lesson first\r",
      steps: [TerminalStep("lesson (Enter", "\r"), TerminalStep("lesson (Enter", "\r")],
      promptShown: "answer> ", cancelled: nil),
    Case(name: "add1", command: "play add1\r", steps: [], promptShown: "add 1> ", cancelled: nil),
    Case(name: "guess", command: "play guess\r", steps: [], promptShown: "guess> ", cancelled: nil),
    Case(
      name: "anagrams menu", command: "play anagrams\r", steps: [], promptShown: "level> ", cancelled: nil),
    Case(
      name: "anagrams letters", command: "play anagrams --seed 2\r", steps: [TerminalStep("level> ", "1\r")],
      promptShown: "letters> ", cancelled: nil),
    Case(
      name: "bullseye slider (raw mode)", command: "play bullseye --seed 4\r",
      steps: [TerminalStep("Hit me!", "\u{1B}[C"), TerminalStep("━", "\r")], promptShown: "Round 2",
      cancelled: "\u{1B}[?25h"),
  ]

  @Test(arguments: cases)
  func ctrlCReturnsToTheREPLPrompt(_ scenario: Case) throws {
    let terminal = try ReliabilityTerminal.start(home: home)
    var mark = try terminal.waitFor("swiftdrill> ")
    terminal.send(scenario.command)
    mark = try terminal.play(scenario.steps, after: mark) ?? mark
    mark = try terminal.waitFor(scenario.promptShown, after: mark)
    terminal.send("\u{03}")
    if let cancelled = scenario.cancelled { mark = try terminal.waitFor(cancelled, after: mark) }
    mark = try terminal.waitFor("swiftdrill> ", after: mark)
    // The REPL still works: a command runs and Ctrl-D leaves with 0.
    terminal.send("help help\r")
    mark = try terminal.waitFor("List the commands", after: mark)
    try terminal.waitFor("swiftdrill> ", after: mark)
    terminal.send("\u{04}")
    try expectEqual(terminal.waitForExit(), 0)
    expectNotContains(terminal.output, "Fatal error")
  }

  /// Ctrl-C at reset's "Type yes" is a cancel, not a mistake: no `error:` (session 45's tryout).
  @Test func ctrlCAtTheResetConfirmationCancelsIt() throws {
    let terminal = try ReliabilityTerminal.start(home: home)
    var mark = try terminal.waitFor("swiftdrill> ")
    terminal.send("quiz --pack basics --type short --count 1\r")
    mark =
      try terminal.play(
        [TerminalStep("answer> ", "??\r"), TerminalStep("Enter for the summary> ", "\r")], after: mark)
      ?? mark
    mark = try terminal.waitFor("swiftdrill> ", after: mark)
    terminal.send("reset --all\r")
    mark = try terminal.waitFor("Type yes to reset> ", after: mark)
    terminal.send("\u{03}")
    mark = try terminal.waitFor("Cancelled: nothing was changed.", after: mark)
    mark = try terminal.waitFor("swiftdrill> ", after: mark)
    expectNotContains(terminal.output, "not confirmed")
    // The answer is still there: reset asks again about it.
    terminal.send("reset --all\r")
    mark = try terminal.waitFor("1 answer on 1 question", after: mark)
    try terminal.waitFor("Type yes to reset> ", after: mark)
    terminal.send("no\r")
    mark = try terminal.waitFor("not confirmed", after: mark)
    // Ctrl-D once the prompt is back: typed before, it can land while the terminal is switched to
    // the line editor's mode, which drops what was typed ahead (the clean clone under load, session 53).
    try terminal.waitFor("swiftdrill> ", after: mark)
    terminal.send("\u{04}")
    _ = try terminal.waitForExit()
  }

  /// Every question was asked before the pause that leads to the summary: leaving there
  /// (Ctrl-C or Ctrl-D) shows the summary and says nothing was cancelled.
  @Test(arguments: ["\u{03}", "\u{04}"])
  func leavingAtTheSummaryPauseCancelsNothing(key: String) throws {
    let terminal = try ReliabilityTerminal.start(home: home)
    let mark = try terminal.play([
      TerminalStep("swiftdrill> ", "quiz --pack basics --type short\r"),
      TerminalStep("answer> ", "??\r"),
      TerminalStep("Enter for the summary> ", ""),
    ])
    terminal.send(key)
    let summary = try terminal.waitFor("Quiz summary", after: mark)
    try terminal.waitFor("swiftdrill> ", after: summary)
    expectNotContains(terminal.output, Self.quizCancelled)
    terminal.send("\u{04}")
    try expectEqual(terminal.waitForExit(), 0)
  }

  /// Leaving at the pause between two questions (`:quit`) ends the quiz early and keeps the answer
  /// given: it is no cancellation.
  @Test func quittingAtThePauseBetweenQuestionsEndsEarlyAndKeepsTheAnswers() throws {
    let terminal = try ReliabilityTerminal.start(home: home)
    let mark = try terminal.play([
      TerminalStep("swiftdrill> ", "quiz --id basics/nil-coalescing --id basics/constant-keyword\r"),
      TerminalStep("answer> ", "??\r"),
      TerminalStep("Enter for the next question> ", ":quit\r"),
    ])
    let ended = try terminal.waitFor("Quiz ended early. Your answers so far are saved.", after: mark)
    try terminal.waitFor("Quiz summary", after: ended)
    try terminal.waitFor("swiftdrill> ", after: ended)
    expectNotContains(terminal.output, Self.quizCancelled)
    terminal.send("\u{04}")
    try expectEqual(terminal.waitForExit(), 0)
    let stats = try BinaryRun.run(["stats", "--json"], home: home)
    expectTrue(
      stats.stdout.contains("\"reviews\" : 1") || stats.stdout.contains("\"reviews\":1"), "\(stats.stdout)")
  }

  /// Ctrl-C while a code answer runs stops that run and returns to the question (session 51's
  /// tryout, finding 10: it cancelled the whole quiz); a second Ctrl-C, at the question's prompt,
  /// cancels the quiz as before, back to the REPL.
  @Test func ctrlCWhileACodeAnswerRunsStopsItAndReturnsToTheREPL() throws {
    let terminal = try ReliabilityTerminal.start(home: home)
    let mark = try terminal.play([
      TerminalStep("swiftdrill> ", "quiz --pack basics --type code\r"),
      TerminalStep("code> ", "func double(_ value: Int) -> Int { while true {} }\r"),
      TerminalStep("  ... ", ".\r"),
      TerminalStep("Compiling and running", ""),
    ])
    terminal.send("\u{03}", pause: 0.3)
    let stopped = try terminal.waitFor("stopped; Enter to try again", after: mark, seconds: 15)
    expectTrue(!terminal.output[stopped...].contains(Self.quizCancelled), "\(terminal.output)")
    try terminal.typeWhenWaiting("\u{03}")
    let cancelled = try terminal.waitFor(Self.quizCancelled, after: stopped, seconds: 15)
    try terminal.waitFor("swiftdrill> ", after: cancelled)
    terminal.send("\u{04}")
    try expectEqual(terminal.waitForExit(), 0)
    // Nothing was recorded for the cancelled question.
    let stats = try BinaryRun.run(["stats", "--json"], home: home)
    expectTrue(stats.stdout.contains("\"reviews\" : 0") || stats.stdout.contains("\"reviews\":0"))
  }

  /// After Bullseye's raw mode ends by Ctrl-C, the terminal echoes and edits
  /// lines again: the shell that started SwiftDrill reads a typed line normally.
  @Test(arguments: [
    ("the REPL", #""$0"; echo LEFT-SWIFTDRILL; IFS= read -r line; echo "GOT<$line>""#, true),
    (
      "a single command", #""$0" play bullseye; echo LEFT-SWIFTDRILL; IFS= read -r line; echo "GOT<$line>""#,
      false
    ),
  ])
  func theTerminalIsRestoredAfterBullseyeIsInterrupted(name: String, script: String, viaREPL: Bool) throws {
    let terminal = try ReliabilityTerminal.startInShell(home: home, script: script)
    var mark: String.Index?
    if viaREPL {
      mark = try terminal.play([TerminalStep("swiftdrill> ", "play bullseye\r")])
    }
    mark = try terminal.play(
      [TerminalStep("Hit me!", "\u{1B}[C\u{1B}[C"), TerminalStep("━", "\u{03}")], after: mark)
    if viaREPL {
      mark = try terminal.waitFor("swiftdrill> ", after: mark)
      terminal.send("\u{04}")
    }
    let left = try terminal.waitFor("LEFT-SWIFTDRILL", after: mark)
    terminal.send("tyx\u{7F}ped\r")
    let got = try terminal.waitFor("GOT<", after: left)
    let afterwards = String(terminal.output[got...])
    // The line discipline echoed the keys and applied the backspace (canonical mode).
    expectContains(String(terminal.output[left..<got]), "tyx", "\(name)")
    expectTrue(afterwards.hasPrefix("typed>"), "\(name): \(afterwards.debugDescription)")
    expectContains(terminal.output, "\u{1B}[?25h", "\(name): the cursor is shown again")
    try expectEqual(terminal.waitForExit(), 0)
  }
}
