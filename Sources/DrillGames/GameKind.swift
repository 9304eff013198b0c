/// The four mini-games, as named on the command line (`play add1`).
public enum GameKind: String, CaseIterable, Codable, Sendable {
  case add1, guess, anagrams, bullseye

  /// Finds a game by its name or a friendly alias (`add-1`, `guess-the-number`), ignoring case.
  public init?(name: String) {
    let key = name.lowercased().filter { $0 != "-" && $0 != "_" && $0 != " " }
    switch key {
    case "add1", "addone": self = .add1
    case "guess", "guessthenumber", "guessnumber": self = .guess
    case "anagrams", "anagram": self = .anagrams
    case "bullseye": self = .bullseye
    default: return nil
    }
  }

  /// The title shown above the game.
  public var title: String {
    switch self {
    case .add1: "Add 1"
    case .guess: "Guess the Number"
    case .anagrams: "Anagrams"
    case .bullseye: "Bullseye"
    }
  }

  /// One line for the `games` list.
  public var summary: String {
    switch self {
    case .add1: "Add 1 to every digit of a 4-digit code, as often as you can in a minute."
    case .guess: "Find the secret number from 0 to 99 in as few guesses as possible."
    case .anagrams: "Unscramble Swift keywords, types and concepts before the clock runs out."
    case .bullseye: "Place a slider on a hidden scale as close to the target as you can."
    }
  }

  /// The rules, as `help play GAME` shows them: Bullseye's Info text, else the summary.
  public var rules: String {
    switch self {
    case .bullseye: BullseyeEngine.aboutText
    case .add1, .guess, .anagrams: summary
    }
  }

  /// The options `play <game>` accepts, without their leading dashes.
  public var acceptedOptions: [GameOption] {
    switch self {
    case .add1: [.seconds, .turbo, .quiet, .seed]
    case .guess: [.seed]
    case .anagrams: [.quiet, .level, .seed]
    case .bullseye: [.rounds, .seed]
    }
  }

  /// A usage line such as `add1 [--seconds N] [--turbo] [--quiet] [--seed N]`.
  public var usage: String {
    ([rawValue] + acceptedOptions.map { "[\($0.usage)]" }).joined(separator: " ")
  }

  /// Whether a bigger score is a better one (Guess the Number counts guesses: fewer is better).
  public var higherScoreIsBetter: Bool {
    self != .guess
  }

  /// The lowest score that enters the best ten, where there is one: an Anagrams match that
  /// scored no point is no result to rank (it is still recorded).
  public var lowestRankedScore: Int? {
    self == .anagrams ? 1 : nil
  }

  /// Whether `score` enters the best ten at all (`lowestRankedScore`).
  public func ranks(_ score: Int) -> Bool {
    lowestRankedScore.map { score >= $0 } ?? true
  }

  /// Whether `score` beats `previousBest`, the best ranked score before it: a new best (a tie
  /// is not). The first ranked score is not called a new best: there was nothing to beat.
  public func isNewBest(_ score: Int, previousBest: Int?) -> Bool {
    guard ranks(score), let previousBest else { return false }
    return higherScoreIsBetter ? score > previousBest : score < previousBest
  }
}
