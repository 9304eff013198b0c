/// Every command SwiftDrill knows, in the order `help` lists them.
enum CommandCatalog {
  static let seed = OptionSpec.value("seed", .number, "N", "Seed the random order, for a reproducible run")

  /// The registry: every command, in the order `help` lists them. Dispatch,
  /// the REPL, Tab completion, `help` and the man page all read this list;
  /// adding a command is one new file in `Commands/` and one line here.
  static var types: [any Command.Type] {
    [
      QuizCommand.self,
      DrillCommand.self,
      InterviewCommand.self,
      PlacementCommand.self,
      MistakesCommand.self,
      SearchCommand.self,
      ShowCommand.self,
      StatsCommand.self,
      DueCommand.self,
      AcceptedCommand.self,
      ResetCommand.self,
      RestoreCommand.self,
      ExportCommand.self,
      ImportCommand.self,
      OptimizeCommand.self,
      LessonsCommand.self,
      LessonCommand.self,
      GamesCommand.self,
      PlayCommand.self,
      ScoresCommand.self,
      ProjectCommand.self,
      PacksCommand.self,
      CheckCommand.self,
      DoctorCommand.self,
      ConvertCommand.self,
      NewCommand.self,
      HelpCommand.self,
      ClearCommand.self,
      QuitCommand.self,
    ]
  }

  /// The specs of `types`, in the same order.
  static let commands: [CommandSpec] = types.map { $0.spec }

  /// Options every command accepts on the command line: `GlobalOptions.parse` takes
  /// these out of the words first, `help` and the man page list them.
  static let globalOptions: [OptionSpec] = [
    .flag("help", short: "h", "Show help"),
    .flag("version", "Print the version"),
    .flag("no-color", "Never print colour (NO_COLOR does the same)").alias("no-colour"),
    .flag("trust", "Run content code even where no sandbox layer confines files"),
    .value(
      "content", .path, "DIR", "Also load packs and lessons from DIR", repeatable: true),
  ]

  static func command(named name: String) -> CommandSpec? {
    commands.named(name)
  }

  /// The command type that runs `spec`.
  static func type(for spec: CommandSpec) -> (any Command.Type)? {
    types.first { $0.spec.name == spec.name }
  }

  static var allNames: [String] {
    commands.allNames
  }
}
