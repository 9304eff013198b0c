import DrillKitTesting
import Foundation
import Testing

@testable import DrillGames
@testable import DrillPlay
@testable import DrillSupport

/// Leaving a game with `:quit` (or q) shows the score the match reached.
@Suite struct GameQuitScoreTests {
  let clock = WallClock.fixed(Date(timeIntervalSince1970: 1_768_467_600))

  @Test func add1ShowsTheScoreOfAMatchLeftEarly() {
    let console = ScriptedConsole(lines: ["abcd", ":quit"], interactive: false)
    let session = Add1Session(
      GameContext(
        console: console, clock: clock, options: GameOptions(seed: 3, quiet: true), onFinish: { _ in }))
    expectEqual(session.run(), .quit)
    expectContains(console.transcript, "Final score: -1 (not recorded", "\(console.transcript)")
  }

  @Test func add1SaysNothingWhenNoMatchStarted() {
    let console = ScriptedConsole(lines: [":quit"], interactive: false)
    let session = Add1Session(
      GameContext(
        console: console, clock: clock, options: GameOptions(seed: 3, quiet: true), onFinish: { _ in }))
    _ = session.run()
    expectNotContains(console.transcript, "Final score")
  }

  @Test func bullseyeShowsTheFinalScoreOnQuit() {
    let console = ScriptedConsole(lines: ["50", ":quit"], interactive: false)
    var recorded: [GameResult] = []
    let session = BullseyeSession(
      GameContext(
        console: console, clock: clock, options: GameOptions(seed: 1), onFinish: { recorded.append($0) }))
    expectEqual(session.run(), .quit)
    var shadow = SeededGenerator(seed: 1)
    let score = BullseyeEngine.points(difference: abs(50 - BullseyeEngine(using: &shadow).target))
    expectContains(
      console.transcript, "Final score: \(score) after 1 of 10 rounds (not recorded", "\(console.transcript)")
    expectTrue(recorded.isEmpty, "a game left before its last round is not recorded")
  }
}
