import DrillKitTesting
import DrillProgress
import Foundation
import Testing

/// A scripted match of each game through the built binary, then `scores`.
@Suite(.ownThreads) struct GamesEndToEndTests {
  let home = TemporaryHome.make()
  let course = ["SWIFTDRILL_BUNDLED": BinaryRun.fixtures.appendingPathComponent("course").path]

  func run(_ arguments: [String], input: String = "") throws -> BinaryRun {
    try BinaryRun.run(arguments, input: input, home: home, environment: course)
  }

  @Test func gamesListsAllFour() throws {
    let games = try run(["games"])
    for name in ["add1", "guess", "anagrams", "bullseye"] {
      expectContains(games.stdout, name)
    }
  }

  @Test func guessIsWonAndItsCountRecorded() throws {
    let guesses = (0...99).map(String.init).joined(separator: "\n") + "\nseven\n:quit\n"
    let play = try run(["play", "guess", "--seed", "3"], input: guesses)
    expectEqual(play.status, 0)
    expectContains(play.stdout, "Your last guess was too low")
    expectContains(play.stdout, "You won in")
    expectContains(play.stdout, "Enter a number")
    let scores = try run(["scores", "guess"])
    expectContains(scores.stdout, "Guesses")
    expectContains(scores.stdout, "seed=3")
  }

  @Test func bullseyeTakesTypedNumbersWithoutATerminal() throws {
    let play = try run(["play", "bullseye", "--seed", "5", "--rounds", "2"], input: "50\n30\nq\n")
    expectEqual(play.status, 0)
    expectContains(play.stdout, "Round 2 of 2")
    expectContains(play.stdout, "Game over: ")
    expectContains(play.flowingStdout, "First score for Bullseye games of 2 rounds: ")
    let scores = try run(["scores", "bullseye"])
    expectContains(scores.stdout, "Bullseye, games of 2 rounds")
    expectContains(scores.stdout, "1  ")
  }

  /// Session 47's review (14): the record's line said "Bullseye (rounds=1)", a raw option.
  @Test func aOneRoundGamesRecordIsSaidInWords() throws {
    let play = try run(["play", "bullseye", "--seed", "5", "--rounds", "1"], input: "50\nq\n")
    expectContains(play.flowingStdout, "First score for Bullseye games of 1 round: ")
    expectNotContains(play.stdout, "rounds=")
  }

  /// Session 46's tryout (finding 1): Bullseye had no last round, so 40 careless Enters "beat" a
  /// careful 10-round game. A game is 10 rounds; only one played to its end is recorded and ranked
  /// against games of its length; a total recorded before games had a last round is listed apart.
  @Test func bullseyeRanksWholeGamesOfOneLengthAndKeepsOlderTotalsApart() throws {
    let store = try ProgressStore(url: home.appendingPathComponent("progress.sqlite"))
    try store.games.addGameScore(
      GameScore(game: "bullseye", score: 3_000, playedAt: Date(timeIntervalSince1970: 1_700_000_000)))
    let game = try run(
      ["play", "bullseye", "--seed", "5"], input: String(repeating: "50\n", count: 10) + "q\n")
    expectContains(game.stdout, "Round 10 of 10")
    expectContains(game.stdout, " points in 10 rounds.")
    // The default length needs no saying (session 47's review, 14: "Bullseye (rounds=10)").
    expectContains(game.stdout, "First score for Bullseye: ")
    let long = try run(
      ["play", "bullseye", "--seed", "5"], input: String(repeating: "50\n", count: 15) + "q\n")
    expectContains(
      long.flowingStdout, "after 5 of 10 rounds (not recorded: only a game played to its last round counts).")
    let scores = try run(["scores", "bullseye"]).stdout
    let lines = scores.split(separator: "\n").map(String.init)
    let whole = try #require(lines.firstIndex(of: "Bullseye, games of 10 rounds"), "\(scores)")
    let older = try #require(lines.firstIndex { $0.hasPrefix("Bullseye, older games") }, "\(scores)")
    expectTrue(whole < older, "\(scores)")
    // The two whole games (the same seed: the same score), not the 3,000-point running total.
    let ranked = lines[whole..<older].filter { $0.contains("rounds=10 seed=5") }
    expectEqual(ranked.count, 2, "\(scores)")
    expectTrue(lines[older...].contains { $0.contains("3000") }, "\(scores)")
    expectTrue(!lines[whole..<older].contains { $0.contains("3000") }, "\(scores)")
    let stats = try run(["stats"]).stdout
    expectTrue(
      stats.split(separator: "\n").contains { $0.contains("bullseye") && !$0.contains("3000") }, "\(stats)")
  }

  @Test func anagramsIsSolvedWithHintsAndScored() throws {
    let play = try run(
      ["play", "anagrams", "--seed", "9", "--level", "1"], input: String(repeating: "?\n", count: 30) + "q\n")
    expectEqual(play.status, 0)
    expectTrue(
      play.stdout.contains("Easy-peasy") || play.stdout.contains("Solved") || play.stdout.contains("solved"))
    // Hints cost points: a match of hints only is recorded, below one point, out of the best ten.
    expectContains(play.stdout, "Match over: -", "\(play.stdout)")
    let export = try run(["export", "--json", "-"])
    expectContains(export.stdout, "\"anagrams\"", "\(export.stdout)")
    let scores = try run(["scores", "anagrams"])
    expectContains(scores.stdout, "no scores yet", "\(scores.stdout)")
  }

  @Test func addOneTakesAnswersAndLeaves() throws {
    let play = try run(["play", "add1", "--seed", "1"], input: "12\nabcd\n:quit\n")
    expectEqual(play.status, 0)
    expectContains(play.stdout, "Type all 4 digits")
    expectContains(play.stdout, "✗")
  }

  @Test func badGameInputIsAUsageError() throws {
    let unknown = try run(["play", "chess"])
    expectEqual(unknown.status, 2)
    let wrongOption = try run(["play", "guess", "--turbo"])
    expectTrue(wrongOption.status != 0)
    expectTrue(!wrongOption.stderr.isEmpty)
  }

  @Test func statsShowTheBestScores() throws {
    _ = try run(["play", "bullseye", "--seed", "5"], input: String(repeating: "50\n", count: 10) + "q\n")
    let stats = try run(["stats"])
    expectContains(stats.stdout, "Best game scores")
    expectContains(stats.stdout, "bullseye")
  }
}
