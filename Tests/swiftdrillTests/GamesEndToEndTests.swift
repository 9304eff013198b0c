import DrillKitTesting
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
    let play = try run(["play", "bullseye", "--seed", "5"], input: "50\n30\nq\n")
    expectEqual(play.status, 0)
    expectContains(play.stdout, "Round 3")
    let scores = try run(["scores", "bullseye"])
    expectContains(scores.stdout, "1  ")
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
    _ = try run(["play", "bullseye", "--seed", "5"], input: "50\nq\n")
    let stats = try run(["stats"])
    expectContains(stats.stdout, "Best game scores")
    expectContains(stats.stdout, "bullseye")
  }
}
