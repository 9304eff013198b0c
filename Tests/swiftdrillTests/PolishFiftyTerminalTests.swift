import DrillKitTesting
import Foundation
import Testing

/// Session 50 at the terminal: two REPLs saving their history in the same instant (gap 2).
@Suite(.ownThreads, .serialized) struct PolishFiftyTerminalTests {
  let home = TemporaryHome.make()

  /// Gap 2: each save read the history file, added its new lines and wrote it back with no lock
  /// (session 49's merge), so two REPLs saving at once could each write a file without the
  /// other's line. A long history and both REPLs sent their line in the same instant, round after
  /// round: every line is kept.
  @Test func twoREPLsSavingAtOnceKeepEveryLine() throws {
    let history = home.appendingPathComponent("history")
    // 980 lines of 200 characters: each save reads and writes about 200 KB, long enough that two
    // saves begun together overlap (main lost one line of each round here, a line in 50 with
    // one-word lines).
    let old = (1...980).map { "old\($0)" + String(repeating: "x", count: 200) }
    try ("_HiStOrY_V2_\n" + old.joined(separator: "\n") + "\n").write(
      to: history, atomically: true, encoding: .utf8)
    let terminals = [try LearnerTerminal.start(home: home), try LearnerTerminal.start(home: home)]
    for terminal in terminals { try terminal.waitFor("swiftdrill> ") }
    let rounds = 30
    for round in 1...rounds {
      for terminal in terminals { try terminal.waitUntilWaitingForInput() }
      let marks = terminals.map { $0.output.endIndex }
      for (number, terminal) in terminals.enumerated() { terminal.send("r\(round)t\(number)\r", pause: 0) }
      for (terminal, mark) in zip(terminals, marks) { try terminal.waitFor("swiftdrill> ", after: mark) }
    }
    for terminal in terminals {
      try terminal.typeWhenWaiting("\u{04}")
      try expectEqual(terminal.waitForExit(), 0)
    }
    let lines = Set(try String(contentsOf: history, encoding: .utf8).split(separator: "\n").map(String.init))
    let typed = (1...rounds).flatMap { round in (0..<2).map { "r\(round)t\($0)" } }
    let lost = typed.filter { !lines.contains($0) }
    expectEqual(lost, [], "lines lost of \(typed.count)")
    expectTrue(!FileManager.default.fileExists(atPath: home.appendingPathComponent(".history.0.tmp").path))
  }
}
