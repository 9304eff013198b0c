import DrillGames
import DrillPresentation
import DrillReports

/// `scores [GAME]`: the best ten scores of each game, or of one.
struct ScoresCommand: Command {
  static let spec = CommandSpec(
    name: "scores", summary: "The best ten scores of each game",
    arguments: [ArgumentSpec(name: "GAME", value: .game, optional: true)])

  let games: [GameKind]

  init(parsing invocation: Invocation) throws(UsageError) {
    guard let name = invocation.arguments.first else {
      games = GameKind.allCases
      return
    }
    guard let game = GameKind(name: name) else {
      throw .invalidValue(option: "GAME", value: name, expected: "add1, guess, anagrams or bullseye")
    }
    games = [game]
  }

  func run(in app: App) throws -> ExitCode {
    let store = try app.readOnlyStore()
    let best = try games.map { game in
      (
        game,
        try store?.games.bestScores(
          game: game.rawValue, limit: 10, higherIsBetter: game.higherScoreIsBetter,
          minimumScore: game.lowestRankedScore) ?? []
      )
    }
    app.console.write(ScoresTable(games: best))
    return .success
  }
}
