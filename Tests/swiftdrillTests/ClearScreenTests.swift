import DrillKitTesting
import Foundation
import Testing

/// `clear` and Ctrl-L clear the REPL's screen on a terminal; piped, `clear` writes nothing.
@Suite(.ownThreads) struct ClearScreenTests {
  let home = TemporaryHome.make()

  private func startREPL() throws -> PseudoTerminal {
    try LearnerTerminal.start(home: home, content: .bundled, now: nil)
  }

  @Test func clearWritesTheClearScreenSequenceOnATerminal() throws {
    let terminal = try startREPL()
    var mark = try terminal.waitFor("swiftdrill> ")
    terminal.send("clear\r")
    mark = try terminal.waitFor("\u{1B}[H\u{1B}[2J", after: mark)
    try terminal.waitFor("swiftdrill> ", after: mark)
    terminal.send("\u{04}")
    try expectEqual(terminal.waitForExit(), 0)
  }

  @Test func ctrlLClearsTheScreenToo() throws {
    let terminal = try startREPL()
    let mark = try terminal.waitFor("swiftdrill> ")
    terminal.send("\u{0C}")
    try terminal.waitFor("\u{1B}[H", after: mark)
    terminal.send("\u{04}")
    try expectEqual(terminal.waitForExit(), 0)
  }

  @Test func ctrlLKeepsTheLineBeingTypedAndPutsItOnTheTopRow() throws {
    let terminal = try startREPL()
    var mark = try terminal.waitFor("swiftdrill> ")
    terminal.send("help gam")
    mark = try terminal.waitFor("help gam", after: mark)
    terminal.send("\u{0C}")
    mark = try terminal.waitFor("\u{1B}[H\u{1B}[2J", after: mark)
    try terminal.waitFor("help gam", after: mark)
    expectEqual(terminal.screen.line(0), "swiftdrill> help gam")
    expectTrue(terminal.screen.line(1).isEmpty)
    terminal.send("es\r")
    mark = try terminal.waitFor("The mini-games", after: mark)
    expectContains(terminal.screen.line(1), "The mini-games", "\(terminal.screen.line(1))")
    try terminal.waitFor("swiftdrill> ", after: mark)
    terminal.send("\u{04}")
    try expectEqual(terminal.waitForExit(), 0)
  }

  /// Ctrl-L at a quiz's prompt draws the question and how to answer it again above the prompt,
  /// as a timed interview does: it left `output>` alone on the screen (session 43's tryout).
  @Test(arguments: [50, 72])
  func ctrlLInAQuizDrawsTheQuestionAndItsInstructionsAgain(columns: Int) throws {
    let terminal = try LearnerTerminal.start(
      home: home, arguments: ["quiz", "--pack", "basics", "--type", "output", "--seed", "1"], columns: columns
    )
    var mark = try terminal.waitFor("output> ")
    try terminal.typeWhenWaiting("1")
    mark = try terminal.waitFor("1", after: mark)
    terminal.send("\u{0C}")
    mark = try terminal.waitFor("\u{1B}[H\u{1B}[2J", after: mark)
    try terminal.waitFor("output> 1", after: mark)
    let screen = terminal.screen
    let rows = (0..<screen.rows).map(screen.line)
    expectTrue(rows.contains { $0.contains("Loop output") }, "\(rows)")
    expectTrue(rows.contains { $0.contains("Type the exact output") }, "\(rows)")
    let prompt = try #require(rows.lastIndex { $0.hasPrefix("output> 1") }, "\(rows)")
    expectTrue(rows[..<prompt].contains { $0.contains("Type the exact output") }, "\(rows)")
    terminal.send("\u{03}")
    try terminal.waitFor("cancelled", after: mark)
    _ = try terminal.waitForExit()
  }

  /// The window made narrower while a question waits: Ctrl-L draws the question and its
  /// instructions again wrapped at the new width, at spaces (session 44's tryout: they came back
  /// at the width they were first drawn at, so the terminal cut their lines anywhere).
  @Test func ctrlLAfterAResizeWrapsThePageAtTheNewWidth() throws {
    let terminal = try LearnerTerminal.start(
      home: home, arguments: ["quiz", "--pack", "basics", "--type", "output", "--seed", "1"], columns: 100)
    var mark = try terminal.waitFor("output> ")
    try terminal.waitUntilWaitingForInput()
    expectContains(terminal.output, "Type the exact output; finish with a line holding only '.'")
    terminal.resize(columns: 40)
    terminal.send("\u{0C}")
    mark = try terminal.waitFor("\u{1B}[H\u{1B}[2J", after: mark)
    try terminal.waitFor("output> ", after: mark)
    let screen = TerminalScreen(terminal.output[mark...], columns: 40)
    let rows = (0..<screen.rows).map(screen.line)
    let first = try #require(rows.firstIndex { $0.hasPrefix("Type the exact output;") }, "\(rows)")
    expectEqual(rows[first], "Type the exact output; finish with a")
    expectEqual(rows[first + 1], "line holding only '.'")
    expectTrue(rows.contains { $0.contains("Loop output") }, "\(rows)")
    // The screen's rows end at their last character: the empty prompt is `output>`.
    let prompt = try #require(rows.lastIndex { $0.hasPrefix("output>") }, "\(rows)")
    expectTrue(first < prompt, "\(rows)")
    terminal.send("\u{03}")
    try terminal.waitFor("cancelled", after: mark)
    _ = try terminal.waitForExit()
  }

  @Test func clearPipedWritesNothingAndOnTheCommandLineIsREPLOnly() throws {
    let piped = try BinaryRun.run([], input: "clear\n", home: home)
    expectEqual(piped.status, 0)
    expectNotContains(piped.stdout, "\u{1B}")
    expectTrue(piped.stderr.isEmpty, "\(piped.stderr)")
    let direct = try BinaryRun.run(["clear"], home: home)
    expectEqual(direct.status, 2)
  }
}
