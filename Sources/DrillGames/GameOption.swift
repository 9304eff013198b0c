/// One option a game may accept.
public enum GameOption: String, CaseIterable, Sendable {
  case seconds, turbo, quiet, level, rounds, seed

  /// Whether the option is a flag (no value needed).
  public var isFlag: Bool {
    self == .turbo || self == .quiet
  }

  /// How the option is written, e.g. `--seconds N`.
  public var usage: String {
    isFlag ? "--\(rawValue)" : "--\(rawValue) N"
  }

  /// What the option does, for help text.
  public var help: String {
    switch self {
    case .seconds: "length of a match in seconds (default 60)"
    case .turbo: "time runs twice as fast while the score is above 10"
    case .quiet: "no terminal bell and no animation"
    case .level: "start at this level and skip the menu"
    case .rounds: "rounds in a game (default 10)"
    case .seed: "a number that makes the game reproducible"
    }
  }
}
