import DrillKitTesting
import Foundation
import Testing

/// Session 49's tryout at the terminal: the REPL's history file.
@Suite(.ownThreads) struct TryoutFortyNineTerminalTests {
  let home = TemporaryHome.make()

  /// Types `command` at the prompt and waits for the next one.
  func type(_ command: String, into terminal: PseudoTerminal) throws {
    try terminal.waitUntilWaitingForInput()
    let mark = terminal.output.endIndex
    terminal.send(command + "\r")
    try terminal.waitFor("swiftdrill> ", after: mark)
  }

  /// Finding 21: two REPLs on one home; the history of the one that left first was lost (the
  /// other wrote its own list over the file). Both keep their lines.
  @Test func twoREPLsOnOneHomeKeepBothHistories() throws {
    let first = try LearnerTerminal.start(home: home)
    let second = try LearnerTerminal.start(home: home)
    try first.waitFor("swiftdrill> ")
    try second.waitFor("swiftdrill> ")
    try type("due", into: first)
    try type("games", into: second)
    try type("stats", into: first)
    try type("scores", into: second)
    first.send("\u{04}")
    try expectEqual(first.waitForExit(), 0)
    second.send("\u{04}")
    try expectEqual(second.waitForExit(), 0)
    let history = try String(contentsOf: home.appendingPathComponent("history"), encoding: .utf8)
    let lines = history.split(separator: "\n").dropFirst().map(String.init)
    expectEqual(Set(lines), ["due", "stats", "games", "scores"], "\(history)")
    let order = ["due", "stats", "games", "scores"].map { lines.firstIndex(of: $0) ?? -1 }
    expectTrue(order[0] < order[1] && order[2] < order[3], "\(history)")

    // A third session recalls the lines of both with Up.
    let third = try LearnerTerminal.start(home: home)
    var mark = try third.waitFor("swiftdrill> ")
    try third.typeWhenWaiting("\u{1B}[A")
    mark = try third.waitFor(try #require(lines.last), after: mark)
    third.send("\u{15}\u{04}")
    try expectEqual(third.waitForExit(), 0)
  }

  /// Finding 10: on a full disk, the first session's history warning named the folder and "the
  /// old file", which did not exist. It names the file, and no old one.
  @Test func aFullDiskNamesTheHistoryFileAndNoOldOne() throws {
    let disk = try ReliabilityFullDisk(files: [:])
    let command = disk.prefix + [BinaryRun.executable.path]
    let terminal = try PseudoTerminal(
      executable: URL(fileURLWithPath: command[0]), arguments: Array(command.dropFirst()),
      environment: ReliabilityTerminal.environment(home: disk.folder))
    var mark = try terminal.waitFor("swiftdrill> ")
    terminal.send("help lessons\r")
    mark = try terminal.waitFor("swiftdrill> ", after: mark)
    terminal.send("\u{04}")
    try terminal.waitFor("could not write the history", after: mark)
    try expectEqual(terminal.waitForExit(), 0)
    let said = terminal.output.replacingOccurrences(of: "\r", with: "")
      .split(whereSeparator: { $0 == " " || $0 == "\n" }).joined(separator: " ")
    let file = disk.folder.appendingPathComponent("history").path
    expectContains(said, "could not write the history to \(file) (", "\(disk.method.rawValue)")
    expectNotContains(said, "old file")
    expectTrue(!disk.names().contains { $0.hasSuffix(".tmp") })
  }
}
