/// `quit` (or `exit`): leaves the REPL after this command. On the command line it is refused
/// before it runs (`replOnly`): there is nothing to leave.
struct QuitCommand: Command {
  static let spec = CommandSpec(
    name: "quit", aliases: ["exit", "q"], summary: "Leave SwiftDrill (Ctrl-D works too)", replOnly: true)

  init(parsing invocation: Invocation) throws(UsageError) {}

  func run(in app: App) throws -> ExitCode {
    app.leavesREPL = true
    return .success
  }
}
