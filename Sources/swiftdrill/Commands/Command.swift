/// One command of SwiftDrill, in its own file under `Commands/`.
///
/// `spec` is everything `help`, the completer, the man page and the parser
/// know about it. `init(parsing:)` turns the parsed words into typed options
/// once (throwing `UsageError` for a bad value, exit 2, or a library's own
/// validation error, exit 1); `run(in:)` does the work with
/// the run's services and returns the exit status. Errors it throws reach the
/// `ErrorReporter`: `UsageError` exits 2, `CommandError` and the rest exit 1.
/// A new command is this file plus one line in `CommandCatalog.types`.
protocol Command {
  static var spec: CommandSpec { get }
  init(parsing invocation: Invocation) throws
  func run(in app: App) throws -> ExitCode
}

extension Command {
  /// The command on its own, without an invocation.
  static var name: String { spec.name }
}
