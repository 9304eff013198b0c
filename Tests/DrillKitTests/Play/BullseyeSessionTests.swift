import DrillKitTesting
import Foundation
import Testing

@testable import DrillGames
@testable import DrillPlay
@testable import DrillPresentation
@testable import DrillSupport

@Suite struct BullseyeSessionTests {
  @Test func typedValuesPlayAGameOfItsRoundsAndItIsRecorded() {
    var shadow = SeededGenerator(seed: 3)
    var engine = BullseyeEngine(using: &shadow)
    let first = engine.target
    engine.setSlider(first)
    _ = engine.hit(using: &shadow)
    let second = engine.target
    let off = second == 100 ? 90 : min(100, second + 10)
    let console = ScriptedConsole(lines: ["i", "abc", "\(first)", "\(off)", "s", "q"])
    let log = ResultLog()
    let date = Date(timeIntervalSince1970: 1_234)
    let exit = BullseyeSession(
      GameContext(
        console: console, clock: .fixed(date), options: GameOptions(seed: 3, rounds: 2), onFinish: log.record)
    ).run()

    let secondPoints = BullseyeEngine.points(difference: abs(off - second))
    expectEqual(exit, .quit)
    expectEqual(
      log.results,
      [GameResult(game: .bullseye, score: 200 + secondPoints, options: ["rounds": "2"], seed: 3, date: date)])
    let transcript = console.transcript
    expectContains(transcript, "Target \(first)   Score 0   Round 1 of 2")
    // The review (finding 14): `i` in a 2-round game said "A game is 10 rounds".
    expectContains(console.flowingTranscript, BullseyeEngine.aboutText(rounds: 2))
    expectContains(console.flowingTranscript, "This game is 2 rounds (the default is 10;")
    expectNotContains(console.flowingTranscript, "A game is 10 rounds")
    expectTrue(transcript.split(separator: "\n").allSatisfy { $0.displayWidth <= 80 })
    expectContains(transcript, "Type a whole number from 1 to 100")
    expectContains(transcript, "Bullseye! The slider was at \(first), the target \(first): 200 points.")
    expectContains(transcript, "Target \(second)   Score 200   Round 2 of 2")
    expectContains(transcript, "Game over: \(200 + secondPoints) points in 2 rounds.\nNew game!")
    // `s` with no round of the new game played has nothing to say.
    expectTrue(transcript.hasSuffix("Score 0   Round 1 of 2\nslider> q\n"))
    expectNotContains(transcript, "Started over")
  }

  /// Session 46's tryout (finding 1): with no last round, 40 careless Enters outscored a careful
  /// game. A game is `rounds` long; left before its last round (start over, quit) it is not
  /// recorded, as an unfinished Add 1 or Guess game is not.
  @Test func aGameLeftBeforeItsLastRoundIsNotRecorded() {
    let console = ScriptedConsole(lines: ["50", "s", "50", "50", "q"])
    let log = ResultLog()
    let exit = BullseyeSession(
      GameContext(
        console: console, clock: .fixed(Date()), options: GameOptions(seed: 4, rounds: 3),
        onFinish: log.record)
    ).run()
    expectEqual(exit, .quit)
    expectTrue(log.results.isEmpty, "\(log.results)")
    let transcript = console.flowingTranscript
    expectContains(
      transcript,
      "Started over after 1 of 3 rounds (not recorded: only a game played to its last round counts).")
    expectContains(transcript, "New game!")
    expectContains(
      transcript, " after 2 of 3 rounds (not recorded: only a game played to its last round counts).")
    expectContains(transcript, "Final score: ")
  }

  /// Session 44's tryout: the record's line ("First score for Bullseye …") came before "Game over".
  @Test func gameOverIsSaidBeforeTheRecordLine() {
    let console = ScriptedConsole(lines: ["50", "q"])
    let exit = BullseyeSession(
      GameContext(
        console: console, clock: .fixed(Date()), options: GameOptions(seed: 2, rounds: 1),
        onFinish: { console.writeLine("First score for Bullseye: \($0.score) points.") })
    ).run()
    expectEqual(exit, .quit)
    let transcript = console.transcript
    let over = transcript.range(of: "Game over: ")
    let record = transcript.range(of: "First score for Bullseye")
    let newGame = transcript.range(of: "New game!")
    expectTrue(over != nil && record != nil && newGame != nil, "\(transcript)")
    if let over, let record, let newGame {
      expectTrue(
        over.lowerBound < record.lowerBound && record.lowerBound < newGame.lowerBound, "\(transcript)")
    }
  }

