import DrillKitTesting
import Foundation
import Testing

/// Session 52 at the terminal: a lesson snippet's failing `$EDITOR` (gap 3).
@Suite(.ownThreads, .serialized) struct S52PolishTerminalTests {
  let home = TemporaryHome.make()

  /// Gap 3: `edit N` with an editor that fails (missing here) said "The editor did not return any
  /// code." and went back to the page. As a code answer does since session 51, it says nothing was
  /// run and offers the snippet line by line; the copy edited there runs, and the next `edit N`
  /// (the editor failing again) brings that copy back: nothing is lost.
  @Test func aFailingEditorOffersTheLineEditorAndLosesNothing() throws {
    var environment = LearnerTerminal.environment(home: home, content: .bundled)
    environment["EDITOR"] = "nosuchedit"
    let terminal = try PseudoTerminal(
      executable: BinaryRun.executable, arguments: ["lesson", "control-flow"], environment: environment,
      columns: 120)
    var mark = try terminal.waitFor("lesson (")
    try terminal.typeWhenWaiting("g 2\r")
    mark = try terminal.waitFor("lesson (", after: mark)
    try terminal.typeWhenWaiting("edit 1\r")
    mark = try terminal.waitFor("nothing was run", after: mark)
    mark = try terminal.waitFor("comes back line by line", after: mark)
    mark = try terminal.waitFor("code> print(\"Guess the Number\")", after: mark)
    // The first line replaced (Ctrl-U clears it), the rest of the snippet left out ('.').
    try terminal.typeWhenWaiting("\u{15}print(\"mine\")\r")
    mark = try terminal.waitFor("  ... print(\"I am thinking", after: mark)
    try terminal.typeWhenWaiting("\u{15}.\r")
    mark = try terminal.waitFor("Running your copy of snippet 1", after: mark)
    mark = try terminal.waitFor("mine", after: mark, seconds: 120)
    mark = try terminal.waitFor("lesson (", after: mark)
    try terminal.typeWhenWaiting("edit 1\r")
    mark = try terminal.waitFor("nothing was run", after: mark)
    mark = try terminal.waitFor("code> print(\"mine\")", after: mark)
    try terminal.typeWhenWaiting("\u{03}")
    mark = try terminal.waitFor("lesson (", after: mark, seconds: 60)
    try terminal.typeWhenWaiting("q\r")
    _ = try terminal.waitForExit()
  }
}
