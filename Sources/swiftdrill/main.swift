import DrillEvaluation
import DrillPresentation
import DrillSupport
import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

// The sandbox's internal mode replaces this process before anything else runs.
if SandboxLauncher.isRequested(CommandLine.arguments) { SandboxExec.main(CommandLine.arguments) }

/// Entry point: global options, then a command or the REPL.
func runSwiftDrill() -> ExitCode {
  // Every file and folder swiftdrill (and whatever it starts) creates is private,
  // 0600 or 0700, whatever umask it was started with: caches, run results, backups, exports.
  let started = umask(0o077)
  ConvertCommand.startingUmask.withLock { $0 = started }
  // libedit needs a UTF-8 locale to accept non-ASCII input.
  if setlocale(LC_ALL, "") == nil
    || !String(cString: nl_langinfo(nl_item(CODESET))).uppercased().contains("UTF")
  {
    setlocale(LC_CTYPE, "C.UTF-8")
  }
  Interrupts.install()
  let environment = ProcessEnvironment.current()
  let options: GlobalOptions
  let clock: WallClock
  do {
    options = try GlobalOptions.parse(Array(CommandLine.arguments.dropFirst()))
    if options.version {
      StandardStreams.write("swiftdrill \(App.version)\n")
      return .success
    }
    try options.checkContentExists()
    do {
      clock = try WallClock.from(environment: environment)
    } catch .invalidRate(let text) {
      throw UsageError.invalidClockRate(text)
    } catch {
      throw UsageError.invalidClock
    }
  } catch {
    return ErrorReporter(usesColor: false).report(error)
  }
  let interactive = TerminalInfo.stdinIsTerminal && TerminalInfo.stdoutIsTerminal
  let color =
    !options.noColor && environment["NO_COLOR"].map(\.isEmpty) != false && TerminalInfo.stdoutIsTerminal
    // A dumb terminal shows escape sequences as text (session 50's tryout, finding 15).
    && environment["TERM"] != "dumb"
  let paths = AppPaths(environment: environment)
  let helpOnly =
    options.help || ["help", "__complete", "__manpage"].contains(options.commandWords.first ?? "")
  if !helpOnly, let problem = paths.ownershipProblem() ?? paths.ancestryProblem() {
    return ErrorReporter(usesColor: false).report(CommandError.unsafeDataFolder(problem))
  }
  for folder in [paths.dataDirectory, paths.stateDirectory, paths.cacheDirectory] {
    PrivateFiles.tighten(folder.path, to: 0o700)
  }

  if options.commandWords.isEmpty && !options.help {
    let editor =
      interactive
      ? LineEditor(historyURL: paths.historyFile, usesColor: color, completer: Completer(games: []))
      : nil
    let console: any Console = editor ?? PlainConsole(usesColor: false, width: TerminalInfo.width)
    let app = App(environment: environment, clock: clock, console: console, options: options)
    if let problem = app.bundledSettingProblem { app.reporter.warn(problem) }
    if let problem = editor?.historyProblem { app.reporter.warn(problem) }
    if editor != nil { LineEditor.setCompleter(app.makeCompleter()) }
    let status = REPL(app: app, editor: editor).run()
    if let problem = editor?.close() { app.reporter.warn(problem) }
    return status
  }

  let console: any Console =
    interactive
    ? LineEditor(historyURL: paths.historyFile, usesColor: color, completer: Completer())
    : PlainConsole(usesColor: color, width: TerminalInfo.width)
  let app = App(environment: environment, clock: clock, console: console, options: options)
  guard let first = options.commandWords.first else {
    console.write(HelpText.global(width: console.width))
    return .success
  }
  if first == "__complete" {
    // Shell completion: `__complete WORD… -- CURRENT` prints one candidate a line.
    let words = Array(options.commandWords.dropFirst())
    let split = words.lastIndex(of: "--") ?? words.endIndex
    let before = words[..<split].map { $0.contains(" ") ? "\"\($0)\"" : $0 }.joined(separator: " ")
    let current = split < words.endIndex ? words[(split + 1)...].joined(separator: " ") : ""
    let completer = app.makeCompleter()
    let candidates = completer.candidates(before: before.isEmpty ? "" : before + " ", word: current)
    StandardStreams.write(candidates.map { $0 + "\n" }.joined())
    return .success
  }
  if first == "__manpage" {
    // `make man` regenerates docs/swiftdrill.1 from the command registry.
    StandardStreams.write(ManPage.render())
    return .success
  }
  if options.help {
    return CommandRunner.run(HelpCommand(topic: first), in: app)
  }
  app.checksContent = first == CheckCommand.spec.name
  // Said at the start (session 52's tryout, finding 5); `doctor` says it in its report.
  if first != DoctorCommand.spec.name, let problem = app.bundledSettingProblem { app.reporter.warn(problem) }
  let status = CommandRunner.run(options.commandWords, in: app, commandLine: true)
  app.keepContentUntilExit()
  return status
}

exit(runSwiftDrill().rawValue)
