import DrillContent
import DrillMarkdown
import Foundation

extension Evaluator {
  /// Code questions: the learner's code (`your code`) compiled with the Tests
  /// (`main.swift`, so their top-level code runs) must exit 0.
  func evaluateCode(_ question: Question, _ response: Response) -> Outcome {
    guard let runner = startRunner() else {
      return .notUnderstood("Code answers cannot be checked: no Swift compiler is set up.")
    }
    var request = CodeRunRequest(
      files: [
        SourceFile(name: "answer.swift", displayName: "your code", code: response.text),
        SourceFile(name: "main.swift", displayName: "Tests", code: question.tests ?? ""),
        TestHarness.file,
      ], requiresCompletion: true, origin: question.location.path)
    // The Tests are written for the Answer's settings (`package` access, default isolation): the learner's code gets them too.
    request.compilerSettings = question.answerCompilerSettings
    // A trap is placed in the learner's code and the Tests (session 50's tryout, finding 1).
    request.lineTables = true
    let result: CodeRunResult
    do {
      result = try runner.run(request).result
    } catch .cancelled {
      return .cancelled
    } catch {
      return .notUnderstood("Your code could not be checked: \(error.localizedDescription)")
    }
    switch result {
    case .compileFailed(let failure):
      var outcome = graded(
        false, question, response, expected: question.answer,
        details: Self.lines(of: failure, starter: question.starter))
      outcome.feedback.summary = "Your code does not compile."
      return outcome
    case .compiled:
      return graded(true, question, response, expected: question.answer)
    case .ran(let execution):
      guard execution.succeeded else {
        var outcome = graded(
          false, question, response, expected: question.answer, details: Self.lines(of: execution))
        if execution.errorMessage.isEmpty && !execution.stdout.isEmpty {
          // What the program printed is output, not a message: it is shown as output.
          outcome.feedback.details = []
          outcome.feedback.output = Self.lastLines(of: execution.stdout)
        }
        if let check = TestHarness.failedCheck(in: execution.stderr) {
          outcome.feedback.summary = "A test failed."
          outcome.feedback.details = check
        } else if execution.timedOut, let limit = execution.timeLimit {
          // What a stop at the time limit most likely means (session 51's tryout, finding 10).
          outcome.feedback.summary =
            "The tests did not pass: your code was still running after \(Execution.seconds(limit)): "
            + "an endless loop?"
        } else {
          outcome.feedback.summary = "The tests did not pass (\(execution.ending))."
        }
        let places = execution.crashPlaces ?? []
        if let mine = places.first(where: { $0.file == "your code" }) {
          // The learner's line instead of the standard library's ("Swift/ContiguousArrayBuffer.swift:692: ").
          outcome.feedback.details = outcome.feedback.details.map { line in
            guard line.hasPrefix("Swift/"), let fatal = line.range(of: ": Fatal error") else { return line }
            return "Fatal error" + line[fatal.upperBound...]
          }
          outcome.feedback.details.append("It stopped at your code, line \(mine.line).")
        }
        let testsLine =
          TestHarness.failedTestsLine(in: execution.stderr) ?? places.first { $0.file == "Tests" }?.line
        if let line = testsLine, let statement = TestsStatement(startingAt: line, in: question.tests ?? "") {
          outcome.feedback.details += statement.details
        }
        return outcome
      }
      return graded(true, question, response, expected: question.answer)
    }
  }

  /// The last lines the failing tests printed, with the compiler's name for
  /// the Tests file (`Learner/main.swift:3:`) put in the learner's terms (`Tests, line 3:`).
  static func lines(of execution: Execution) -> [String] {
    let errors = execution.errorMessage
    let text = errors.isEmpty ? execution.stdout : errors
    return text.split(separator: "\n").suffix(8).map { learnerTerms(String($0)) }
  }

  /// The last eight lines of a program's output, as printed.
  static func lastLines(of output: String) -> String {
    var output = output
    if output.hasSuffix("\n") { output.removeLast() }
    return output.split(separator: "\n", omittingEmptySubsequences: false).suffix(8).joined(separator: "\n")
  }

  /// `Learner/main.swift:3: Precondition failed: by length` → `Tests, line 3: check failed: by length`.
  static func learnerTerms(_ line: String) -> String {
    var line = line
    for (file, name) in [("main.swift", "Tests"), ("answer.swift", "your code")] {
      for prefix in ["Learner/\(file):", "\(file):"] {
        guard let range = line.range(of: prefix) else { continue }
        let rest = line[range.upperBound...]
        let number = rest.prefix { $0.isNumber }
        guard !number.isEmpty else { continue }
        line = String(line[..<range.lowerBound]) + "\(name), line \(number)" + rest.dropFirst(number.count)
        break
      }
    }
    // "Fatal error" stays: it is the runtime's own word for a trap the learner's code caused.
    for (phrase, plain) in [("Precondition failed", "check failed"), ("Assertion failed", "check failed")] {
      line = line.replacingOccurrences(of: phrase, with: plain)
    }
    return line
  }
}
