import Foundation

/// One line read for a game: text to play, or a reason to leave.
enum GameLine: Equatable {
  case text(String)
  case leave(GameExit)

  /// Reads a line; `:quit`, Ctrl-C and the end of input become `.leave`.
  /// The text is trimmed of surrounding spaces unless `trimming` is false (Add 1
  /// counts characters, so " 123" is a wrong answer, not a short one).
  static func read(from console: any Console, prompt: String, trimming: Bool = true) -> GameLine {
    switch console.readLine(prompt: prompt) {
    case .interrupt: return .leave(.interrupt)
    case .endOfInput: return .leave(.endOfInput)
    case .line(let raw):
      let text = raw.trimmingCharacters(in: .whitespaces)
      if text.lowercased() == ":quit" { return .leave(.quit) }
      return .text(trimming ? text : raw)
    }
  }
}
