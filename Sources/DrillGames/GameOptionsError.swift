import Foundation

/// A problem with the options given to `play`.
public enum GameOptionsError: Error, Equatable, LocalizedError {
  case unknownOption(String, game: GameKind)
  case invalidValue(option: GameOption, value: String, expected: String)

  public var errorDescription: String? {
    switch self {
    // The forms of every other command's usage errors (session 45's tryout, finding 37).
    case .unknownOption(let name, let game):
      let accepted = game.acceptedOptions.map(\.usage).joined(separator: ", ")
      return "'play \(game.rawValue)' has no option '--\(name)'; it accepts \(accepted)"
    case .invalidValue(let option, let value, let expected):
      let shown = value.isEmpty ? "nothing" : "'\(value)'"
      return "\(shown) is not valid for --\(option.rawValue): expected \(expected)"
    }
  }
}
