/// Turns words into a command and runs it; every error goes to the app's `ErrorReporter`.
enum CommandRunner {
  /// Runs the command `words` name. On the command line, REPL-only commands are refused.
  static func run(_ words: [String], in app: App, commandLine: Bool) -> ExitCode {
    do {
      let invocation = try CommandLineParser().parse(words)
      if commandLine && invocation.spec.replOnly { throw UsageError.replOnly(invocation.shownName) }
      return try execute(invocation, in: app)
    } catch {
      return app.reporter.report(error)
    }
  }

  /// Runs an invocation already parsed.
  static func run(_ invocation: Invocation, in app: App) -> ExitCode {
    do {
      return try execute(invocation, in: app)
    } catch {
      return app.reporter.report(error)
    }
  }

  /// Runs `command` (for `--help`, which needs no parsing).
  static func run(_ command: some Command, in app: App) -> ExitCode {
    do {
      return try command.run(in: app)
    } catch {
      return app.reporter.report(error)
    }
  }

  private static func execute(_ invocation: Invocation, in app: App) throws -> ExitCode {
    guard let type = CommandCatalog.type(for: invocation.spec) else {
      throw UsageError.unknownCommand(invocation.name, suggestion: nil)
    }
    return try type.init(parsing: invocation).run(in: app)
  }
}
