import DrillGames
import DrillPresentation
import DrillSupport
import Foundation

/// Plays Bullseye on a console. On a terminal the slider is a bar moved with the arrow keys;
/// otherwise the player types the slider's value. A game is `options.rounds` rounds; when its
/// last round is played its score is handed to `onFinish` and a new game starts. A game left
/// earlier (start over, quit) is not recorded, as Add 1's and Guess's unfinished ones are not.
public struct BullseyeSession {
  let context: GameContext

  public init(_ context: GameContext) {
    self.context = context
  }

  /// Runs until the player quits, presses Ctrl-C or the input ends.
  public func run() -> GameExit {
    var generator = context.generator()
    var engine = BullseyeEngine(using: &generator, rounds: context.options.rounds)
    context.console.writeLine("Bullseye", style: .heading)
    if context.console.supportsRawKeys {
      context.console.writeLine(
        "\u{2190}/\u{2192} move the slider, PgUp/PgDn or Shift+\u{2190}/\u{2192} by ten, Enter: Hit me!, "
          + "s: start over, i: info, q: quit", style: .muted)
      let exit = context.console.withRawMode { playWithKeys(&engine, &generator) }
      context.console.writeLine()
      return finish(engine, exit)
    }
    context.console.writeLine(
      "Type where the slider goes (1 to 100) to hit. s: start over, i: info, q: quit.", style: .muted)
    // Play first: `finish(engine, playWithLines(&engine, …))` would pass the engine as it was before.
    let exit = playWithLines(&engine, &generator)
    return finish(engine, exit)
  }

  // MARK: Raw keys

  private func playWithKeys(_ engine: inout BullseyeEngine, _ generator: inout SeededGenerator) -> GameExit {
    // Raw mode may turn off output processing: every newline is written as CR LF.
    func line(_ text: StyledText = "") {
      for row in text.fitted(toWidth: context.console.width) {
        context.console.write(row + .control("\r\n"))
      }
    }
    func header() { line(roundHeader(engine)) }
    // The width the slider was last drawn at: a window made narrower wraps the old bar over two
    // rows, and "\r ESC[2K" cleared only the last one (session 44's tryout, tmux at 100 then 60
    // columns). A new width clears the screen and draws the round's header and the bar afresh.
    var drawnWidth = context.console.width
    func redraw() {
      let width = context.console.width
      if width != drawnWidth {
        drawnWidth = width
        context.console.write(.control("\u{1B}[2J\u{1B}[H"))
        header()
      }
      context.console.write(.control("\r\u{1B}[2K") + Self.bar(slider: engine.slider, width: width))
    }
    line()
    header()
    redraw()
    while true {
      let key = context.console.readKey(timeoutMilliseconds: nil)
      // A window resized while the player thought: draw the round afresh at the new width
      // first, so what the key prints (a round's verdict, the rules) is not cleared by that
      // redraw (session 46's tryout: the first Enter after a resize showed no verdict).
      if context.console.width != drawnWidth { redraw() }
      switch key {
      case .left?, .down?: engine.moveSlider(by: -1)
      case .right?, .up?: engine.moveSlider(by: 1)
      case .pageDown?, .shiftLeft?: engine.moveSlider(by: -10)
      case .pageUp?, .shiftRight?: engine.moveSlider(by: 10)
      case .enter?:
        line()
        line(describe(engine.hit(using: &generator)))
        endIfLastRound(&engine, &generator) { line($0) }
        header()
      case .character(let key)?:
        switch key.lowercased() {
        case "s":
          line()
          startOver(&engine, &generator) { line($0) }
          header()
        case "i":
          line()
          for text in Self.aboutLines(engine.rounds) { line(StyledText(text, style: .italic)) }
          header()
        case "q": return .quit
        default: break
        }
      case .interrupt?: return .interrupt
      case .endOfInput?, nil: return .endOfInput
      }
      redraw()
    }
  }

  /// The slider as a bar with no number: `1 [━━━━━━●───────] 100`.
  public static func bar(slider: Int, width: Int) -> StyledText {
    let cells = min(100, max(20, width - 12))
    let range = BullseyeEngine.range
    let position = (slider - range.lowerBound) * (cells - 1) / (range.upperBound - range.lowerBound)
    var text = StyledText("1 [", style: .muted)
    text.append(String(repeating: "\u{2501}", count: position), style: .accent)
    text.append("\u{25CF}", style: .bold)
    text.append(String(repeating: "\u{2500}", count: cells - 1 - position), style: .muted)
    text.append("] 100", style: .muted)
    return text
  }

