import DrillGames
import DrillKitTesting
import DrillSupport
import Foundation
import Testing

/// What the games say about records (issue 28): a new best is announced, a 0-point Anagrams
/// match stays out of the best ten, and `scores` and `show` write a moment the same way.
@Suite(.ownThreads) struct GameRecordsEndToEndTests {
  let home = TemporaryHome.make()
  let course = ["SWIFTDRILL_BUNDLED": BinaryRun.fixtures.appendingPathComponent("course").path]

  func run(_ arguments: [String], input: String = "") throws -> BinaryRun {
    try BinaryRun.run(arguments, input: input, home: home, environment: course)
  }

  @Test func aGuessWonInFewerGuessesIsANewBest() throws {
    var generator = SeededGenerator.seeded(3)
    let secret = GuessEngine(using: &generator).secret
    try #require(secret > 0, "the seed must not find the secret at the first guess")
    let slow = try run(
      ["play", "guess", "--seed", "3"], input: (0...secret).map { "\($0)\n" }.joined() + ":quit\n")
    expectContains(slow.stdout, "You won in \(secret + 1) guesses!", "\(slow.stdout)")
    expectNotContains(slow.stdout, "New best", "the first score beats nothing")
    expectContains(
      slow.stdout,
      "First score for Guess the Number: \(secret + 1) guesses. Beat it next time.", "\(slow.stdout)")
    // Out-of-range guesses are refused and not counted.
    let fast = try run(["play", "guess", "--seed", "3"], input: "-1\n100\n\(secret)\n:quit\n")
    expectContains(fast.stdout, "Guess a number from 0 to 99 (not counted)", "\(fast.stdout)")
    expectContains(fast.stdout, "You won in 1 guess!", "\(fast.stdout)")
    expectContains(
      fast.stdout, "New best for Guess the Number: 1 guess (the best was \(secret + 1) guesses).",
      "\(fast.stdout)")
    let again = try run(["play", "guess", "--seed", "3"], input: "\(secret)\n:quit\n")
    expectNotContains(again.stdout, "New best", "a tie is no new best")
    expectNotContains(again.stdout, "First score", "only the first ranked score is the first")
  }

  @Test func aZeroPointAnagramsMatchStaysOutOfTheBestTen() throws {
    let play = try run(["play", "anagrams", "--seed", "9", "--level", "1"], input: ":skip\nq\n")
    expectContains(play.stdout, "Match over: 0 points.", "\(play.stdout)")
    expectNotContains(play.stdout, "First score", "a 0-point match is no record")
    let scores = try run(["scores", "anagrams"])
    expectContains(scores.stdout, "no scores yet", "\(scores.stdout)")
  }

  @Test func scoresAndShowWriteAMomentTheSameWay() throws {
    _ = try run(["play", "bullseye", "--seed", "5", "--rounds", "1"], input: "50\nq\n")
    _ = try run(["quiz", "--id", "basics/constant-keyword"], input: "a\n")
    let scores = try run(["scores", "bullseye"])
    let show = try run(["show", "basics/constant-keyword"])
    expectContains(scores.stdout, "2026-01-15 09:00", "\(scores.stdout)")
    expectContains(show.stdout, "2026-01-15 09:00", "\(show.stdout)")
    expectNotContains(scores.stdout, "2026-01-15T", "\(scores.stdout)")
  }
}
