import DrillGames
import DrillProgress
import Foundation

extension GameScore {
  /// The score a finished match leaves: its options as JSON with sorted keys.
  public init(result: GameResult) {
    self.init(
      game: result.game.rawValue, score: result.score, options: result.optionsJSON, seed: result.seed,
      playedAt: result.date)
  }
}
