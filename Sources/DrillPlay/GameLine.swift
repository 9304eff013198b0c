import DrillGames
import DrillPresentation
import Foundation

/// One line read for a game: text to play, a reason to leave, or the end of the time.
enum GameLine: Equatable {
  case text(String)
  case leave(GameExit)
  /// The countdown ran out before the line was finished.
  case timeUp

  /// Reads a line; `:quit`, Ctrl-C and the end of input become `.leave`.
  /// The text is trimmed of surrounding white space unless `trimming` is false (Add 1
  /// trims spaces only, itself: a tab is a character of a wrong answer).
  static func read(from console: any Console, prompt: String, trimming: Bool = true) -> GameLine {
    GameLine(console.readLine(prompt: prompt), trimming: trimming)
  }

  /// Reads a line below `page` (a menu): a terminal draws the page again above the prompt when
  /// the player clears the screen (Ctrl-L).
  static func read(from console: any Console, prompt: String, page: ScreenPage) -> GameLine {
    GameLine(console.readLine(prompt: prompt, editing: "", page: page, linesBetween: []), trimming: true)
  }

  /// Reads a line under `countdown` when there is one: a terminal shows the time going and
  /// ends the read at the deadline.
  static func read(
    from console: any Console, prompt: String, countdown: Countdown?, trimming: Bool = true
  ) -> GameLine {
    guard let countdown else { return read(from: console, prompt: prompt, trimming: trimming) }
    switch console.readLine(prompt: prompt, countdown: countdown) {
    case .timeUp, .timeUpWhileTyping: return .timeUp
    case .input(let input): return GameLine(input, trimming: trimming)
    }
  }

  private init(_ input: ConsoleInput, trimming: Bool) {
    switch input {
    case .interrupt: self = .leave(.interrupt)
    case .endOfInput: self = .leave(.endOfInput)
    case .line(let raw):
      let text = raw.trimmingCharacters(in: .whitespaces)
      self = text.lowercased() == ":quit" ? .leave(.quit) : .text(trimming ? text : raw)
    }
  }
}
