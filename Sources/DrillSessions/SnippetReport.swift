import DrillEvaluation
import DrillPresentation

/// How the result of running a lesson snippet is shown: messages fitted to the
/// width, the program's output verbatim behind the output gutter.
enum SnippetReport {
  /// `wrapsOutput`: whether output wider than `width` goes on behind `↩` (`Console.wrapsOutput`).
  static func describe(_ result: CodeRunResult, flag: String?, width: Int, wrapsOutput: Bool = true)
    -> StyledText
  {
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
          ? "line \(message.line)" : "\(message.file), line \(message.line)"
        say("  \(place): \(TerminalSanitizer.strip(message.message))", .muted)
      }
      if failure.messages.isEmpty {
        say(TerminalSanitizer.strip(failure.output), .muted, hangingIndent: 0)
      }
    case .compiled:
      say("Compiles.", .success)
    case .ran(let execution):
      if !execution.stdout.isEmpty {
        text.append(
          OutputGutter.lines(
            TerminalSanitizer.strip(execution.stdout), style: .code, width: wrapsOutput ? width : nil))
      }
      if execution.succeeded {
        if execution.stdout.isEmpty { say("Ran; printed nothing.", .muted) }
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
}
