/// How the result of running a lesson snippet is shown.
enum SnippetReport {
  static func describe(_ result: CodeRunResult, flag: String?) -> StyledText {
    var text = StyledText()
    switch result {
    case .compileFailed(let failure):
      text.append(
        flag == "fails" ? "Does not compile, as the lesson says:\n" : "Does not compile:\n", style: .warning)
      for message in failure.messages.prefix(8) {
        text.append("  line \(message.line): \(TerminalSanitizer.strip(message.message))\n", style: .muted)
      }
      if failure.messages.isEmpty {
        text.append(TerminalSanitizer.strip(failure.output) + "\n", style: .muted)
      }
    case .compiled:
      text.append("Compiles.\n", style: .success)
    case .ran(let execution):
      if !execution.stdout.isEmpty {
        text.append(TerminalSanitizer.strip(execution.stdout), style: .code)
        if !execution.stdout.hasSuffix("\n") { text.append("\n") }
      }
      if execution.succeeded {
        text.append(execution.stdout.isEmpty ? "Ran; printed nothing.\n" : "", style: .muted)
      } else {
        text.append(
          "Stopped: \(execution.ending)\n", style: execution.trapped && flag == "traps" ? .warning : .failure)
        let message = execution.errorMessage
        if !message.isEmpty { text.append(TerminalSanitizer.strip(message) + "\n", style: .muted) }
      }
    }
    return text
  }
}
