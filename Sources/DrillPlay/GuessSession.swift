import DrillGames
import DrillPresentation
import Foundation

/// Plays Guess the Number on a console. Each win is handed to `onFinish` (the score is the
/// number of guesses) and a new game starts.
public struct GuessSession {
  let context: GameContext

  public init(_ context: GameContext) {
    self.context = context
  }

  /// Runs until `:quit`, Ctrl-C or the end of input.
  public func run() -> GameExit {
    var generator = context.generator()
    var engine = GuessEngine(using: &generator)
    context.console.writeLine("Guess the Number", style: .heading)
    context.console.writeLine(
      "I have picked a whole number from 0 to 99. Find it in as few guesses as you can.")
    context.console.writeLine(":quit leaves the game.", style: .muted)
    while true {
      context.console.writeWrapped(
        StyledText("The number is \(engine.rangeText)", style: .plain)
          + StyledText("   Guesses: \(engine.guesses)", style: .muted))
      let line = GameLine.read(from: context.console, prompt: "guess> ")
      guard case .text(let text) = line else {
        if case .leave(let exit) = line {
          // Said as the other games end theirs ("Match over", "Final score"): a game that stops
          // at `guess>` with no word looked hung (session 43's tryout, piped).
          let why = exit == .endOfInput ? "Input ended" : "Game over"
          let guesses = engine.guesses
          context.console.writeLine(
            "\(why): the number was \(engine.secret)"
              + (guesses > 0 ? " (not recorded: only a game won counts)." : "."),
            style: .bold)
          return exit
        }
        continue
      }
      let event = engine.guess(text, using: &generator)
      switch event {
      case .notANumber, .outOfRange:
        context.console.writeLine(event.message, style: .warning)
      case .tooLow, .tooHigh:
        context.console.writeLine(
          event.message
            + (engine.lastWasRuledOut
              ? ": \(text.trimmingCharacters(in: .whitespaces)) was already ruled out" : ""))
      case .won(let guesses):
        context.console.writeLine(event.message, style: .success)
        context.onFinish(
          GameResult(game: .guess, score: guesses, seed: context.options.seed, date: context.clock.now()))
        context.console.writeLine("New game: I have picked another number.", style: .muted)
      }
    }
  }
}
