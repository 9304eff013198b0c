import DrillKitTesting
import Testing

@testable import DrillGames
@testable import DrillSupport

@Suite struct GuessEngineTests {
  @Test func secretIsDrawnFromZeroToNinetyNine() {
    var generator = SeededGenerator(seed: 11)
    let secrets = (0..<2000).map { _ in GuessEngine(using: &generator).secret }
    expectEqual(secrets.min(), 0)
    expectEqual(secrets.max(), 99)
  }

  @Test func newGameShowsTheFullRangeAndNoGuesses() {
    let engine = GuessEngine(secret: 42)
    expectEqual(engine.rangeText, "from 0 to 99")
    expectEqual(engine.guesses, 0)
  }

  @Test(arguments: ["", "abc", "4.5", "12x", "ten", "-", "99999999999999999999999x", "١٢"])
  func notANumberChangesNothing(input: String) {
    var generator = SeededGenerator(seed: 1)
    var engine = GuessEngine(secret: 42)
    let event = engine.guess(input, using: &generator)
    expectEqual(event, .notANumber)
    expectEqual(event.message, "Enter a number")
    expectEqual(engine, GuessEngine(secret: 42))
  }

  @Test func lowAndHighGuessesNarrowTheRangeAndCount() {
    var generator = SeededGenerator(seed: 1)
    var engine = GuessEngine(secret: 42)
    expectEqual(engine.guess("30", using: &generator), .tooLow)
    expectEqual(engine.guess("60", using: &generator), .tooHigh)
    expectEqual(engine.rangeText, "from 31 to 59")
    expectEqual(engine.guesses, 2)
    expectEqual(GuessEvent.tooLow.message, "Your last guess was too low")
    expectEqual(GuessEvent.tooHigh.message, "Your last guess was too high")
  }

  /// Session 44's tryout: "The number is from 38 to 38", then 41 was one more guess with no word
  /// that it was ruled out already. One number left is named once; a ruled-out guess is told.
  @Test func aGuessOutsideTheRangeShownIsToldRuledOutAndOneNumberLeftIsNamedOnce() {
    var generator = SeededGenerator(seed: 1)
    var engine = GuessEngine(secret: 38)
    expectEqual(engine.guess("37", using: &generator), .tooLow)
    expectTrue(!engine.lastWasRuledOut)
    expectEqual(engine.guess("39", using: &generator), .tooHigh)
    expectTrue(!engine.lastWasRuledOut)
    expectEqual(engine.rangeText, "38, the only one left")
    expectEqual(engine.guess("41", using: &generator), .tooHigh)
    expectTrue(engine.lastWasRuledOut)
    expectEqual(engine.guesses, 3)
    expectEqual(engine.guess("38", using: &generator), .won(guesses: 4))
    expectTrue(!engine.lastWasRuledOut)
  }

  @Test func boundsNeverWiden() {
    var generator = SeededGenerator(seed: 1)
    var engine = GuessEngine(secret: 42)
    _ = engine.guess("30", using: &generator)
    _ = engine.guess("10", using: &generator)
    _ = engine.guess("60", using: &generator)
    _ = engine.guess("90", using: &generator)
    expectEqual(engine.rangeText, "from 31 to 59")
    expectEqual(engine.guesses, 4)
  }

  /// The secret is one of 0…99: a number outside is refused and not counted (issue 28).
  /// Digits too many for an `Int` are a number still: outside the range, not "Enter a number".
  @Test(arguments: ["-5", "-1", "100", "250", "99999999999999999999999", "-99999999999999999999999"])
  func aGuessOutsideZeroToNinetyNineIsRefusedAndNotCounted(input: String) {
    var generator = SeededGenerator(seed: 1)
    var engine = GuessEngine(secret: 42)
    _ = engine.guess("30", using: &generator)
    let event = engine.guess(input, using: &generator)
    expectEqual(event, .outOfRange)
    expectEqual(event.message, "Guess a number from 0 to 99 (not counted)")
    expectEqual(engine.guesses, 1)
    expectEqual(engine.rangeText, "from 31 to 99")
  }

  /// A guess of 0 that is too low leaves 1 as the lowest number left, not 0.
  @Test func aLowGuessAtZeroMovesTheRangePastIt() {
    var generator = SeededGenerator(seed: 1)
    var engine = GuessEngine(secret: 42)
    _ = engine.guess("0", using: &generator)
    expectEqual(engine.rangeText, "from 1 to 99")
    _ = engine.guess("99", using: &generator)
    expectEqual(engine.rangeText, "from 1 to 98")
  }

  @Test(arguments: ["0", "99"])
  func theEndsOfTheRangeAreGuesses(input: String) {
    var generator = SeededGenerator(seed: 1)
    var engine = GuessEngine(secret: 42)
    expectTrue(engine.guess(input, using: &generator) != .outOfRange)
    expectEqual(engine.guesses, 1)
  }

  @Test func winCountsTheWinningGuessAndStartsANewGame() {
    var generator = SeededGenerator(seed: 1)
    var engine = GuessEngine(secret: 42)
    _ = engine.guess("50", using: &generator)
    _ = engine.guess("25", using: &generator)
    let event = engine.guess(" 42 ", using: &generator)
    expectEqual(event, .won(guesses: 3))
    expectEqual(event.message, "You won in 3 guesses!")
    expectEqual(engine.guesses, 0)
    expectEqual(engine.rangeText, "from 0 to 99")
  }

  @Test func firstTryWinIsOneGuess() {
    var generator = SeededGenerator(seed: 1)
    var engine = GuessEngine(secret: 7)
    expectEqual(engine.guess("7", using: &generator), .won(guesses: 1))
    expectEqual(GuessEvent.won(guesses: 1).message, "You won in 1 guess!")
  }
}