  // MARK: Lines

  private func playWithLines(_ engine: inout BullseyeEngine, _ generator: inout SeededGenerator) -> GameExit {
    while true {
      context.console.writeLine(roundHeader(engine))
      let line = GameLine.read(from: context.console, prompt: "slider> ")
      guard case .text(let text) = line else {
        if case .leave(let exit) = line { return exit }
        continue
      }
      switch text.lowercased() {
      case "q": return .quit
      case "s":
        startOver(&engine, &generator) { context.console.writeWrapped($0) }
      case "i":
        for text in Self.aboutLines(engine.rounds) { context.console.writeLine(text, style: .italic) }
      default:
        guard let value = Int(text), BullseyeEngine.range.contains(value) else {
          context.console.writeLine("Type a whole number from 1 to 100, or s, i, q.", style: .warning)
          continue
        }
        engine.setSlider(value)
        context.console.writeWrapped(describe(engine.hit(using: &generator)), hangingIndent: 2)
        endIfLastRound(&engine, &generator) { context.console.writeWrapped($0) }
      }
    }
  }

  // MARK: Shared

  private func roundHeader(_ engine: BullseyeEngine) -> StyledText {
    StyledText("Target ", style: .muted) + StyledText("\(engine.target)", style: .bold)
      + StyledText("   Score \(engine.score)   Round \(engine.round) of \(engine.rounds)", style: .muted)
  }

  private func describe(_ round: BullseyeRound) -> StyledText {
    StyledText(round.verdict + " ", style: round.difference <= 1 ? .success : .bold)
      + StyledText(
        "The slider was at \(round.slider), the target \(round.target): \(round.points) points.")
  }

  /// After the last round: records the game and deals the next. "Game over" is said before the
  /// record's line ("First score for Bullseye …"), "New game!" after it.
  private func endIfLastRound(
    _ engine: inout BullseyeEngine, _ generator: inout SeededGenerator, say: (StyledText) -> Void
  ) {
    guard engine.isOver else { return }
    say(
      StyledText(
        "Game over: \(engine.score) points in \(Self.rounds(engine.rounds)).", style: .bold))
    context.onFinish(
      GameResult(
        game: .bullseye, score: engine.score, options: context.options.recorded(for: .bullseye),
        seed: context.options.seed, date: context.clock.now()))
    say(StyledText("New game!", style: .bold))
    engine.startOver(using: &generator)
  }

  /// "Start over" in the middle of a game: a new one, the one left not recorded.
  private func startOver(
    _ engine: inout BullseyeEngine, _ generator: inout SeededGenerator, say: (StyledText) -> Void
  ) {
    if engine.roundsPlayed > 0 {
      say(StyledText("Started over after \(leftAt(engine)).", style: .bold))
      say(StyledText("New game!", style: .bold))
    }
    engine.startOver(using: &generator)
  }

  private func finish(_ engine: BullseyeEngine, _ exit: GameExit) -> GameExit {
    // The end of input is said, as Guess says it (session 49's tryout: it stopped at `slider>`).
    let ended = exit == .endOfInput ? "Input ended. " : ""
    if engine.roundsPlayed > 0 {
      context.console.writeLine(ended + "Final score: \(engine.score) after \(leftAt(engine)).", style: .bold)
    } else if exit == .endOfInput {
      context.console.writeLine("Input ended: the game is over.", style: .bold)
    }
    return exit
  }

  /// "2 of 10 rounds (not recorded: only a game played to its last round counts)".
  private func leftAt(_ engine: BullseyeEngine) -> String {
    "\(engine.roundsPlayed) of \(Self.rounds(engine.rounds)) (not recorded: only a game played to its "
      + "last round counts)"
  }

  /// "1 round", "10 rounds".
  private static func rounds(_ count: Int) -> String {
    "\(count) round\(count == 1 ? "" : "s")"
  }

  private static func aboutLines(_ rounds: Int) -> [String] {
    ["\u{1F3AF} Bullseye"] + [BullseyeEngine.aboutText(rounds: rounds)]
  }
}
