import DrillKitTesting
import Foundation
import Testing

/// `clear` and Ctrl-L clear the REPL's screen on a terminal; piped, `clear` writes nothing.
@Suite(.ownThreads, .serialized) struct ClearScreenTests {
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

  @Test func clearPipedWritesNothingAndOnTheCommandLineIsREPLOnly() throws {
    let piped = try BinaryRun.run([], input: "clear\n", home: home)
    expectEqual(piped.status, 0)
    expectNotContains(piped.stdout, "\u{1B}")
    expectTrue(piped.stderr.isEmpty, "\(piped.stderr)")
    let direct = try BinaryRun.run(["clear"], home: home)
    expectEqual(direct.status, 2)
  }
}
