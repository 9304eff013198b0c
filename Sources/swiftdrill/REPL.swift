import DrillPresentation

/// The read–eval loop: one line becomes an `Invocation`, then a command.
struct REPL {
  let app: App
  let editor: LineEditor?

  static let prompt = "swiftdrill> "

  /// Commands piped in (no terminal) read as a script does: the run exits with the status of the
  /// last command that failed (2 for a usage error such as an unknown command, 1 for any other),
  /// 0 when none did. On a terminal the REPL always exits 0.
  var isPiped: Bool { editor == nil && !app.console.isInteractive }

  func run() -> ExitCode {
    app.inREPL = true
    welcome()
    let parser = CommandLineParser()
    var lastFailure = ExitCode.success
    func ended() -> ExitCode { isPiped ? lastFailure : .success }
    while true {
      let input = editor?.readCommand(prompt: Self.prompt) ?? app.console.readLine(prompt: Self.prompt)
      switch input {
      case .interrupt:
        continue
      case .endOfInput:
        return ended()
      case .line(let line):
        do {
          let words = try parser.words(ofLine: line)
          guard let first = words.first else { continue }
          // Content changed since the last command is loaded again here (for Tab completion):
          // before `check`, its problems are not announced, `check` lists them.
          app.checksContent = first == CheckCommand.spec.name
          reloadChangedContent()
          if words.contains("--help") || words.contains("-h") {
            _ = CommandRunner.run(HelpCommand(topic: first), in: app)
            continue
          }
          let status = CommandRunner.run(try parser.parse(words), in: app)
          // Closed after each command (its log checkpointed while the file is whole): the next
          // command checks the file as a fresh process does (session 51's tryout, finding 12).
          app.forgetStore()
          if status != .success { lastFailure = status }
          if app.leavesREPL { return ended() }
        } catch {
          lastFailure = app.reporter.report(error)
        }
      }
    }
  }

  /// Picks up content files added, changed or removed since the last command and says so once.
  private func reloadChangedContent() {
    guard let changes = app.reloadContentIfChanged() else { return }
    app.console.writeWrapped(StyledText(changes.summary(), style: .muted), hangingIndent: 2)
    if editor != nil { LineEditor.setCompleter(app.makeCompleter()) }
  }

  private func welcome() {
    var text = StyledText("SwiftDrill \(App.version)", style: .heading)
    text.append(" — Swift interview drills, lessons and games.")
    app.console.writeWrapped(text, hangingIndent: 2)
    // Through the Markdown renderer, so each command stays whole on a line.
    let renderer = MarkdownRenderer(width: app.console.width)
    // Tab and Ctrl-D are keys of a terminal: piped commands are told neither.
    app.console.writeLine(
      renderer.render(
        "Try `quiz --level beginner`, `lessons`, `play bullseye` or `help`."
          + (isPiped ? "" : " Tab completes; Ctrl-D leaves.")))
    if app.catalog.entries.isEmpty {
      // "0 new available" would hide the cause: no content was found at all.
      app.console.writeLine(
        renderer.render(
          "No questions found: `new pack ID` writes a pack, `--content DIR` adds a folder of them."))
    } else if let due = app.dueSummary() {
      app.console.writeLine(renderer.render(app.homeCannotRecord ? due.text : "\(due.text) · `drill`"))
    }
  }
}
