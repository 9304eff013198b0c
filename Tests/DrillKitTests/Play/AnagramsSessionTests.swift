import DrillKitTesting
import Foundation
import Testing

@testable import DrillGames
@testable import DrillPlay
@testable import DrillPresentation

@Suite struct AnagramsSessionTests {
  func session(_ console: any Console, _ time: ManualTime, options: GameOptions, log: ResultLog)
    -> AnagramsSession
  {
    AnagramsSession(
      GameContext(
        console: console, clock: time.clock, options: options, pause: { _ in }, onFinish: log.record),
      levels: GameFixtures.levels)
  }

  @Test func playsPuzzlesFromTheMenuAndRecordsTheMatch() {
    let time = ManualTime()
    let console = TimedConsole(
      [
        (.line("7"), 1), (.line("1"), 1), (.line("ltx"), 2), (.line("?"), 1), (.line("T"), 1),
        (.line("2"), 1), (.line("lazy"), 61), (.line("q"), 1),
      ], time: time)
    let log = ResultLog()
    let exit = session(console, time, options: GameOptions(seed: 9), log: log).run()

    expectEqual(exit, .quit)
    expectEqual(
      log.results,
      [
        GameResult(game: .anagrams, score: 10, seed: 9, date: Date(timeIntervalSince1970: 1_800_000_069))
      ])
    let transcript = console.transcript
    expectContains(transcript, "  1. Tiny  (10 points a letter, 30 s)\n  2. Spaced")
    expectContains(transcript, "Choose a level from 1 to 2, or q to quit.")
    expectContains(transcript, "Answer   _ _ _\nPoints 0   Time 00:30")
    // A tile that is not the next costs; a letter on no tile does not (session 50's tryout, finding 3).
    expectContains(transcript, "\u{2713}L +10  \u{2717}T -5  no X tile, no cost")
    expectContains(transcript, "hint E -5")
    expectContains(transcript, "Answer   L E _\nPoints 0   Time 00:27")
    expectContains(transcript, "Solved: LET! You have 10 points.")
    expectContains(transcript, "Answer   _ _ _ _   _ _ _")
    expectContains(transcript, "Time's up! The answer was LAZY VAR.")
    expectContains(transcript, "Match over: 10 points.")
  }

  @Test func levelOptionSkipsTheMenuAndGiveUpShowsTheAnswer() {
    let time = ManualTime()
    let console = TimedConsole([(.line(":skip"), 1), (.line(":quit"), 1)], time: time)
    let log = ResultLog()
    let exit = session(console, time, options: GameOptions(seed: 2, level: 2), log: log).run()
    expectEqual(exit, .quit)
    expectTrue(!console.transcript.hasPrefix("Choose a level"))
    expectContains(console.transcript, "The answer was LAZY VAR.")
    expectEqual(log.results.map(\.score), [0])
    // The level skips the first menu only: the match records no level (session 53, finding 5).
    expectEqual(log.results.first?.options, [:])
  }

  @Test func leavingBeforeAnyPuzzleRecordsNothing() {
    let time = ManualTime()
    let console = TimedConsole([(.interrupt, 0)], time: time)
    let log = ResultLog()
    expectEqual(session(console, time, options: GameOptions(), log: log).run(), .interrupt)
    expectTrue(log.results.isEmpty)
  }

  @Test(arguments: [(false, true), (true, false)])
  func celebratesOnATerminalUnlessQuiet(quiet: Bool, celebrates: Bool) {
    let time = ManualTime()
    let console = TimedConsole([(.line("1"), 0), (.line("let"), 1)], time: time, interactive: true)
    _ = session(console, time, options: GameOptions(seed: 1, quiet: quiet), log: ResultLog()).run()
    expectEqual(console.transcript.contains("\u{2605}"), celebrates)
  }

  @Test func menuShowsTheBundledLevelTitles() throws {
    let levels = try AnagramsData.load(bundledFile: GameFixtures.bundledAnagrams, userDirectory: nil).levels
    let console = ScriptedConsole(lines: ["q"])
    let exit = AnagramsSession(
      GameContext(console: console, clock: .fixed(Date()), onFinish: { _ in }), levels: levels
    )
    .run()
    expectEqual(exit, .quit)
    for title in ["1. Easy-peasy", "2. Challenge accepted", "3. I'm totally hard-core"] {
      expectContains(console.transcript, title)
    }
  }

  @Test func onATerminalAPuzzleIsLostAtTheDeadlineWithoutEnter() {
    let time = ManualTime()
    // "l" after 5 seconds, then nothing for 40: the 30-second puzzle ends at second 30.
    let console = TimedConsole(
      [(.line("l"), 5), (.line("e"), 40), (.line("q"), 1)], time: time, endsAtDeadline: true)
    let log = ResultLog()
    let exit = session(console, time, options: GameOptions(seed: 9, level: 1), log: log).run()

    expectEqual(exit, .quit)
    expectEqual(
      console.statuses, ["Points 0   Time 00:30", "Points 10   Time 00:25", "Points 10   Time 00:00"])
    expectContains(console.transcript, "Time's up! The answer was LET.")
    expectNotContains(console.transcript, "\u{2713}E")
    expectEqual(log.results.map(\.score), [10])
    expectEqual(log.results.map(\.date), [Date(timeIntervalSince1970: 1_800_000_031)])
  }

}
