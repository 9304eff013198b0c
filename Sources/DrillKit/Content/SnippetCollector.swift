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

  /// The block's mark, or nil (with a diagnostic) when its flags are unknown or
  /// contradict; compiler settings (`{upcoming=ExistentialAny}`) are checked too.
  mutating func mark(of code: FencedCode) -> Mark? {
    var marks: [Mark] = []
    let at = SourceLocation(path: path, line: code.line, column: code.column)
    for flag in code.info.flags where !CompilerSetting.isSetting(flag) {
      switch flag {
      case "fails": marks.append(.fails)
      case "traps": marks.append(.traps)
      case "norun": marks.append(.norun)
      default:
        let hint = Suggestion.nearest(to: flag, in: Self.markWords + Self.settingWords).map {
          "; did you mean `{\($0)}`?"
        }
        diagnostics.append(
          .error(
            "unknown code block flag `{\(flag)}`\(hint ?? "") (known: {fails}, {traps}, {norun}, \(CompilerSetting.known))",
            at: at))
        return nil
      }
    }
    if case .failure(let problem) = CompilerSetting.settings(in: code.info.flags) {
      diagnostics.append(.error(problem.message, at: at))
      return nil
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

  static let markWords = ["fails", "traps", "norun"]
  /// A setting written without its value (`{upcoming}`) is told the form with one.
  static let settingWords = CompilerSetting.Name.allCases.map { "\($0.rawValue)=\($0.placeholder)" }

  /// Adds the claims of ordinary blocks (prompts, answers, explanations, lesson pages).
  /// With `runnable` false, blocks are only checked for valid flags (a code question's playground).
  mutating func addClaims(of codes: [FencedCode], context: String, runnable: Bool = true) {
    checkPlacement(of: codes)
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

  /// Reports each ```error block that does not follow a ```swift {fails} block, and each
  /// ```warning block that does not follow a ```swift block that compiles.
  mutating func checkPlacement(of codes: [FencedCode]) {
    for code in codes {
      let at = SourceLocation(path: path, line: code.line, column: code.column)
      switch code.info.language {
      case "error":
        guard let owner = code.follows else {
          report(
            .error(
              "an ```error block must come right after the ```swift {fails} block whose compiler errors it lists",
              at: at))
          continue
        }
        if !owner.flags.contains("fails") {
          report(
            .error(
              "an ```error block lists compiler errors, so the ```swift block before it needs {fails}", at: at
            ))
        }
      case "warning":
        guard let owner = code.follows else {
          report(
            .error(
              "a ```warning block must come right after the ```swift block (or its ```output block) whose warnings it lists",
              at: at))
          continue
        }
        if let flag = owner.flags.first(where: { $0 == "fails" || $0 == "norun" }) {
          report(
            .error(
              "a ```warning block needs a ```swift block that compiles: the one before it is {\(flag)}"
                + (flag == "fails" ? " (list its errors in an ```error block)" : ""), at: at))
        }
      default: break
      }
    }
  }

  mutating func add(_ code: FencedCode, _ claim: CodeSnippet.Claim, context: String) {
    func expected(_ block: TrailingBlock?) -> ExpectedMessages? {
      block.map {
        ExpectedMessages(
          lines: $0.expectedLines, location: SourceLocation(path: path, line: $0.line, column: $0.column))
      }
    }
    let fails = claim == .failsToCompile
    var snippet = CodeSnippet(
      code: code.code, claim: claim,
      location: SourceLocation(path: path, line: code.line, column: code.column), context: context,
      expectedErrors: fails ? expected(code.followingError) : nil,
      expectedWarnings: fails ? nil : expected(code.followingWarning))
    snippet.linesInFile = code.linesInFile
    snippet.compilerSettings = (try? CompilerSetting.settings(in: code.info.flags).get()) ?? []
    snippets.append(snippet)
  }

  mutating func report(_ diagnostic: Diagnostic) {
    diagnostics.append(diagnostic)
  }
}
