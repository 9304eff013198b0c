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
    let score = recorded.first?.score ?? -1
    expectContains(console.transcript, "Final score: \(score) in 1 round", "\(console.transcript)")
  }
}
