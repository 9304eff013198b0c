import DrillEvaluation
import DrillPresentation
import DrillSupport
import Foundation

/// How the result of running a lesson snippet is shown: messages fitted to the
/// width, the program's output verbatim behind the output gutter.
enum SnippetReport {
  /// `wrapsOutput`: whether output wider than `width` goes on behind `↩` (`Console.wrapsOutput`).
  /// `program`: the code of the program's block as the page shows it, whose line a compiler
  /// message quotes (session 47's tryout: "line 4" of a program that looked three lines long,
  /// its blank line not counted by the reader).
  static func describe(
    _ result: CodeRunResult, flag: String?, width: Int, wrapsOutput: Bool = true, program: String? = nil
  ) -> StyledText {
    var text = StyledText()
    func say(_ message: String, _ style: TextStyle, hangingIndent: Int = 2) {
      for line in StyledText(message, style: style).fitted(toWidth: width, hangingIndent: hangingIndent) {
        text.append(line)
        text.append("\n")
      }
    }
    switch result {
    case .compileFailed(let failure):
      say(flag == "fails" ? "Does not compile, as the lesson says:" : "Does not compile:", .warning)
      for message in failure.messages.prefix(8) {
        // Messages in a {file=…} or {module=…} block name it.
        let place =
          message.file == SnippetVerifier.snippetName
          ? "line \(message.line)" + quoted(line: message.line, of: program)
          : "\(message.file), line \(message.line)"
        say("  \(place): \(TerminalSanitizer.strip(message.message))", .muted)
      }
      if failure.messages.isEmpty {
        say(TerminalSanitizer.strip(failure.output), .muted, hangingIndent: 0)
      }
    case .compiled:
      say("Compiles.", .success)
    case .ran(let execution):
      let shown = outputShown(execution)
      if !shown.output.isEmpty {
        text.append(
          OutputGutter.lines(
            TerminalSanitizer.strip(shown.output), style: .code, width: wrapsOutput ? width : nil))
      }
      if execution.succeeded {
        if execution.stdout.isEmpty { say("Ran; printed nothing.", .muted) }
      } else if let note = shown.note {
        say(note, .failure)
      } else {
        // "Stopped after the 10 s limit", "Stopped: exit status 1".
        let ending = execution.ending
        say(
          ending.hasPrefix("stopped ") ? "S" + ending.dropFirst() : "Stopped: \(ending)",
          execution.trapped && flag == "traps" ? .warning : .failure)
        let message = execution.errorMessage
        if !message.isEmpty { say(TerminalSanitizer.strip(message), .muted, hangingIndent: 0) }
      }
    }
    return text
  }

  /// Lines kept from each end of a program's output stopped at the output limit.
  static let keptHead = 20
  static let keptTail = 10

  /// The output to show, and for a program stopped at the output limit what that was (session
  /// 50's tryout, finding 12: 6,664 lines poured through the terminal, the last one cut, then
  /// "Stopped: output limit" with no figure): its first and last lines around how many were
  /// left out, and a note with the size.
  static func outputShown(_ execution: Execution) -> (output: String, note: String?) {
    guard execution.outputTruncated else { return (execution.stdout, nil) }
    var lines = execution.stdout.split(separator: "\n", omittingEmptySubsequences: false)
    // The line the limit cut in the middle is not shown as though it were whole.
    if execution.stdout.hasSuffix("\n") { lines.removeLast() } else if !lines.isEmpty { lines.removeLast() }
    let size = (execution.stdout.utf8.count + execution.stderr.utf8.count + 512) / 1024
    var note = "Stopped at the output limit: the program printed \(size) KB (\(count(lines.count, "line"))) "
    var output: [Substring]
    if lines.count > keptHead + keptTail {
      let left = lines.count - keptHead - keptTail
      output = Array(lines.prefix(keptHead)) + ["… \(count(left, "more line")) …"] + lines.suffix(keptTail)
      note += "and would have printed more; the first \(keptHead) and the last \(keptTail) are shown."
    } else {
      output = lines
      note += "and would have printed more."
    }
    return (output.joined(separator: "\n") + (output.isEmpty ? "" : "\n"), note)
  }

  /// "6,664 lines", "1 line".
  private static func count(_ number: Int, _ noun: String) -> String {
    "\(number.groupedDigits) \(noun)\(number == 1 ? "" : "s")"
  }

  /// ` (print(game.guesses))`: line `number` of `program`, trimmed and at most 40 columns; empty
  /// without the program, or for a blank line or one it does not have.
  static func quoted(line number: Int, of program: String?) -> String {
    guard let program, number >= 1 else { return "" }
    let lines = program.split(separator: "\n", omittingEmptySubsequences: false)
    guard number <= lines.count else { return "" }
    let code = TerminalSanitizer.strip(String(lines[number - 1])).trimmingCharacters(in: .whitespaces)
    guard !code.isEmpty else { return "" }
    return " (" + (code.count > 40 ? String(code.prefix(39)) + "…" : code) + ")"
  }
}
