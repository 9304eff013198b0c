/// Turns ```swift blocks into the `CodeSnippet` claims `check --run` proves.
struct SnippetCollector {
  /// What a block's flags ask for.
  enum Mark: Equatable { case plain, fails, traps, norun }

  let path: String
  private(set) var snippets: [CodeSnippet] = []
  private(set) var diagnostics: [Diagnostic] = []

  init(path: String) {
    self.path = path
  }

  /// The block's mark, or nil (with a diagnostic) when its flags are unknown or contradict.
  mutating func mark(of code: FencedCode) -> Mark? {
    var marks: [Mark] = []
    for flag in code.info.flags {
      switch flag {
      case "fails": marks.append(.fails)
      case "traps": marks.append(.traps)
      case "norun": marks.append(.norun)
      default:
        diagnostics.append(
          .error(
            "unknown code block flag `{\(flag)}` (known: {fails}, {traps}, {norun})",
            at: SourceLocation(path: path, line: code.line, column: code.column)))
        return nil
      }
    }
    guard marks.count <= 1 else {
      diagnostics.append(
        .error(
          "a code block takes at most one of {fails}, {traps}, {norun}",
          at: SourceLocation(path: path, line: code.line, column: code.column)))
      return nil
    }
    return marks.first ?? .plain
  }

  /// Adds the claims of ordinary blocks (prompts, answers, explanations, lesson pages).
  /// With `runnable` false, blocks are only checked for valid flags (a code question's playground).
  mutating func addClaims(of codes: [FencedCode], context: String, runnable: Bool = true) {
    for code in codes where code.info.isSwift {
      guard let mark = mark(of: code), runnable else { continue }
      switch mark {
      case .plain: add(code, .runs(expectedOutput: code.followingOutput), context: context)
      case .fails: add(code, .failsToCompile, context: context)
      case .traps: add(code, .traps, context: context)
      case .norun: break
      }
    }
  }

  mutating func add(_ code: FencedCode, _ claim: CodeSnippet.Claim, context: String) {
    snippets.append(
      CodeSnippet(
        code: code.code, claim: claim,
        location: SourceLocation(path: path, line: code.line, column: code.column), context: context))
  }

  mutating func report(_ diagnostic: Diagnostic) {
    diagnostics.append(diagnostic)
  }
}
