extension SnippetVerifier {
  /// What is wrong with `snippet` given its compile result; nil when its claim holds.
  static func problem(with snippet: CodeSnippet, result: CodeRunResult) -> String? {
    let place = snippet.context
    switch (snippet.claim, result) {
    case (.failsToCompile, .compileFailed):
      return nil
    case (.failsToCompile, _):
      return "`{fails}` block in \(place) compiles, but it should not"
    case (.passesTests, .compileFailed(let failure)):
      return "Answer in \(place) does not compile with its Tests: \(describe(failure, snippet: snippet))"
    case (_, .compileFailed(let failure)):
      return "swift block in \(place) does not compile: \(describe(failure, snippet: snippet))"
    case (_, .compiled):
      return nil
    case (.traps, .ran(let execution)):
      return execution.trapped ? nil : "`{traps}` block in \(place) did not trap (\(describe(execution)))"
    case (.passesTests, .ran(let execution)):
      return execution.succeeded ? nil : "Answer in \(place) fails its Tests (\(describe(execution)))"
    case (.runs(let expected), .ran(let execution)):
      guard execution.succeeded else { return "swift block in \(place) failed (\(describe(execution)))" }
      guard let expected else { return nil }
      return OutputComparison(expected: expected, actual: execution.stdout).mismatch.map {
        "output of swift block in \(place) differs from its output block at \($0)"
      }
    }
  }

  /// The first compiler error, with the snippet's lines counted in the content file
  /// (the code starts on the line after the fence).
  static func describe(_ failure: CompileFailure, snippet: CodeSnippet) -> String {
    guard let error = failure.messages.first(where: { $0.severity == .error }) else {
      return failure.firstError
    }
    if error.file == snippetName {
      return "\(snippet.place(ofCodeLine: error.line)): \(error.message)"
    }
    return "\(error.file) line \(error.line): \(error.message)"
  }

  /// How a run ended, with the first line of its error output.
  static func describe(_ execution: Execution) -> String {
    let firstError = execution.errorMessage.split(separator: "\n").first.map { ": \($0)" } ?? ""
    return execution.ending + firstError
  }
}
