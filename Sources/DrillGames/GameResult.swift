import Foundation

/// One finished match, handed to the caller to be stored and ranked.
public struct GameResult: Sendable, Equatable, Codable {
  /// Which game was played.
  public var game: GameKind
  /// Points for Add 1, Anagrams and Bullseye; the number of guesses for Guess the Number.
  public var score: Int
  /// The options that shape a score (e.g. `seconds`, `turbo`), for the scores table.
  public var options: [String: String]
  /// The `--seed` the session was started with, if any.
  public var seed: UInt64?
  /// When the match finished.
  public var date: Date

  public init(game: GameKind, score: Int, options: [String: String] = [:], seed: UInt64? = nil, date: Date) {
    self.game = game
    self.score = score
    self.options = options
    self.seed = seed
    self.date = date
  }
}

extension GameResult {
  /// `options` as stored with a score: JSON with sorted keys (`{"seconds":"30","turbo":"true"}`).
  public var optionsJSON: String {
    Self.json(options)
  }

  /// Options as `optionsJSON` writes them, to select the scores played with them.
  public static func json(_ options: [String: String]) -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    return (try? encoder.encode(options)).map { String(decoding: $0, as: UTF8.self) } ?? "{}"
  }
}
