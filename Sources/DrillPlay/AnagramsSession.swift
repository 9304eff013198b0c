import DrillGames
import DrillPresentation
import Foundation

/// Plays Anagrams on a console: a level menu, then puzzles drawn as tiles and targets.
/// A match ends when the player leaves (`q` at the menu, `:quit`, Ctrl-C or the end of input);
/// if at least one puzzle was dealt its points are handed to `onFinish`.
public struct AnagramsSession {
  let context: GameContext
  let levels: [AnagramLevel]

  public init(_ context: GameContext, levels: [AnagramLevel]) {
    self.context = context
    self.levels = levels
  }

  /// Runs until the player leaves.
  public func run() -> GameExit {
    var generator = context.generator()
    var engine = AnagramsEngine(levels: levels)
    context.console.writeLine("Anagrams", style: .heading)
    context.console.writeLine("Rebuild Swift words from shuffled tiles, one or more letters per line.")
    guard !levels.isEmpty else {
      context.console.writeLine("No anagram levels are available.", style: .warning)
      return .quit
    }
    var pending = context.options.level
    while true {
      let choice: Int
      if let level = pending {
        pending = nil
        guard levels.indices.contains(level - 1) else {
          context.console.writeLine("There is no level \(level); choose one from the menu.", style: .warning)
          continue
        }
        choice = level
      } else {
        switch menu() {
        case .leave(let exit): return finish(engine, exit)
        case .timeUp: continue  // the menu has no countdown
        case .text(let text):
          guard let number = Int(text), levels.indices.contains(number - 1) else {
            context.console.writeLine(
              "Choose a level from 1 to \(levels.count), or q to quit.", style: .warning)
            continue
          }
          choice = number
        }
      }
      engine.start(level: choice, at: context.clock.now(), using: &generator)
      if let exit = play(&engine) { return finish(engine, exit) }
    }
  }

  /// Shows the menu and reads a choice; `q` leaves. Ctrl-L at `level> ` draws the menu again
  /// (session 52's tryout, finding 3: it left `level>` alone on a blank screen).
  private func menu() -> GameLine {
    context.console.writeLine()
    let page = context.console.show(Self.menuPage(levels))
    let line = GameLine.read(from: context.console, prompt: "level> ", page: page)
    if case .text(let text) = line, text.lowercased() == "q" { return .leave(.quit) }
    return line
  }

  /// The level menu, wrapped for a width.
  static func menuPage(_ levels: [AnagramLevel]) -> ScreenPage {
    ScreenPage { width in
      var lines = [StyledText("Choose a level:", style: .bold)]
      for (index, level) in levels.enumerated() {
        let entry =
          StyledText("  \(index + 1). ", style: .accent) + StyledText(TerminalSanitizer.strip(level.title))
          + StyledText("  (\(level.pointsPerTile) points a letter, \(level.timeToSolve) s)", style: .muted)
        lines += entry.fitted(toWidth: width, hangingIndent: 3)
      }
      return lines + [StyledText("  q. ", style: .accent) + "Quit"]
    }
  }

  /// Plays the puzzle on the board until it is solved or lost (`nil`), or the player leaves.
  private func play(_ engine: inout AnagramsEngine) -> GameExit? {
    context.console.writeLine(
      "Type the letters in order. ? or :hint places one for a penalty, :skip gives up.", style: .muted)
    while let puzzle = engine.puzzle {
      let now = context.clock.now()
      context.console.writeLine()
      context.console.writeWrapped(
        StyledText("Tiles    ", style: .muted) + StyledText(puzzle.tilesText, style: .bold), hangingIndent: 9)
      context.console.writeWrapped(
        StyledText("Answer   ", style: .muted) + StyledText(puzzle.targetsText, style: .code),
        hangingIndent: 9)
      context.console.writeLine(statusLine(engine, at: now))
      let countdown = engine.deadline.map { deadline in
        Countdown(deadline: deadline, clock: context.clock) { [engine] in statusLine(engine, at: $0) }
      }
      let line = GameLine.read(from: context.console, prompt: "letters> ", countdown: countdown)
      let at = context.clock.now()
      switch line {
      case .leave(let exit):
        return exit
      case .timeUp:
        report(engine.checkTime(at: max(at, countdown?.deadline ?? at)).map { [$0] } ?? [], engine: engine)
      case .text(let text) where text == "?" || text.lowercased() == ":hint":
        report(engine.hint(at: at), engine: engine)
      case .text(let text) where text.lowercased() == ":skip":
        report(engine.giveUp().map { [$0] } ?? [], engine: engine)
      case .text(let text):
        report(engine.type(text, at: at), engine: engine)
      }
    }
    return nil
  }

  /// The line above the prompt: the points and the time left at `date`.
  private func statusLine(_ engine: AnagramsEngine, at date: Date) -> StyledText {
    StyledText(
      "Points \(engine.points)   Time \(CountdownText.format(engine.timeLeft(at: date)))", style: .muted)
  }

  private func report(_ events: [AnagramEvent], engine: AnagramsEngine) {
    var moves = StyledText()
    for event in events {
      switch event {
      case .placed(let letter, let points):
        moves.append("\u{2713}\(letter.uppercased()) +\(points)  ", style: .success)
      case .refused(let letter, let penalty):
        moves.append("\u{2717}\(letter.uppercased()) -\(penalty)  ", style: .failure)
      case .hinted(let letter, let penalty):
        moves.append("hint \(letter.uppercased()) -\(penalty)  ", style: .warning)
      case .noTile(let letter):
        moves.append("no \(TerminalSanitizer.strip(letter.uppercased())) tile, no cost  ", style: .muted)
      case .solved, .timeUp, .gaveUp:
        continue
      }
    }
    if !moves.spans.isEmpty { context.console.writeWrapped(moves) }
    if events.contains(where: { if case .refused = $0 { true } else { false } }) { context.effects.bell() }
    guard let last = events.last else { return }
    switch last {
    case .solved(let answer):
      context.console.writeLine(
        "Solved: \(TerminalSanitizer.strip(answer.uppercased()))! You have \(engine.points) points.",
        style: .success)
      context.effects.celebrate()
    case .timeUp(let answer):
      context.effects.bell()
      context.console.writeLine(
        "Time's up! The answer was \(TerminalSanitizer.strip(answer.uppercased())).", style: .warning)
    case .gaveUp(let answer):
      context.console.writeLine(
        "The answer was \(TerminalSanitizer.strip(answer.uppercased())).", style: .warning)
    case .placed, .refused, .hinted, .noTile:
      break
    }
  }

  private func finish(_ engine: AnagramsEngine, _ exit: GameExit) -> GameExit {
    // The end of input is said, as Guess says it (session 49's tryout).
    let ended = exit == .endOfInput ? "Input ended. " : ""
    if engine.puzzlesPlayed == 0, exit == .endOfInput {
      context.console.writeLine("Input ended: the game is over.", style: .bold)
    }
    if engine.puzzlesPlayed > 0 {
      context.console.writeLine(ended + "Match over: \(engine.points) points.", style: .bold)
      context.onFinish(
        GameResult(
          game: .anagrams, score: engine.points, options: context.options.recorded(for: .anagrams),
          seed: context.options.seed, date: context.clock.now()))
    }
    return exit
  }
}
