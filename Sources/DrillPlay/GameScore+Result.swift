import DrillGames
import DrillProgress
import Foundation

extension GameScore {
  /// The score a finished match leaves: its options as JSON with sorted keys.
  public init(result: GameResult) {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    let options = (try? encoder.encode(result.options)).map { String(decoding: $0, as: UTF8.self) } ?? "{}"
    self.init(
      game: result.game.rawValue, score: result.score, options: options, seed: result.seed,
      playedAt: result.date)
  }
}
