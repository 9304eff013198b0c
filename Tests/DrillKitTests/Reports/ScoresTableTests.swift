import DrillKitTesting
import Foundation
import Testing

@testable import DrillGames
@testable import DrillProgress
@testable import DrillReports
@testable import DrillSupport

@Suite struct ScoresTableTests {
  static let date = Date(timeIntervalSince1970: 1_800_000_000)

  @Test func aGameWithoutScoresSaysHowToPlayIt() {
    let text = ScoresTable(games: [(game: .bullseye, best: [])]).render(width: 80).plain
    expectEqual(text, "\(GameKind.bullseye.title)\n  no scores yet: play bullseye\n")
  }

  @Test func rowsAreRankedWithTheirOptionsAndSeed() {
    let best = [
      GameScore(
        game: "add1", score: 31, options: #"{"turbo":"true","seconds":"30"}"#, seed: 7, playedAt: Self.date),
      GameScore(game: "add1", score: 12, playedAt: Self.date),
    ]
    let lines = ScoresTable(games: [(game: .add1, best: best)]).render(width: 80).plain
      .split(separator: "\n").map(String.init)
    expectEqual(lines[0], GameKind.add1.title)
    expectTrue(lines[1].contains("Score") && !lines[1].contains("Guesses"))
    let first = lines.first { $0.contains("31") } ?? ""
    expectTrue(first.hasPrefix("1") || first.hasPrefix(" 1"))
    expectTrue(first.hasSuffix("seconds=30 turbo=true seed=7"))
    expectContains(first, "2027-01-15 08:00", "the one form of a moment, as `show` writes it")
    expectTrue(lines.contains { $0.contains("12") && $0.trimmingCharacters(in: .whitespaces).hasPrefix("2") })
  }

  @Test func guessCountsGuesses() {
    let best = [GameScore(game: "guess", score: 5, playedAt: Self.date)]
    let text = ScoresTable(games: [(game: .guess, best: best)]).render(width: 80).plain
    expectContains(text, "Guesses")
  }

  @Test func aResultBecomesAStoredScoreWithSortedOptions() {
    let result = GameResult(
      game: .add1, score: 40, options: ["turbo": "true", "seconds": "90"], seed: 3, date: Self.date)
    let score = GameScore(result: result)
    expectEqual(
      score,
      GameScore(
        game: "add1", score: 40, options: #"{"seconds":"90","turbo":"true"}"#, seed: 3, playedAt: Self.date)
    )
    expectEqual(score.optionsSummary, "seconds=90 turbo=true")
    expectEqual(GameScore(result: GameResult(game: .guess, score: 4, date: Self.date)).options, "{}")
  }

  @Test func optionsThatAreNotAnObjectOfStringsSummariseToNothing() {
    for options in ["", "not json", "[1]", #"{"level":2}"#] {
      expectEqual(GameScore(game: "x", score: 1, options: options, playedAt: Self.date).optionsSummary, "")
    }
  }
}
