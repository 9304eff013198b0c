import DrillGames
import DrillPresentation
import DrillSupport

/// `help [COMMAND]`: the commands, or one command's usage, options and discussion.
struct HelpCommand: Command {
  static let spec = CommandSpec(
    name: "help", summary: "List the commands, or explain one",
    arguments: [
      ArgumentSpec(name: "COMMAND", value: .command, optional: true),
      ArgumentSpec(name: "SUBJECT", value: .text, optional: true),
    ],
    discussion: """
      help COMMAND SUBJECT explains a part of a command: help play bullseye shows the game's
      rules, help project check the project command.
      """)

  let topic: String?
  /// What of the command is asked about: `help play bullseye`, `help project check`.
  let subject: String?

  init(topic: String?, subject: String? = nil) {
    self.topic = topic
    self.subject = subject
  }

  init(parsing invocation: Invocation) throws(UsageError) {
    topic = invocation.arguments.first
    subject = invocation.arguments.dropFirst().first
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
    // Session 46's tryout: `help project check`, `help play bullseye` were usage errors.
    if let subject, spec.name == PlayCommand.spec.name {
      guard let game = GameKind(name: subject) else {
        throw UsageError.invalidValue(
          option: "SUBJECT", value: subject,
          expected: "a game: " + GameKind.allCases.map(\.rawValue).joined(separator: ", "))
      }
      // Bullseye's rules start with its name.
      if !game.rules.hasPrefix(game.title) {
        app.console.writeWrapped(StyledText(game.title, style: .heading))
      }
      app.console.writeWrapped(StyledText(game.rules))
      app.console.writeWrapped(
        StyledText("Usage: ") + .whole(app.command("play \(game.usage)"), style: .code))
      return .success
    }
    if let subject {
      // Another command's part: its help, which explains every part (`project check`).
      let parts = spec.arguments.first.flatMap { argument -> [String]? in
        if case .oneOf(let words) = argument.value { words } else { nil }
      }
      guard parts?.contains(subject.lowercased()) == true else {
        throw UsageError.invalidValue(
          option: "SUBJECT", value: subject,
          expected: parts.map { "one of " + $0.joined(separator: ", ") } ?? "nothing after \(spec.name)")
      }
    }
    app.console.page(HelpText.command(spec, width: app.console.width))
    return .success
  }
}
