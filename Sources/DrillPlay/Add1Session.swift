import DrillGames
import DrillPresentation
import Foundation

/// Plays Add 1 on a console: shows the code and the time left, scores each answer and starts
/// a new match after time's up. Each finished match is handed to `onFinish` at once.
public struct Add1Session {
  let context: GameContext

  public init(_ context: GameContext) {
    self.context = context
  }

  /// Runs until `:quit`, Ctrl-C or the end of input.
  public func run() -> GameExit {
    var generator = context.generator()
    var engine = Add1Engine(seconds: context.options.seconds, turbo: context.options.turbo, using: &generator)
    writeIntro(engine)
    while true {
      let now = context.clock.now()
      if let event = engine.checkTime(at: now, using: &generator) {
        report(event, engine: engine, at: now)
      }
      context.console.writeLine(statusLine(engine, at: now))
      let countdown = engine.deadline().map { deadline in
        Countdown(deadline: deadline, clock: context.clock) { [engine] in statusLine(engine, at: $0) }
      }
      let line = GameLine.read(
        from: context.console, prompt: "add 1> ", countdown: countdown, trimming: false)
      guard case .text(let answer) = line else {
        // A match whose time ran out (at the prompt, or while the player was away) still counts.
        let leftAt =
          line == .timeUp
          ? max(context.clock.now(), countdown?.deadline ?? .distantPast) : context.clock.now()
        if let event = engine.checkTime(at: leftAt, using: &generator) {
          report(event, engine: engine, at: leftAt)
        }
        if case .leave(let exit) = line {
          // The end of input is said, as Guess says it (session 49's tryout: add1 stopped at
          // `add 1>` without a word).
          let ended = exit == .endOfInput ? "Input ended. " : ""
          if engine.isRunning {
            context.console.writeLine(
              ended
                + "Final score: \(engine.score) (not recorded: only matches played until time's up count)",
              style: .bold)
          } else if exit == .endOfInput {
            context.console.writeLine("Input ended: the game is over.", style: .bold)
          }
          return exit
        }
        continue
      }
      let answeredAt = context.clock.now()
      let event = engine.submit(answer, at: answeredAt, using: &generator)
      report(event, engine: engine, at: answeredAt)
    }
  }

  private func writeIntro(_ engine: Add1Engine) {
    context.console.writeLine("Add 1", style: .heading)
    context.console.writeLine(
      "Add 1 to every digit of the code; 9 becomes 0. So 1357 becomes 2468, and 0919 becomes 1020.")
    context.console.writeLine(
      "A right answer scores +1, a wrong one -1. The \(CountdownText.format(TimeInterval(engine.seconds))) "
        + "countdown starts with your first answer.")
    if engine.turbo {
      context.console.writeLine(
        "Turbo: time runs twice as fast while your score is above 10.", style: .warning)
    }
    context.console.writeLine(":quit leaves the game.", style: .muted)
  }

  /// The line above the prompt: the code, the score and the time left at `date`.
  private func statusLine(_ engine: Add1Engine, at date: Date) -> StyledText {
    var line = StyledText("Code ", style: .muted)
    line.append(engine.code, style: .bold)
    line.append(
      "   Score \(engine.score)   Time \(CountdownText.format(engine.timeLeft(at: date)))", style: .muted)
    return line
  }

  private func report(_ event: Add1Event, engine: Add1Engine, at date: Date) {
    switch event {
    case .notScored:
      context.console.writeLine(
        "Type all \(Add1Engine.codeLength) digits; that answer did not count.", style: .muted)
    case .right:
      context.console.writeLine("\u{2713} right", style: .success)
    case .wrong(let expected, _):
      context.effects.bell()
      context.console.writeLine("\u{2717} wrong, it was \(expected)", style: .failure)
    case .timeUp(let finalScore):
      context.effects.bell()
      context.console.writeLine("Time's up!", style: .warning)
      context.console.writeLine("Final score: \(finalScore)", style: .bold)
      context.onFinish(
        GameResult(
          game: .add1, score: finalScore, options: context.options.recorded(for: .add1),
          seed: context.options.seed,
          date: date))
      context.console.writeLine(
        "A new match is ready: score 0, time \(CountdownText.format(TimeInterval(engine.seconds))).",
        style: .muted)
    }
  }
}
