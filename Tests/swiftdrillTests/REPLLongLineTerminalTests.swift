import DrillKitTesting
import Foundation
import Testing

/// Long lines at the prompt (a pasted page), then Tab and Ctrl-L: the heap damage of session 35.
///
/// libedit's readline emulation kept `rl_line_buffer` pointing at a buffer its own line reads
/// reallocated once a line passed about 1,000 bytes; each later Tab or Ctrl-L wrote a NUL
/// through the freed pointer and the completion read the line from freed memory
/// (AddressSanitizer: heap-use-after-free in the completion callback; a segfault in malloc
/// seen once late in a long session). Freed memory is filled here (`MALLOC_PERTURB_`) and
/// glibc checks its heap (`MALLOC_CHECK_`), so a completion read from freed memory finds no
/// match and damage to the heap stops the run.
@Suite(.ownThreads) struct REPLLongLineTerminalTests {
  let home = TemporaryHome.make()

  private func startREPL() throws -> PseudoTerminal {
    var environment = LearnerTerminal.environment(home: home)
    environment["MALLOC_PERTURB_"] = "165"
    environment["MALLOC_CHECK_"] = "3"
    return try PseudoTerminal(executable: BinaryRun.executable, environment: environment)
  }

  @Test(arguments: [3_500, 9_000])
  func tabStillCompletesAfterALongLine(length: Int) throws {
    let terminal = try startREPL()
    var mark = try terminal.waitFor("swiftdrill> ")
    terminal.send(String(repeating: "y", count: length) + "\r")
    mark = try terminal.waitFor("unknown command", after: mark)
    mark = try terminal.waitFor("swiftdrill> ", after: mark)
    terminal.send("quiz --le\t")
    mark = try terminal.waitFor("vel", after: mark)
    terminal.send("\u{0C}")  // Ctrl-L: clears the screen and draws the line again
    mark = try terminal.waitFor("quiz --level", after: mark)
    terminal.send("\u{15}\u{04}")
    try expectEqual(terminal.waitForExit(), 0)
  }

  @Test func tabInsideALongLineThenOnAShortOne() throws {
    let terminal = try startREPL()
    var mark = try terminal.waitFor("swiftdrill> ")
    terminal.send("show " + String(repeating: "z", count: 5_000) + "\t")
    try terminal.waitUntilWaitingForInput()
    terminal.send("\u{15}")  // Ctrl-U: the long line is dropped
    terminal.send("he\t")
    mark = try terminal.waitFor("lp", after: mark)
    terminal.send("\r")
    mark = try terminal.waitFor("Commands", after: mark)
    try terminal.waitFor("swiftdrill> ", after: mark)
    terminal.send("\u{04}")
    try expectEqual(terminal.waitForExit(), 0)
  }
}
