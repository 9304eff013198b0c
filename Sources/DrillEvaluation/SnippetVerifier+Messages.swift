import DrillContent

extension SnippetVerifier {
  /// How many of the compiler's messages a mismatch quotes.
  static let quotedMessages = 3

  /// What is wrong with the ```error or ```warning block of a snippet whose claim
  /// holds: a line that none of the compiler's messages of that kind contains.
  /// Located at that block; nil when every line is found.
  static func messageProblem(with snippet: CodeSnippet, result: CodeRunResult) -> Diagnostic? {
    if let expected = snippet.expectedErrors, case .compileFailed(let failure) = result {
      let errors = failure.messages.filter { $0.severity == .error }
      guard let text = missing(expected, in: errors) else { return nil }
      let said =
        errors.isEmpty
        ? "the compiler said: \(failure.firstError)" : "its errors: \(quote(errors, snippet: snippet))"
      return .error(
        "```error block of the {fails} block in \(snippet.context): no compiler error contains \(text); \(said)",
        at: expected.location)
    }
    if snippet.forbidsWarnings, let execution = result.execution, !execution.warnings.isEmpty {
      let count = execution.warnings.count
      return .error(
        "`{nowarnings}` block in \(snippet.context) compiles with \(count) warning\(count == 1 ? "" : "s"): "
          + quote(execution.warnings, snippet: snippet), at: snippet.location)
    }
    if let expected = snippet.expectedWarnings, let execution = result.execution {
      guard let text = missing(expected, in: execution.warnings) else { return nil }
      let said =
        execution.warnings.isEmpty
        ? "the compiler gave no warning" : "its warnings: \(quote(execution.warnings, snippet: snippet))"
      return .error(
        "```warning block of the swift block in \(snippet.context): no compiler warning contains \(text); \(said)",
        at: expected.location)
    }
    return nil
  }

  /// The first expected line no message contains, quoted; nil when all are found.
  private static func missing(_ expected: ExpectedMessages, in messages: [CompilerMessage]) -> String? {
    expected.lines.first { line in !messages.contains { $0.message.contains(line) } }.map { "\"\($0)\"" }
  }

  /// The first few messages, each with its line in the content file, as `line 12: "text"`.
  private static func quote(_ messages: [CompilerMessage], snippet: CodeSnippet) -> String {
    var quoted = messages.prefix(quotedMessages).map { message in
      "\(snippet.place(of: message)): \"\(message.message)\""
    }
    if messages.count > quotedMessages { quoted.append("and \(messages.count - quotedMessages) more") }
    return quoted.joined(separator: "; ")
  }
}
