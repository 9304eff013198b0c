import Foundation

/// A problem with the options given to `play`.
public enum GameOptionsError: Error, Equatable, LocalizedError {
  case unknownOption(String, game: GameKind)
  case invalidValue(option: GameOption, value: String, expected: String)

  public var errorDescription: String? {
    switch self {
    case .unknownOption(let name, let game):
      let accepted = game.acceptedOptions.map(\.usage).joined(separator: ", ")
      return "\(game.rawValue) has no option --\(name); it accepts \(accepted)"
    case .invalidValue(let option, let value, let expected):
      let shown = value.isEmpty ? "nothing" : "'\(value)'"
      return "--\(option.rawValue) needs \(expected), not \(shown)"
    }
  }
}
