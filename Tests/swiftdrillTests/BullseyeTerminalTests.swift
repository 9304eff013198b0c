import DrillKitTesting
import Foundation
import Testing

/// Bullseye on a real terminal: the slider drawn with the arrow keys' raw mode, a window resized.
@Suite(.ownThreads, .serialized) struct BullseyeTerminalTests {
  let home = TemporaryHome.make()

  /// Session 46's tryout (finding 26): after the window went from 80 to 40 columns the first Enter
  /// moved the game on, but the redraw for the new width cleared its verdict ("Keep practising.
  /// The slider was at 50 …"); `i` first showed no rules. The verdict now stays on the screen.
  @Test(arguments: [("\r", "The slider was at 50"), ("i", "Bullseye: every round")])
  func whatTheFirstKeyAfterAResizePrintsStaysOnTheScreen(key: String, printed: String) throws {
    let terminal = try LearnerTerminal.start(
      home: home, arguments: ["play", "bullseye", "--seed", "5"], columns: 80)
    var mark = try terminal.waitFor("] 100")
    try terminal.waitUntilWaitingForInput()
    terminal.resize(columns: 40)
    terminal.send(key)
    mark = try terminal.waitFor(printed, after: mark)
    try terminal.waitFor("] 100", after: mark)
    let cleared = try #require(terminal.output.range(of: "\u{1B}[2J", options: .backwards))
    let screen = TerminalScreen(terminal.output[cleared.upperBound...], columns: 40)
    let rows = (0..<screen.rows).map(screen.line)
    let words = printed.split(separator: " ").prefix(3).joined(separator: " ")
    expectTrue(rows.contains { $0.contains(words) }, "\(rows)")
    terminal.send("q")
    try expectEqual(terminal.waitForExit(), 0)
  }
}
