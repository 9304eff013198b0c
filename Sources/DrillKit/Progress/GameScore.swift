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
