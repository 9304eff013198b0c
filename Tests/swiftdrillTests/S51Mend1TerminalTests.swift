import DrillKitTesting
import Foundation
import Testing

/// Session 51's tryout at the terminal: answering a question (findings 1, 13a).
@Suite(.ownThreads) struct S51Mend1TerminalTests {
  let home = TemporaryHome.make()
  static let question = ["quiz", "--id", "test-doubles/test-double-kinds"]

  /// Finding 1: a pasted verbal answer of four lines was graded on its first line (1 of 5) and
  /// each later line landed at the rating prompt ("Type 1, 2, 3 or 4"). The lines that arrive
  /// together are one answer, and the prompt's note says how an answer ends.
  @Test func aPasteOfSeveralLinesIsOneAnswer() throws {
    let terminal = try LearnerTerminal.start(
      home: home, arguments: Self.question, content: .bundled, columns: 120)
    var mark = try terminal.waitFor("your answer")
    expectContains(
      String(terminal.output[..<mark]), "Enter hands it in (a paste of several lines is one answer)")
    try terminal.waitUntilWaitingForInput()
    terminal.send(
      "A stub returns canned answers to the calls it receives.\r"
        + "A spy records the calls it receives so that the test can check them afterwards.\r"
        + "A mock is set up with expectations in advance and verifies the calls it received.\r"
        + "A fake is a working but simplified implementation, such as an in-memory repository.\r")
    mark = try terminal.waitFor("How did you do?", after: mark)
    try terminal.waitUntilWaitingForInput()
    let graded = terminal.output
    expectTrue(!graded.contains("Type 1, 2, 3 or 4"), "\(graded)")
    expectTrue(!graded.contains("You touched 1 of 5"), "\(graded)")
    expectContains(graded, "You touched 4 of 5 key points")
    terminal.send("3\r")
    mark = try terminal.waitFor("Enter for the summary> ", after: mark)
    try terminal.typeWhenWaiting("\r")
    mark = try terminal.waitFor("Quiz summary", after: mark)
    try expectEqual(terminal.waitForExit(), 0)
  }

  /// Finding 1: typed by hand, Enter still hands in the line typed (a person's next key never
  /// comes with the Enter).
  @Test func enterTypedByHandHandsInTheLine() throws {
    let terminal = try LearnerTerminal.start(
      home: home, arguments: Self.question, content: .bundled, columns: 120)
    var mark = try terminal.waitFor("your answer")
    try terminal.typeWhenWaiting("A stub returns canned answers to the calls it receives.\r")
    mark = try terminal.waitFor("How did you do?", after: mark)
    expectContains(terminal.output, "You touched")
    expectTrue(!terminal.output.contains("  ... "), "\(terminal.output)")
    try terminal.typeWhenWaiting("1\r")
    mark = try terminal.waitFor("Enter for the summary> ", after: mark)
    try terminal.typeWhenWaiting("\r")
    try terminal.waitFor("Quiz summary", after: mark)
    try expectEqual(terminal.waitForExit(), 0)
  }

  /// Finding 13(a): ↑ at an answer's prompt put the REPL's last command on the line, which Enter
  /// would hand in as the answer. An answer's prompt recalls no REPL command; the REPL's prompt
  /// still does afterwards.
  @Test func upAtAnAnswerPromptRecallsNoREPLCommand() throws {
    let terminal = try LearnerTerminal.start(home: home, content: .bundled, columns: 120)
    var mark = try terminal.waitFor("swiftdrill> ")
    try terminal.typeWhenWaiting(Self.question.joined(separator: " ") + "\r")
    mark = try terminal.waitFor("your answer", after: mark)
    try terminal.typeWhenWaiting("\u{1B}[A")
    try terminal.typeWhenWaiting("\r")
    // The line stayed empty (the recalled command would have been drawn on it and handed in).
    let end = try terminal.waitFor("Model answer", after: mark)
    expectTrue(!terminal.output[mark..<end].contains("quiz --id"), "\(terminal.output)")
    mark = try terminal.waitFor("How did you do?", after: end)
    try terminal.typeWhenWaiting("1\r")
    mark = try terminal.waitFor("Enter for the summary> ", after: mark)
    try terminal.typeWhenWaiting("\r")
    mark = try terminal.waitFor("Quiz summary", after: mark)
    mark = try terminal.waitFor("swiftdrill> ", after: mark)
    try terminal.typeWhenWaiting("\u{1B}[A")
    try terminal.waitFor("quiz --id test-doubles/test-double-kinds", after: mark)
    terminal.send("\u{15}\u{04}")
    try expectEqual(terminal.waitForExit(), 0)
  }

  /// Finding 7: an `$EDITOR` that fails (missing here) was taken for an empty answer: compiled,
  /// graded and recorded as a miss, and the next try opened an empty file. Nothing is compiled
  /// or counted; the starter comes back at the prompt to type the answer there.
  @Test func aFailingEditorCompilesNothingAndOffersTheStarter() throws {
    var environment = LearnerTerminal.environment(home: home, content: .bundled)
    environment["EDITOR"] = "nosuchedit"
    let terminal = try PseudoTerminal(
      executable: BinaryRun.executable, arguments: ["quiz", "--id", "networking/json-post-request"],
      environment: environment, columns: 120)
    var mark = try terminal.waitFor("Enter opens your editor")
    try terminal.typeWhenWaiting("\r")
    mark = try terminal.waitFor("code> ", after: mark)
    try terminal.waitUntilWaitingForInput()
    let shown = terminal.output
    expectContains(shown, "nothing was compiled or counted")
    expectContains(shown, "The starter comes back line by line")
    expectTrue(!shown.contains("Compiling"), "\(shown)")
    expectTrue(!shown.contains("does not compile"), "\(shown)")
    // The first line of the starter stands on the line, ready to edit.
    try terminal.waitFor("import Foundation", after: mark)
    terminal.send("\u{03}")
    try terminal.waitFor("not recorded", after: mark)
    _ = try terminal.waitForExit()
  }

  /// Finding 11: when an interview's time ran out with code lines entered, they were thrown away
  /// ("not scored") while a half-typed verbal line was graded. The code as it stood (the lines
  /// entered and the one being typed) is compiled and graded; no retry is offered. The real
  /// clock run three times as fast (`SWIFTDRILL_CLOCK_RATE`): the interview's minute takes 20 s.
  @Test func codeOnTheLineWhenTheTimeRunsOutIsGraded() throws {
    let terminal = try LearnerTerminal.start(
      home: home,
      arguments: ["interview", "--level", "beginner", "--count", "3", "--minutes", "1", "--seed", "30"],
      content: .bundled, now: nil, clockRate: 3, columns: 120)
    var mark = try terminal.waitFor("code> ")
    for line in [
      "struct Counter {", "  private(set) var value = 0", "  mutating func increment() { value += 1 }",
      "  mutating func reset() { value = 0 }",
    ] {
      try terminal.typeWhenWaiting(line + "\r")
      mark = try terminal.waitFor("  ... ", after: mark)
    }
    try terminal.waitUntilWaitingForInput()
    terminal.send("}")  // typed, never entered
    mark = try terminal.waitFor(
      "Time ran out while you typed: your answer is graded as it stood.", after: mark, seconds: 35)
    mark = try terminal.waitFor("Interview report", after: mark, seconds: 60)
    try expectEqual(terminal.waitForExit(), 0)
    expectTrue(!terminal.output.contains("it is not scored"), "\(terminal.output)")
    expectTrue(!terminal.output.contains("Enter to try again"), "\(terminal.output)")
    expectContains(String(terminal.output[mark...]), "1 of 3 right")
  }
}
