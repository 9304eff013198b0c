/// `quit` (or `exit`): leaves the REPL, which handles it before running a command.
struct QuitCommand: Command {
  static let spec = CommandSpec(
    name: "quit", aliases: ["exit"], summary: "Leave SwiftDrill (Ctrl-D works too)", replOnly: true)

  init(parsing invocation: Invocation) throws(UsageError) {}

  /// Reached only from the command line, where there is nothing to leave.
  func run(in app: App) throws -> ExitStatus {
    throw UsageError.replOnly(Self.name)
  }
}
