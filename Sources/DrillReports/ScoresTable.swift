import DrillGames
import DrillPresentation
import DrillProgress
import DrillSupport

/// The best scores of some games, one table each, or a hint to play a game with none yet.
public struct ScoresTable: Sendable, TerminalReport {
  /// Each game with its best scores, best first.
  public let games: [(game: GameKind, best: [GameScore])]

  public init(games: [(game: GameKind, best: [GameScore])]) {
    self.games = games
  }

  public func render(width: Int) -> StyledText {
    var text = StyledText()
    for (game, best) in games {
      text.append("\(game.title)\n", style: .heading)
      if best.isEmpty {
        // "Scores", not "games": a match may be recorded and rank nowhere (0 points in Anagrams).
        text.append("  no scores yet: ", style: .muted)
        text.append("play \(game.rawValue)\n", style: .code)
        continue
      }
      let table = TableFormatter(columns: [
        .init("#", alignment: .right), .init(game == .guess ? "Guesses" : "Score", alignment: .right),
        .init("Date"), .init("Options"),
      ])
      let rows = best.enumerated().map { index, score in
        [
          String(index + 1), String(score.score), ISO8601.minute(score.playedAt),
          Self.options(of: score),
        ]
      }
      text.append(table.render(rows, width: width))
      text.append("\n")
    }
    return text
  }

  /// The options and the seed, space-separated, with no leading space when there are no options.
  static func options(of score: GameScore) -> String {
    [score.optionsSummary, score.seed.map { "seed=\($0)" } ?? ""].filter { !$0.isEmpty }.joined(
      separator: " ")
  }
}
