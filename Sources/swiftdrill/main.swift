import DrillKit
import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

// The sandbox's internal mode replaces this process before anything else runs.
if SandboxLauncher.isRequested(CommandLine.arguments) { SandboxLauncher.main(CommandLine.arguments) }

/// Entry point: global options, then a command or the REPL.
func runSwiftDrill() -> ExitStatus {
  // libedit needs a UTF-8 locale to accept non-ASCII input.
  if setlocale(LC_ALL, "") == nil
    || !String(cString: nl_langinfo(nl_item(CODESET))).uppercased().contains("UTF")
  {
    setlocale(LC_CTYPE, "C.UTF-8")
  }
  Interrupts.install()
  let environment = ProcessInfo.processInfo.environment
  let options: GlobalOptions
  do {
    options = try GlobalOptions.parse(Array(CommandLine.arguments.dropFirst()))
  } catch {
    StandardOutput.error("error: \(error.localizedDescription)\n")
    return .usage
  }
  if options.version {
    StandardOutput.write("swiftdrill \(App.version)\n")
    return .success
  }
  let clock: Clock
  do {
    clock = try Clock.from(environment: environment)
  } catch {
    StandardOutput.error("error: SWIFTDRILL_NOW is not an ISO-8601 time (e.g. 2026-01-31T09:00:00Z)\n")
    return .usage
  }
  let interactive = TerminalInfo.stdinIsTerminal && TerminalInfo.stdoutIsTerminal
  let color =
    !options.noColor && environment["NO_COLOR"].map(\.isEmpty) != false && TerminalInfo.stdoutIsTerminal
  let extra = options.contentDirectories.map { URL(fileURLWithPath: $0, isDirectory: true) }
  let paths = AppPaths(environment: environment)

  if options.commandWords.isEmpty && !options.help {
    let editor =
      interactive
      ? LineEditor(historyURL: paths.historyFile, usesColor: color, completer: Completer(games: []))
      : nil
    let console: any Console = editor ?? PlainConsole(usesColor: false)
    let app = App(environment: environment, clock: clock, console: console, extraContent: extra)
    app.trustsAllContent = options.trust
    if let problem = editor?.historyProblem { app.reportWarning(problem) }
    if editor != nil { LineEditor.setCompleter(app.makeCompleter()) }
    let status = REPL(app: app, editor: editor).run()
    if let problem = editor?.close() { app.reportWarning(problem) }
    return status
  }

  let console: any Console =
    interactive
    ? LineEditor(historyURL: paths.historyFile, usesColor: color, completer: Completer())
    : PlainConsole(usesColor: color, width: min(TerminalInfo.columns ?? 80, 100))
  let app = App(environment: environment, clock: clock, console: console, extraContent: extra)
  app.trustsAllContent = options.trust
  if options.commandWords.isEmpty {
    console.write(App.globalHelp())
    return .success
  }
  if options.commandWords.first == "__complete" {
    // Shell completion: `__complete WORD… -- CURRENT` prints one candidate a line.
    let words = Array(options.commandWords.dropFirst())
    let split = words.lastIndex(of: "--") ?? words.endIndex
    let before = words[..<split].map { $0.contains(" ") ? "\"\($0)\"" : $0 }.joined(separator: " ")
    let current = split < words.endIndex ? words[(split + 1)...].joined(separator: " ") : ""
    let completer = app.makeCompleter()
    let candidates = completer.candidates(before: before.isEmpty ? "" : before + " ", word: current)
    StandardOutput.write(candidates.map { $0 + "\n" }.joined())
    return .success
  }
  if options.help, let name = options.commandWords.first {
    return app.help(topic: name)
  }
  do {
    let invocation = try ArgumentParser().parse(options.commandWords)
    if invocation.spec.replOnly { throw UsageError.replOnly(invocation.name) }
    return app.run(invocation)
  } catch {
    app.reportError(error.localizedDescription)
    return .usage
  }
}

exit(runSwiftDrill().rawValue)