  /// Session 44's tryout: after the window went from 100 to 60 columns, the first half of the old
  /// (now wrapped) slider stayed on screen. A new width clears the screen and draws the round again.
  @Test func aNarrowerWindowDrawsTheRoundAfreshAtItsWidth() {
    let console = ScriptedConsole(lines: [], keys: [.right, .right, .character("q")], width: 100)
    console.beforeEachKey = { read in if read == 1 { console.width = 60 } }
    _ = BullseyeSession(
      GameContext(console: console, clock: .fixed(Date()), options: GameOptions(seed: 2), onFinish: { _ in })
    ).run()
    let transcript = console.transcript
    let cleared = transcript.range(of: "\u{1B}[2J\u{1B}[H")
    expectTrue(cleared != nil, "\(transcript.debugDescription)")
    guard let cleared else { return }
    let after = transcript[cleared.upperBound...]
    expectTrue(after.hasPrefix("Target "), "\(after.debugDescription)")
    // Every bar drawn after the resize fits 60 columns; the one before it was 100 wide.
    let bars = after.components(separatedBy: "\r\u{1B}[2K").dropFirst().map { $0.prefix { $0 != "\r" } }
    expectTrue(!bars.isEmpty && bars.allSatisfy { $0.count <= 60 }, "\(bars)")
    expectEqual(transcript.components(separatedBy: "\u{1B}[2J").count, 2, "cleared once")
  }

  /// Session 46's tryout: the first key after a resize did its job, but the redraw for the new
  /// width then cleared what it printed (Enter's verdict, `i`'s rules). The redraw comes first now.
  @Test(arguments: [Key.enter, Key.character("i")])
  func whatTheFirstKeyAfterAResizePrintsStaysOnScreen(key: Key) {
    let console = ScriptedConsole(lines: [], keys: [key, .character("q")], width: 100)
    console.beforeEachKey = { read in if read == 0 { console.width = 60 } }
    _ = BullseyeSession(
      GameContext(console: console, clock: .fixed(Date()), options: GameOptions(seed: 2), onFinish: { _ in })
    ).run()
    let transcript = console.transcript
    let cleared = transcript.range(of: "\u{1B}[2J\u{1B}[H", options: .backwards)
    expectTrue(cleared != nil, "\(transcript.debugDescription)")
    guard let cleared else { return }
    let printed = key == .enter ? "The slider was at 50" : "Bullseye: every round"
    expectContains(String(transcript[cleared.upperBound...]), printed)
    expectEqual(transcript.components(separatedBy: "\u{1B}[2J").count, 2, "cleared once")
  }

  @Test func arrowKeysMoveTheSliderAndEnterHits() {
    var shadow = SeededGenerator(seed: 6)
    let target = BullseyeEngine(using: &shadow).target
    let keys: [Key] = [
      .right, .right, .right, .pageUp, .shiftLeft, .left, .up, .down, .enter, .character("q"),
    ]
    let console = ScriptedConsole(lines: [], keys: keys)
    let log = ResultLog()
    let exit = BullseyeSession(
      GameContext(
        console: console, clock: .fixed(Date()), options: GameOptions(seed: 6, rounds: 1),
        onFinish: log.record)
    ).run()

    let points = BullseyeEngine.points(difference: abs(52 - target))
    expectEqual(exit, .quit)
    expectEqual(log.results.map(\.score), [points])
    let transcript = console.transcript
    expectContains(transcript, "The slider was at 52, the target \(target): \(points) points.")
    expectContains(transcript, "\r\u{1B}[2K1 [")
    expectContains(transcript, "Target \(target)   Score 0   Round 1 of 1\r\n")
    expectContains(transcript, "Game over: \(points) points in 1 round.\r\n")
  }

  @Test func keysForInfoAndInterrupt() {
    let console = ScriptedConsole(lines: [], keys: [.character("i"), .interrupt])
    let log = ResultLog()
    let exit = BullseyeSession(GameContext(console: console, clock: .fixed(Date()), onFinish: log.record))
      .run()
    expectEqual(exit, .interrupt)
    expectContains(console.transcript, "Bullseye: every round")
    expectTrue(log.results.isEmpty)
  }

  @Test(arguments: [1, 37, 50, 99, 100])
  func barShowsNoNumberButMovesWithTheSlider(slider: Int) throws {
    let bar = BullseyeSession.bar(slider: slider, width: 80).plain
    expectTrue(bar.hasPrefix("1 ["))
    expectTrue(bar.hasSuffix("] 100"))
    let inside = bar.dropFirst(3).dropLast(5)
    expectTrue(inside.allSatisfy { "\u{2501}\u{25CF}\u{2500}".contains($0) })
    expectEqual(inside.filter { $0 == "\u{25CF}" }.count, 1)
  }

  @Test func barKnobPositionFollowsTheSlider() {
    func knob(_ slider: Int) -> Int {
      let bar = BullseyeSession.bar(slider: slider, width: 80).plain
      return bar.distance(from: bar.startIndex, to: bar.firstIndex(of: "\u{25CF}") ?? bar.startIndex)
    }
    expectTrue(knob(1) < knob(50))
    expectTrue(knob(50) < knob(100))
    expectEqual(knob(1), 3)
  }
}
