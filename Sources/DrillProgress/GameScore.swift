import Foundation

/// One finished game.
public struct GameScore: Sendable, Equatable, Codable {
  public var game: String
  public var score: Int
  /// The game's options as JSON text, kept as given.
  public var options: String
  /// The seed that reproduces the game.
  public var seed: UInt64?
  public var playedAt: Date

  public init(game: String, score: Int, options: String = "{}", seed: UInt64? = nil, playedAt: Date) {
    self.game = game
    self.score = score
    self.options = options
    self.seed = seed
    self.playedAt = playedAt
  }
}

extension GameScore {
  /// The options as `key=value` words in key order; empty when they are not a JSON object of strings.
  public var optionsSummary: String {
    guard let decoded = Self.optionValues(options) else { return "" }
    return decoded.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: " ")
  }

  /// Options JSON text as its values; nil when it is not a JSON object of strings.
  public static func optionValues(_ options: String) -> [String: String]? {
    guard let data = options.data(using: .utf8) else { return nil }
    return try? JSONDecoder().decode([String: String].self, from: data)
  }
}
