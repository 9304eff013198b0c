import Foundation

/// Plays Guess the Number on a console. Each win is handed to `onFinish` (the score is the
/// number of guesses) and a new game starts.
public struct GuessSession {
  let console: any Console
  let clock: Clock
  let options: GameOptions
  let onFinish: (GameResult) -> Void

  public init(
    console: any Console, clock: Clock, options: GameOptions = GameOptions(),
    onFinish: @escaping (GameResult) -> Void
  ) {
    self.console = console
    self.clock = clock
    self.options = options
    self.onFinish = onFinish
  }

  /// Runs until `:quit`, Ctrl-C or the end of input.
  public func run() -> GameExit {
    var generator = SeededGenerator.seeded(options.seed)
    var engine = GuessEngine(using: &generator)
    console.writeLine("Guess the Number", style: .heading)
    console.writeLine("I have picked a whole number from 0 to 99. Find it in as few guesses as you can.")
    console.writeLine(":quit leaves the game.", style: .muted)
    while true {
      console.writeLine(
        StyledText("The number is \(engine.rangeText)", style: .plain)
          + StyledText("   Guesses: \(engine.guesses)", style: .muted))
      let line = GameLine.read(from: console, prompt: "guess> ")
      guard case .text(let text) = line else {
        if case .leave(let exit) = line { return exit }
        continue
      }
      let event = engine.guess(text, using: &generator)
      switch event {
      case .notANumber:
        console.writeLine(event.message, style: .warning)
      case .tooLow, .tooHigh:
        console.writeLine(event.message)
      case .won(let guesses):
        console.writeLine(event.message, style: .success)
        onFinish(GameResult(game: .guess, score: guesses, seed: options.seed, date: clock.now()))
        console.writeLine("New game: I have picked another number.", style: .muted)
      }
    }
  }
}
