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
    /// Whether the Tests' lines are lines of the file (Markdown) or of a JSON value.
    var testsLinesInFile = true
  }

  /// A Tests block's `assert`/`precondition` calls: when one fails the learner
  /// reads only "check failed", so `check` asks for `expect` at each of them.
  mutating func warnAboutBareChecks(in tests: String, at testsAt: ContentLocation, linesInFile: Bool) {
    for check in Self.bareChecks(in: tests) {
      let message =
        "`\(check.name)` in Tests says only \"check failed\" to the learner: use "
        + "`expect(actual, expected, \"what\")`, which shows what was expected and what came back"
      let location =
        linesInFile
        ? ContentLocation(
          path: testsAt.path, line: testsAt.line + check.line, column: testsAt.column + check.column - 1)
        : testsAt
      report(.warning(linesInFile ? message : "line \(check.line) of `tests`: " + message, at: location))
    }
  }

  /// The `assert`, `precondition`, `assertionFailure` and `preconditionFailure` calls in
  /// `code` (line and column from 1), outside comments and string literals.
  static func bareChecks(in code: String) -> [(line: Int, column: Int, name: String)] {
    // Every name holds `assert` or `precondition`: Tests without either (the usual
    // `expect` ones) have none, and are not lexed character by character.
    guard holds(code, "assert") || holds(code, "precondition") else { return [] }
    let names: Set<String> = ["assert", "precondition", "assertionFailure", "preconditionFailure"]
    var found: [(line: Int, column: Int, name: String)] = []
    var mask = SwiftLineMask()
    for (index, line) in code.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
      let characters = mask.mask(line)
      var position = 0
      while position < characters.count {
        guard characters[position].isLetter, position == 0 || !Self.isIdentifier(characters[position - 1])
        else {
          position += 1
          continue
        }
        var end = position
        while end < characters.count, Self.isIdentifier(characters[end]) { end += 1 }
        let word = String(characters[position..<end])
        var next = end
        while next < characters.count, characters[next] == " " { next += 1 }
        if names.contains(word), next < characters.count, characters[next] == "(" {
          found.append((index + 1, position + 1, word))
        }
        position = end
      }
    }
    return found
  }

  /// Whether `word`'s bytes are in `text`'s UTF-8 (`ByteSearch`).
  static func holds(_ text: String, _ word: String) -> Bool {
    ByteSearch.contains(word, in: text)
  }

  private static func isIdentifier(_ character: Character) -> Bool {
    character.isLetter || character.isNumber || character == "_" || character == "."
  }

  /// Adds a question's claims: a code question's Answer is run with its Tests,
  /// an output question's first prompt block must print the Output, every
  /// other ```swift block follows its flags.
  mutating func addClaims(of question: Question, code: QuestionCode, at location: ContentLocation) {
    let context = keepsClaims ? question.id : ""  // Read by the claims alone.
    switch question.type {
    case .code:
      if let tests = question.tests, let testsAt = code.testsAt {
        warnAboutBareChecks(in: tests, at: testsAt, linesInFile: code.testsLinesInFile)
      }
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
