import DrillKitTesting
import Foundation
import Testing

/// The games' countdowns on a real terminal: the time left moves while nobody types, and a
/// round ends at its deadline without Enter. The clock is the real one here.
@Suite(.ownThreads) struct GameCountdownTerminalTests {
  let home = TemporaryHome.make()

  private func start(_ arguments: [String]) throws -> PseudoTerminal {
    try LearnerTerminal.start(home: home, arguments: arguments, now: nil)
  }

  @Test func add1TimeTicksAtThePromptAndTheMatchEndsWithoutEnter() throws {
    let terminal = try start(["play", "add1", "--seconds", "5", "--seed", "1", "--quiet"])
    var mark = try terminal.waitFor("add 1> ")
    let answered = Date()
    terminal.send("0000\r")  // a scored answer starts the countdown
    mark = try terminal.waitFor("add 1> ", after: mark)
    terminal.send("12")  // half an answer, never finished
    terminal.watch { $0.lastTimeShown(.game, after: mark) != nil }
    let first = try #require(terminal.lastTimeShown(.game, after: mark))
    // The countdown began after the answer was typed: no more of it is gone than since then
    // (the time shown is rounded up), however slowly a loaded machine ran the game.
    let gone = Date().timeIntervalSince(answered)
    terminal.watch { ($0.lastTimeShown(.game, after: mark) ?? first) < first }
    let second = try #require(terminal.lastTimeShown(.game, after: mark))
    expectTrue(first <= 5 && Double(first) >= 5 - gone, "\(first) s shown \(gone) s after the answer")
    expectTrue(second < first, "the time shown moved from \(first) s to \(second) s with no key pressed")
    mark = try terminal.waitFor("Time's up!", after: mark, seconds: 30)
    mark = try terminal.waitFor("Final score: -1", after: mark)
    mark = try terminal.waitFor("Time 00:05", after: mark)  // the new match, not started yet
    try terminal.waitFor("add 1> ", after: mark)
    terminal.send(":quit\r")
    try expectEqual(terminal.waitForExit(), 0)
  }

  @Test func anagramsPuzzleIsLostAtItsDeadlineWithoutEnter() throws {
    let games = home.appendingPathComponent("games", isDirectory: true)
    try FileManager.default.createDirectory(at: games, withIntermediateDirectories: true)
    try Data(
      #"{"levels": [{"title": "Quick", "pointsPerTile": 5, "timeToSolve": 4, "entries": ["swift"]}]}"#.utf8
    ).write(to: games.appendingPathComponent("anagrams.json"))
    let terminal = try start(["play", "anagrams", "--seed", "1", "--quiet"])
    var mark = try terminal.waitFor("4. Quick")
    mark = try terminal.waitFor("level> ", after: mark)
    terminal.send("4\r")
    mark = try terminal.waitFor("letters> ", after: mark)
    terminal.send("s")  // typed, never entered
    terminal.watch { $0.lastTimeShown(.game, after: mark) != nil }
    let first = try #require(terminal.lastTimeShown(.game, after: mark))
    terminal.watch { ($0.lastTimeShown(.game, after: mark) ?? first) < first }
    let second = try #require(terminal.lastTimeShown(.game, after: mark))
    expectTrue(second < first, "the time shown moved from \(first) s to \(second) s with no key pressed")
    mark = try terminal.waitFor("Time's up! The answer was SWIFT.", after: mark, seconds: 30)
    mark = try terminal.waitFor("level> ", after: mark)
    terminal.send("q\r")
    try terminal.waitFor("Match over: 0 points.", after: mark)
    try expectEqual(terminal.waitForExit(), 0)
  }

  /// Ctrl-L clears the screen; the status line and the prompt are drawn again on the top two
  /// rows, the status line keeps ticking there, and typing goes on in the prompt's row.
  @Test func ctrlLUnderACountdownKeepsTheStatusLineAboveThePrompt() throws {
    let terminal = try start(["play", "add1", "--seconds", "30", "--seed", "3", "--quiet"])
    var mark = try terminal.waitFor("add 1> ")
    terminal.send("0000\r")
    mark = try terminal.waitFor("add 1> ", after: mark)
    terminal.send("12")
    terminal.send("\u{0C}")
    mark = try terminal.waitFor("\u{1B}[H\u{1B}[2J", after: mark)
    terminal.watch {
      $0.screen.line(0).hasPrefix("Code ") && $0.screen.line(1) == "add 1> 12"
        && $0.lastTimeShown(.game, after: mark) != nil
    }
    let first = terminal.screen
    expectTrue(first.line(0).hasPrefix("Code "), "\(first.line(0))")
    expectEqual(first.line(1), "add 1> 12")
    let before = try #require(terminal.lastTimeShown(.game, after: mark))
    terminal.watch { ($0.lastTimeShown(.game, after: mark) ?? before) < before }
    let later = terminal.screen
    expectTrue(later.line(0).hasPrefix("Code "), "\(later.line(0))")
    expectTrue(later.line(0) != first.line(0), "the time moved in place")
    expectEqual(later.line(1), "add 1> 12")
    expectTrue(try #require(terminal.lastTimeShown(.game, after: mark)) < before)
    terminal.send("34")
    terminal.watch { $0.screen.line(1) == "add 1> 1234" }
    expectEqual(terminal.screen.line(1), "add 1> 1234")
    expectTrue(terminal.screen.line(2).isEmpty)
    terminal.send("\u{15}:quit\r")
    try expectEqual(terminal.waitForExit(), 0)
  }

  @Test func ctrlCUnderACountdownLeavesTheGame() throws {
    let terminal = try start(["play", "add1", "--seconds", "30", "--seed", "2", "--quiet"])
    var mark = try terminal.waitFor("add 1> ")
    terminal.send("0000\r")
    mark = try terminal.waitFor("add 1> ", after: mark)
    terminal.send("98")
    terminal.send("\u{03}", pause: 1.2)
    try terminal.waitFor("^C", after: mark)
    try expectEqual(terminal.waitForExit(), 0)
  }
}
