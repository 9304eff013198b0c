import DrillKit

/// `games`: the mini-games, a line on each.
struct GamesCommand: Command {
  static let spec = CommandSpec(name: "games", summary: "The mini-games, with a line on each")

  init(parsing invocation: Invocation) throws(UsageError) {}

  func run(in app: App) throws -> ExitStatus {
    var text = StyledText("Mini-games\n", style: .heading)
    for game in GameKind.allCases {
      text.append("  " + game.rawValue.padding(toLength: 10, withPad: " ", startingAt: 0), style: .bold)
      text.append(game.summary + "\n")
    }
    text.append("\nPlay one with ")
    text.append("play <game>", style: .code)
    text.append("; ")
    text.append("scores", style: .code)
    text.append(" shows the best.\n")
    app.console.write(text)
    return .success
  }
}
