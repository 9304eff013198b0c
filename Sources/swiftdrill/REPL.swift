import DrillPresentation

/// The read–eval loop: one line becomes an `Invocation`, then a command.
struct REPL {
  let app: App
  let editor: LineEditor?

  static let prompt = "swiftdrill> "

  func run() -> ExitCode {
    app.inREPL = true
    welcome()
    let parser = CommandLineParser()
    while true {
      let input = editor?.readCommand(prompt: Self.prompt) ?? app.console.readLine(prompt: Self.prompt)
      switch input {
      case .interrupt:
        continue
      case .endOfInput:
        return .success
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
          _ = CommandRunner.run(try parser.parse(words), in: app)
          if app.leavesREPL { return .success }
        } catch {
          app.reporter.report(error)
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
    app.console.writeLine(
      renderer.render(
        "Try `quiz --level beginner`, `lessons`, `play bullseye` or `help`. Tab completes; Ctrl-D leaves."))
    if app.catalog.entries.isEmpty {
      // "0 new available" would hide the cause: no content was found at all.
      app.console.writeLine(
        renderer.render(
          "No questions found: `new pack ID` writes a pack, `--content DIR` adds a folder of them."))
    } else if let due = app.dueSummary() {
      app.console.writeLine(renderer.render("\(due.text) · `drill`"))
    }
  }
}
