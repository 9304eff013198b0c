import Foundation

/// One line read for a game: text to play, a reason to leave, or the end of the time.
enum GameLine: Equatable {
  case text(String)
  case leave(GameExit)
  /// The countdown ran out before the line was finished.
  case timeUp

  /// Reads a line; `:quit`, Ctrl-C and the end of input become `.leave`.
  /// The text is trimmed of surrounding spaces.
  static func read(from console: any Console, prompt: String) -> GameLine {
    GameLine(console.readLine(prompt: prompt))
  }

  /// Reads a line under `countdown` when there is one: a terminal shows the time going and
  /// ends the read at the deadline.
  static func read(from console: any Console, prompt: String, countdown: Countdown?) -> GameLine {
    guard let countdown else { return read(from: console, prompt: prompt) }
    switch console.readLine(prompt: prompt, countdown: countdown) {
    case .timeUp: return .timeUp
    case .input(let input): return GameLine(input)
    }
  }

  private init(_ input: ConsoleInput) {
    switch input {
    case .interrupt: self = .leave(.interrupt)
    case .endOfInput: self = .leave(.endOfInput)
    case .line(let raw):
      let text = raw.trimmingCharacters(in: .whitespaces)
      self = text.lowercased() == ":quit" ? .leave(.quit) : .text(text)
    }
  }
}
