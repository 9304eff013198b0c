import Foundation

/// One line read for a game: text to play, or a reason to leave.
enum GameLine: Equatable {
  case text(String)
  case leave(GameExit)

  /// Reads a line; `:quit`, Ctrl-C and the end of input become `.leave`.
  /// The text is trimmed of surrounding spaces.
  static func read(from console: any Console, prompt: String) -> GameLine {
    switch console.readLine(prompt: prompt) {
    case .interrupt: return .leave(.interrupt)
    case .endOfInput: return .leave(.endOfInput)
    case .line(let raw):
      let text = raw.trimmingCharacters(in: .whitespaces)
      return text.lowercased() == ":quit" ? .leave(.quit) : .text(text)
    }
  }
}
