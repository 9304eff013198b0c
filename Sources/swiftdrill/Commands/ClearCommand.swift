/// `clear`: clears the screen of an interactive REPL (Ctrl-L does the same in
/// the line editor); piped, there is no screen and nothing is written.
struct ClearCommand: Command {
  static let spec = CommandSpec(
    name: "clear", summary: "Clear the screen (Ctrl-L works too)", replOnly: true)

  /// Home the cursor, then erase the whole screen.
  static let sequence = "\u{1B}[H\u{1B}[2J"

  init(parsing invocation: Invocation) throws(UsageError) {}

  func run(in app: App) throws -> ExitCode {
    if app.console.isInteractive { StandardStreams.write(Self.sequence) }
    return .success
  }
}
