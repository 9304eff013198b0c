import DrillMarkdown
import DrillSupport

extension SnippetCollector {
  /// The code blocks of one question, by where they are written.
  struct QuestionCode {
    var prompt: [FencedCode] = []
    var answer: [FencedCode] = []
    var explanation: [FencedCode] = []
    /// Where the `### Tests` and `### Output` blocks (or JSON values) are.
    var testsAt: ContentLocation?
    var outputAt: ContentLocation?
  }

  /// Adds a question's claims: a code question's Answer is run with its Tests,
  /// an output question's first prompt block must print the Output, every
  /// other ```swift block follows its flags.
  mutating func addClaims(of question: Question, code: QuestionCode, at location: ContentLocation) {
    let context = question.id
    switch question.type {
    case .code:
      addClaims(of: code.prompt, context: context, runnable: false)
      var answerBlocks = code.answer
      if let first = answerBlocks.firstIndex(where: \.info.isSwift) {
        let solution = answerBlocks.remove(at: first)
        if case .success(let role?) = role(of: solution) {
          report(
            .error(
              "a code question's Answer is compiled with its Tests alone: its first ```swift block cannot be a {\(role.word)} block",
              at: ContentLocation(path: path, line: solution.line, column: solution.column)))
        } else if let mark = mark(of: solution), mark != .norun {
          add(solution, .passesTests(tests: question.tests ?? ""), context: context, testsAt: code.testsAt)
        }
      } else {
        if question.answer == nil {
          report(
            .warning(
              "code question without an `### Answer`: check --run cannot prove its Tests pass", at: location))
        } else {
          report(
            .error(
              "a code question's `### Answer` needs a ```swift block to run with the Tests", at: location))
        }
      }
      addClaims(of: answerBlocks, context: context)
    case .output:
      // The program is the prompt's first ordinary ```swift block, with the {file=…} and
      // {module=…} blocks before it.
      let first = code.prompt.firstIndex {
        $0.info.isSwift && !$0.info.flags.contains(where: CompanionCode.Role.isRoleWord)
      }
      if let first {
        addClaims(of: Array(code.prompt[..<first]), context: context, keepsGroupOpen: true)
        let program = code.prompt[first]
        switch mark(of: program) {
        case .plain:
          add(program, .runs(expectedOutput: question.output), context: context, outputAt: code.outputAt)
        case .fails, .traps:
          report(
            .error(
              "the prompt's first ```swift block prints the `### Output`, so it cannot be {fails} or {traps}",
              at: ContentLocation(path: path, line: program.line, column: program.column)))
          discardGroup()
        case .norun, nil: discardGroup()
        }
        addClaims(of: Array(code.prompt[(first + 1)...]), context: context)
      } else {
        report(.error("an `### Output` question needs a ```swift block in its prompt", at: location))
        addClaims(of: code.prompt, context: context)
      }
      addClaims(of: code.answer, context: context)
    default:
      addClaims(of: code.prompt, context: context)
      addClaims(of: code.answer, context: context)
    }
    addClaims(of: code.explanation, context: context)
  }
}
