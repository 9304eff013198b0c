import DrillGames
import DrillPresentation

/// `games`: the mini-games, a line on each.
struct GamesCommand: Command {
  static let spec = CommandSpec(name: "games", summary: "The mini-games, with a line on each")

  init(parsing invocation: Invocation) throws(UsageError) {}

  func run(in app: App) throws -> ExitCode {
    var text = StyledText("Mini-games\n", style: .heading)
    let rows = GameKind.allCases.map {
      DefinitionList.Row(StyledText($0.rawValue, style: .bold), StyledText($0.summary))
    }
    text.append(DefinitionList(rows).render(width: app.console.width))
    text.append("\nPlay one with ")
    text.append("play <game>", style: .code)
    text.append("; ")
    text.append("scores", style: .code)
    text.append(" shows the best.")
    app.console.writeWrapped(text)
    return .success
  }
}
