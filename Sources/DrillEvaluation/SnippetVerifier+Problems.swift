import DrillContent
import DrillSupport
import Foundation

extension SnippetVerifier {
  /// What is wrong with `snippet` given its compile result, located where the
  /// author has to look: the fence, the ```output block's line that differs, or
  /// the Tests line that failed. Nil when its claim holds.
  static func problem(with snippet: CodeSnippet, result: CodeRunResult) -> Diagnostic? {
    let place = snippet.context
    let atFence = { (message: String) in Diagnostic.error(message, at: snippet.location) }
    switch (snippet.claim, result) {
    case (.failsToCompile, .compileFailed):
      return nil
    case (.failsToCompile, _):
      return atFence("`{fails}` block in \(place) compiles, but it should not")
    case (.passesTests, .compileFailed(let failure)):
      let message =
        "Answer in \(place) does not compile with its Tests: \(describe(failure, snippet: snippet))"
      // An error in the Tests is shown at its line there.
      if let error = failure.messages.first(where: { $0.severity == .error }), error.file == "Tests",
        let tests = snippet.testsLocation, snippet.linesInFile
      {
        return .error(
          message,
          at: ContentLocation(
            path: tests.path, line: tests.line + error.line, column: tests.column + error.column - 1))
      }
      return atFence(message)
    case (_, .compileFailed(let failure)):
      return atFence("swift block in \(place) does not compile: \(describe(failure, snippet: snippet))")
    case (_, .compiled):
      return nil
    case (.traps, .ran(let execution)) where snippet.sanitizer != nil:
      // Under a sanitizer, {traps} claims its report: the tool that was asked for stopped the run.
      let tool = Execution.sanitizerName(snippet.sanitizer ?? "")
      return execution.sanitizerReport?.hasPrefix(tool) == true
        ? nil : atFence("`{traps}` block in \(place) ran with no \(tool) report (\(describe(execution)))")
    case (.traps, .ran(let execution)):
      return execution.trapped
        ? nil : atFence("`{traps}` block in \(place) did not trap (\(describe(execution)))")
    case (.passesTests(let tests), .ran(let execution)):
      return execution.succeeded ? nil : failedTests(snippet, tests: tests, execution: execution)
    case (.runs(let expected), .ran(let execution)):
      guard execution.succeeded else {
        return atFence("swift block in \(place) failed (\(describe(execution)))")
      }
      guard let expected,
        let mismatch = OutputComparison(expected: expected, actual: execution.stdout).mismatch
      else { return nil }
      return outputMismatch(snippet, mismatch)
    }
  }

  /// An output that differs, at the ```output block, naming the line of the file
  /// (or of a JSON `output` value) that differs.
  private static func outputMismatch(_ snippet: CodeSnippet, _ mismatch: OutputComparison.Mismatch)
    -> Diagnostic
  {
    let head = "output of swift block in \(snippet.context) differs from its output block"
    guard let block = snippet.outputLocation else {
      return .error("\(head) at \(mismatch)", at: snippet.location)
    }
    // `line 2: expected …`: the number is replaced by the file's.
    let detail = String(mismatch.description.drop { $0 != ":" })
    let place =
      snippet.linesInFile ? "line \(block.line + mismatch.line)" : "line \(mismatch.line) of `output`"
    return .error("\(head) at \(place)\(detail)", at: block)
  }

  /// Tests that stopped, at the Tests line that stopped them when the run names it
  /// (a failed `expect`, `precondition` or `assert`), with what the check said.
  private static func failedTests(_ snippet: CodeSnippet, tests: String, execution: Execution) -> Diagnostic {
    var message = "Answer in \(snippet.context) fails its Tests (\(execution.ending))"
    if let check = TestHarness.failedCheck(in: execution.stderr) {
      message +=
        ": "
        + check.map { $0.split(separator: " ", omittingEmptySubsequences: true).joined(separator: " ") }
        .joined(separator: "; ")
    } else if let first = execution.errorMessage.split(separator: "\n").first {
      message += ": " + first.replacing(#/^Learner\/main\.swift:\d+: /#, with: "")
    }
    guard let line = TestHarness.failedTestsLine(in: execution.stderr), let at = snippet.testsLocation else {
      return .error(message, at: snippet.location)
    }
    let lines = tests.split(separator: "\n", omittingEmptySubsequences: false)
    let code = line <= lines.count ? lines[line - 1] : ""
    let shown = code.trimmingCharacters(in: .whitespaces)
    let check = shown.isEmpty ? "" : " at `\(shown)`"
    message = message.replacing("fails its Tests (", with: "fails its Tests\(check) (")
    guard snippet.linesInFile else {
      return .error(message.replacing("its Tests", with: "its Tests (line \(line) of `tests`)"), at: at)
    }
    let indent = code.prefix { $0 == " " }.count
    return .error(
      message, at: ContentLocation(path: at.path, line: at.line + line, column: at.column + indent))
  }

  /// A `{module=…}` block that does not compile on its own, at its fence, whatever the
  /// claim of the block it belongs to (its errors are not that block's `{fails}`).
  static func companionProblem(with snippet: CodeSnippet, result: CodeRunResult) -> Diagnostic? {
    guard case .compileFailed(let failure) = result, let name = failure.module,
      let module = snippet.companions.first(where: { $0.role == .module(name) })
    else { return nil }
    return .error(
      "the module \(name) block of \(snippet.context) does not compile: \(describe(failure, snippet: snippet))",
      at: module.location)
  }

  /// The first compiler error, with the snippet's lines counted in the content file
  /// (the code starts on the line after the fence).
  static func describe(_ failure: CompileFailure, snippet: CodeSnippet) -> String {
    guard let error = failure.messages.first(where: { $0.severity == .error }) else {
      return failure.firstError
    }
    if error.file == "Tests", snippet.testsLocation != nil, !snippet.linesInFile {
      return "line \(error.line) of `tests`: \(error.message)"
    }
    return "\(snippet.place(of: error)): \(error.message)"
  }

  /// How a run ended, with the first line of its error output.
  static func describe(_ execution: Execution) -> String {
    if let report = execution.sanitizerReport { return "\(execution.ending): \(report)" }
    let firstError = execution.errorMessage.split(separator: "\n").first.map { ": \($0)" } ?? ""
    return execution.ending + firstError
  }
}
