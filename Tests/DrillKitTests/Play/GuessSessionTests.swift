import DrillKitTesting
import Foundation
import Testing

@testable import DrillGames
@testable import DrillPlay
@testable import DrillSupport

@Suite struct GuessSessionTests {
  /// Session 44's tryout: 41 guessed at "from 38 to 38" was one more guess with no word.
  @Test func aGuessRuledOutAlreadyIsToldSo() throws {
    var shadow = SeededGenerator(seed: 5)
    let secret = GuessEngine(using: &shadow).secret
    try #require(secret > 0 && secret < 99)
    let high = secret + 1
    let console = ScriptedConsole(lines: ["\(high)", "\(high)", "\(secret)"])
    _ = GuessSession(
      GameContext(console: console, clock: .fixed(Date()), options: GameOptions(seed: 5), onFinish: { _ in })
    )
    .run()
    let transcript = console.transcript
    expectContains(transcript, "guess> \(high)\nYour last guess was too high\n")
    expectContains(
      transcript, "guess> \(high)\nYour last guess was too high: \(high) was already ruled out\n")
    expectContains(transcript, "You won in 3 guesses!")
  }

  @Test func playsTwoGamesAndRecordsEachWin() {
    var shadow = SeededGenerator(seed: 5)
    let first = GuessEngine(using: &shadow).secret
    let second = GuessEngine(using: &shadow).secret
    let time = ManualTime()
    let console = TimedConsole(
      [
        (.line("abc"), 1), (.line("-1"), 1), (.line("100"), 1), (.line("\(first)"), 1),
        (.line("\(second)"), 2),
      ], time: time)
    let log = ResultLog()
    let exit = GuessSession(
      GameContext(console: console, clock: time.clock, options: GameOptions(seed: 5), onFinish: log.record)
    )
    .run()

    expectEqual(exit, .endOfInput)
    // -1 and 100 lie outside 0…99: refused, not counted (issue 28).
    expectEqual(log.results.map(\.score), [1, 1])
    expectTrue(log.results.allSatisfy { $0.game == .guess && $0.seed == 5 && $0.options.isEmpty })
    expectEqual(log.results.first?.date, Date(timeIntervalSince1970: 1_800_000_004))
    let transcript = console.transcript
    expectContains(transcript, "The number is from 0 to 99   Guesses: 0\nguess> abc\nEnter a number\n")
    expectTrue(
      transcript.contains(
        "guess> -1\nGuess a number from 0 to 99 (not counted)\nThe number is from 0 to 99   Guesses: 0"))
    expectTrue(
      transcript.contains(
        "guess> 100\nGuess a number from 0 to 99 (not counted)\nThe number is from 0 to 99   Guesses: 0")
    )
    expectNotContains(transcript, "You won in 3 guesses!")
    expectEqual(transcript.components(separatedBy: "You won in 1 guess!").count, 3)
  }

  @Test func narrowsTheRangeShown() {
    var shadow = SeededGenerator(seed: 12)
    let secret = GuessEngine(using: &shadow).secret
    let low = max(0, secret - 3)
    let script = (low == secret ? [] : ["\(low)"]) + ["\(secret + 2)", ":quit"]
    let console = ScriptedConsole(lines: script)
    let exit = GuessSession(
      GameContext(console: console, clock: .fixed(Date()), options: GameOptions(seed: 12), onFinish: { _ in })
    )
    .run()
    expectEqual(exit, .quit)
    expectContains(console.transcript, "from \(low == secret ? low : low + 1) to \(secret + 1)")
  }
}
