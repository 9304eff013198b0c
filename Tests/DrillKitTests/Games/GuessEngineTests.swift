import Testing

@testable import DrillGames
@testable import DrillSupport

@Suite struct GuessEngineTests {
  @Test func secretIsDrawnFromZeroToNinetyNine() {
    var generator = SeededGenerator(seed: 11)
    let secrets = (0..<2000).map { _ in GuessEngine(using: &generator).secret }
    #expect(secrets.min() == 0)
    #expect(secrets.max() == 99)
  }

  @Test func newGameShowsTheFullRangeAndNoGuesses() {
    let engine = GuessEngine(secret: 42)
    #expect(engine.rangeText == "between 0 and 100")
    #expect(engine.guesses == 0)
  }

  @Test(arguments: ["", "abc", "4.5", "12x", "ten"])
  func notANumberChangesNothing(input: String) {
    var generator = SeededGenerator(seed: 1)
    var engine = GuessEngine(secret: 42)
    let event = engine.guess(input, using: &generator)
    #expect(event == .notANumber)
    #expect(event.message == "Enter a number")
    #expect(engine == GuessEngine(secret: 42))
  }

  @Test func lowAndHighGuessesNarrowTheRangeAndCount() {
    var generator = SeededGenerator(seed: 1)
    var engine = GuessEngine(secret: 42)
    #expect(engine.guess("30", using: &generator) == .tooLow)
    #expect(engine.guess("60", using: &generator) == .tooHigh)
    #expect(engine.rangeText == "between 30 and 60")
    #expect(engine.guesses == 2)
    #expect(GuessEvent.tooLow.message == "Your last guess was too low")
    #expect(GuessEvent.tooHigh.message == "Your last guess was too high")
  }

  @Test func boundsNeverWiden() {
    var generator = SeededGenerator(seed: 1)
    var engine = GuessEngine(secret: 42)
    _ = engine.guess("30", using: &generator)
    _ = engine.guess("10", using: &generator)
    _ = engine.guess("60", using: &generator)
    _ = engine.guess("90", using: &generator)
    #expect(engine.rangeText == "between 30 and 60")
    #expect(engine.guesses == 4)
  }

  /// The secret is one of 0…99: a number outside is refused and not counted (issue 28).
  @Test(arguments: ["-5", "-1", "100", "250"])
  func aGuessOutsideZeroToNinetyNineIsRefusedAndNotCounted(input: String) {
    var generator = SeededGenerator(seed: 1)
    var engine = GuessEngine(secret: 42)
    _ = engine.guess("30", using: &generator)
    let event = engine.guess(input, using: &generator)
    #expect(event == .outOfRange)
    #expect(event.message == "Guess a number from 0 to 99 (not counted)")
    #expect(engine.guesses == 1)
    #expect(engine.rangeText == "between 30 and 100")
  }

  @Test(arguments: ["0", "99"])
  func theEndsOfTheRangeAreGuesses(input: String) {
    var generator = SeededGenerator(seed: 1)
    var engine = GuessEngine(secret: 42)
    #expect(engine.guess(input, using: &generator) != .outOfRange)
    #expect(engine.guesses == 1)
  }

  @Test func winCountsTheWinningGuessAndStartsANewGame() {
    var generator = SeededGenerator(seed: 1)
    var engine = GuessEngine(secret: 42)
    _ = engine.guess("50", using: &generator)
    _ = engine.guess("25", using: &generator)
    let event = engine.guess(" 42 ", using: &generator)
    #expect(event == .won(guesses: 3))
    #expect(event.message == "You won in 3 guesses!")
    #expect(engine.guesses == 0)
    #expect(engine.rangeText == "between 0 and 100")
  }

  @Test func firstTryWinIsOneGuess() {
    var generator = SeededGenerator(seed: 1)
    var engine = GuessEngine(secret: 7)
    #expect(engine.guess("7", using: &generator) == .won(guesses: 1))
    #expect(GuessEvent.won(guesses: 1).message == "You won in 1 guess!")
  }
}
