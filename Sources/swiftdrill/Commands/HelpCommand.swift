import DrillSupport

/// `help [COMMAND]`: the commands, or one command's usage, options and discussion.
struct HelpCommand: Command {
  static let spec = CommandSpec(
    name: "help", summary: "List the commands, or explain one",
    arguments: [ArgumentSpec(name: "COMMAND", value: .command, optional: true)])

  let topic: String?

  init(topic: String?) {
    self.topic = topic
  }

  init(parsing invocation: Invocation) throws(UsageError) {
    topic = invocation.arguments.first
  }

  func run(in app: App) throws -> ExitCode {
    guard let topic else {
      app.console.page(HelpText.overview(inREPL: app.inREPL, width: app.console.width))
      return .success
    }
    guard let spec = CommandCatalog.command(named: topic) else {
      throw UsageError.unknownCommand(
        topic, suggestion: Suggestion.nearest(to: topic, in: CommandCatalog.allNames))
    }
    app.console.page(HelpText.command(spec, width: app.console.width))
    return .success
  }
}
