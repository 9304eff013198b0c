import DrillContent
import DrillEvaluation
import DrillPresentation
import DrillSupport
import Foundation

/// `run N` and `edit N`: a page's snippets compiled and run, as the learner's copy too. They are
/// numbered one per example (`PageSnippets.examples`): a {module=…} block and the program that
/// imports it are one snippet.
extension LessonPlayer {
  /// The page's snippet `number` (1 when nil), or nil after saying why there is none.
  /// `verb` (`run`, `edit`) is the command that asked, for the message of a page with one snippet.
  func snippet(_ number: Int?, on page: LessonPage, verb: String = "run") -> (
    position: Int, snippet: PageSnippets.Snippet
  )? {
    let snippets = PageSnippets.examples(in: page.markdown)
    guard !snippets.isEmpty else {
      context.console.writeLine("This page has no Swift snippet to run.", style: .muted)
      return nil
    }
    let position = number ?? 1
    guard (1...snippets.count).contains(position) else {
      // "snippets 1 to 1" read oddly (session 48's tryout).
      let message =
        snippets.count == 1
        ? "This page has one snippet: \(verb) it with `\(verb)` or `\(verb) 1`."
        : "This page has snippets 1 to \(snippets.count)."
      context.console.writeLine(message, style: .warning)
      return nil
    }
    return (position, snippets[position - 1])
  }

  /// `run N WORD…`: the snippet, given `arguments` after its name.
  func runSnippet(_ number: Int?, on page: LessonPage, arguments: [String] = []) {
    guard let (position, snippet) = snippet(number, on: page) else { return }
    let words = arguments.isEmpty ? "" : " with \(arguments.map(ShellWord.quoted).joined(separator: " "))"
    run(snippet, label: "snippet \(position)\(words)", arguments: arguments)
  }

  /// `edit N`: the snippet opens in the learner's editor (on a terminal without one, line by
  /// line, each line ready to edit), at the learner's last edit of it when there is one; their
  /// edited copy runs (the page is unchanged).
  /// A snippet with {module=…} or {file=…} blocks opens each of them in turn, then its program.
  func editSnippet(_ number: Int?, on page: LessonPage, key: String, edits: inout [String: String]) {
    guard let (position, snippet) = snippet(number, on: page, verb: "edit") else { return }
    let parts: [Int?] = snippet.companions.indices.map { $0 } + [nil]
    var edited = snippet
    for part in parts {
      var shown = snippet
      shown.part = part
      if parts.count > 1 {
        let name = part.map { snippet.companions[$0].role.description } ?? "the program"
        context.console.writeLine("Editing \(name) of snippet \(position):", style: .muted)
      }
      let saved = "\(key)/\(position)" + (part.map { "/\($0)" } ?? "")
      guard let code = editedCode(edits[saved] ?? shown.shownCode) else { return }
      edits[saved] = code
      if code != shown.shownCode { edited.flag = nil }
      edited.part = part
      edited = edited.editing(code)
      edited.part = nil
    }
    run(edited, label: "your copy of snippet \(position)")
  }

  /// `code` as the learner edits it: in their editor, else line by line on a terminal; nil
  /// (after saying why) when it cannot be edited. An editor that fails (missing, or exiting with an
  /// error) runs nothing and keeps the last edit: `code` comes back line by line instead, as a code
  /// answer's does (session 51's closing note: "The editor did not return any code." and back to the
  /// page).
  func editedCode(_ code: String) -> String? {
    if let edit = context.editCode {
      if let edited = edit(code) { return edited }
      context.console.writeLine(
        "The editor did not return any code (it failed or could not start): nothing was run. Edit it "
          + "here instead.", style: .warning)
    }
    guard context.console.isInteractive else {
      context.console.writeLine(
        "edit needs a terminal (and $VISUAL or $EDITOR for an editor).", style: .warning)
      return nil
    }
    context.console.writeLine(
      QuestionAsker.lineEditingHelp("The snippet (or your last edit of it)"), style: .muted)
    let lines = code.split(separator: "\n", omittingEmptySubsequences: false)
      .map(String.init)
    guard
      case .answer(let edited) = AnswerReader(console: context.console).readBlock(
        prompt: "code> ", editing: lines)
    else { return nil }
    return edited
  }

  func run(_ snippet: PageSnippets.Snippet, label: String, arguments: [String] = []) {
    guard let runner else {
      context.console.writeLine("Snippets cannot run: the Swift compiler was not found.", style: .warning)
      return
    }
    var request = snippet.request(origin: lesson.path)
    request.arguments = arguments
    if snippet.readsInput {
      guard let input = programInput() else {
        context.console.writeLine("Not run.", style: .muted)
        return
      }
      request.stdin = input
    }
    context.console.writeLine("Running \(label)…", style: .muted)
    do {
      let run = try runner.run(request)
      context.console.write(
        SnippetReport.describe(
          run.result, flag: snippet.flag, width: context.console.width,
          wrapsOutput: context.console.wrapsOutput, program: snippet.code))
    } catch {
      context.console.writeLine(error.localizedDescription, style: .failure)
    }
  }

  /// The lines a snippet that reads input is given (session 44's tryout: `run` gave it none, so
  /// `readLine()` met the end of input at once): typed after a short note, or the next lines of
  /// piped input. Typed, a line holding only `.` or Ctrl-D ends them, so an empty line is a line
  /// of input (lesson 02 teaches that `readLine()` returns "" for one; session 45 ended the input
  /// there, so a learner could not give it). Piped, `.`, an empty line (as scripts written since
  /// session 45 end it) or the end of input ends them. Nil when Ctrl-C cancels the run. They reach
  /// the program through its standard input only; the sandbox is unchanged.
  func programInput() -> String? {
    let typed = context.console.isInteractive
    context.console.writeLine(
      typed
        ? "This program reads input: type its lines (an empty line is a line too; a line holding only . "
          + "or Ctrl-D ends them, Ctrl-C cancels)."
        : "This program reads input: type its lines (a line holding only . or an empty line ends them).",
      style: .muted)
    var lines: [String] = []
    while true {
      switch context.console.readLine(prompt: "input> ") {
      case .interrupt: return nil
      case .endOfInput: return lines.map { $0 + "\n" }.joined()
      case .line(let line):
        if line == Self.endOfProgramInput || (!typed && line.isEmpty) {
          return lines.map { $0 + "\n" }.joined()
        }
        lines.append(line)
      }
    }
  }

  /// The line that ends a program's typed input.
  static let endOfProgramInput = "."
}
