import DrillGames
import DrillPresentation
import DrillReports

/// `scores [GAME]`: the best ten scores of each game, or of one (Bullseye's per length of game).
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
    app.console.write(try ScoresTable.collect(games, from: try app.readOnlyStore()))
    return .success
  }
}
