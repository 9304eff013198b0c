import DrillKit

/// The read–eval loop: one line becomes an `Invocation`, then a command.
struct REPL {
  let app: App
  let editor: LineEditor?

  static let prompt = "swiftdrill> "

  func run() -> ExitStatus {
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
          let words = try LineTokenizer.words(line)
          guard let first = words.first else { continue }
          reloadChangedContent()
          if words.contains("--help") || words.contains("-h") {
            _ = CommandRunner.run(HelpCommand(topic: first), in: app)
            continue
          }
          let invocation = try parser.parse(words)
          if invocation.spec.name == QuitCommand.name { return .success }
          _ = CommandRunner.run(invocation, in: app)
        } catch {
          app.reporter.report(error)
        }
      }
    }
  }

  /// Picks up content files added, changed or removed since the last command and says so once.
  private func reloadChangedContent() {
    guard let changes = app.reloadContentIfChanged() else { return }
    app.console.write(StyledText(changes.summary() + "\n", style: .muted))
    if editor != nil { LineEditor.setCompleter(app.makeCompleter()) }
  }

  private func welcome() {
    var text = StyledText("SwiftDrill \(App.version)", style: .heading)
    text.append(" — Swift interview drills, lessons and games.\n")
    text.append("Try ")
    text.append("quiz --level beginner", style: .code)
    text.append(", ")
    text.append("lessons", style: .code)
    text.append(", ")
    text.append("play bullseye", style: .code)
    text.append(" or ")
    text.append("help", style: .code)
    text.append(". Tab completes; Ctrl-D leaves.\n")
    app.console.write(text)
  }
}
