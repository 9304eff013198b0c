import DrillMarkdown
import DrillSupport

/// Turns ```swift blocks into the `CodeSnippet` claims `check --run` proves.
struct SnippetCollector {
  /// What a block's flags ask for.
  enum Mark: Equatable { case plain, fails, traps, norun }

  let path: String
  /// Whether the claims are made: false when the loader drops a pack's claims right after
  /// parsing (`check` without `--run`, `ContentLoader.keepsPackClaims`). Their problems are
  /// found either way; making the claims was 0.5 % of `check` on a bank of Unicode text.
  var keepsClaims = true
  private(set) var snippets: [CodeSnippet] = []
  private(set) var diagnostics: [Diagnostic] = []
  /// The {file=…} and {module=…} blocks read since the last ordinary block: the next
  /// one in the same text is compiled with them.
  private var companions: [CompanionCode] = []

  init(path: String) {
    self.path = path
  }

  /// The block's mark, or nil (with a diagnostic) when its flags are unknown or
  /// contradict; compiler settings (`{upcoming=ExistentialAny}`) are checked too.
  mutating func mark(of code: FencedCode) -> Mark? {
    var marks: [Mark] = []
    let at = ContentLocation(path: path, line: code.line, column: code.column)
    for flag in code.info.flags where !CompilerSetting.isSetting(flag) && !CompanionCode.Role.isRoleWord(flag)
    {
      switch flag {
      case "fails": marks.append(.fails)
      case "traps": marks.append(.traps)
      case "norun": marks.append(.norun)
      case Self.noWarnings: continue
      default:
        let hint = Suggestion.nearest(to: flag, in: Self.markWords + Self.settingWords).map {
          "; did you mean `{\($0)}`?"
        }
        diagnostics.append(
          .error(
            "unknown code block flag `{\(flag)}`\(hint ?? "") (known: \(Self.markWords.map { "{\($0)}" }.joined(separator: ", ")), {file=Name.swift}, {module=Name}, \(CompilerSetting.known))",
            at: at))
        return nil
      }
    }
    if case .failure(let problem) = CompilerSetting.settings(in: code.info.flags) {
      diagnostics.append(.error(problem.message, at: at))
      return nil
    }
    guard marks.count <= 1 else {
      diagnostics.append(.error("a code block takes at most one of {fails}, {traps}, {norun}", at: at))
      return nil
    }
    let mark = marks.first ?? .plain
    if code.info.flags.contains(Self.noWarnings) {
      if mark == .fails || mark == .norun {
        diagnostics.append(
          .error("`{nowarnings}` claims the code compiles with no warning, so it cannot be {\(mark)}", at: at)
        )
        return nil
      }
      if code.followingWarning != nil {
        diagnostics.append(
          .error(
            "`{nowarnings}` claims no warning, yet a ```warning block follows: keep one of the two", at: at))
        return nil
      }
    }
    return mark
  }

  /// The fence word claiming a compile with no warning at all.
  static let noWarnings = FenceInfo.noWarnings
  /// The marks that say what a block does: at most one per block.
  static let claimMarks = FenceInfo.claimMarks
  static let markWords = claimMarks + [noWarnings]
  /// A setting written without its value (`{upcoming}`) is told the form with one.
  static let settingWords =
    CompilerSetting.Name.allCases.map { $0.takesNoValue ? $0.rawValue : "\($0.rawValue)=\($0.placeholder)" }
    + ["file=Name.swift", "module=Name"]

  /// Adds the claims of ordinary blocks (prompts, answers, explanations, lesson pages).
  /// With `runnable` false (a code question's prompt, the learner's playground) a plain
  /// block is only checked for valid flags; one that claims something all the same
  /// ({fails}, {traps}, {nowarnings}, an ```output, ```error or ```warning after it) is proven.
  /// A text's {file=…} and {module=…} blocks are compiled with the next ordinary block of
  /// the same text; with `keepsGroupOpen` the text goes on in the next call (the blocks of
  /// a JSON lesson page), and `closeGroup()` ends it.
  mutating func addClaims(
    of codes: [FencedCode], context: String, runnable: Bool = true, keepsGroupOpen: Bool = false
  ) {
    checkPlacement(of: codes)
    for code in codes where code.info.isSwift {
      switch role(of: code) {
      case .failure: continue
      case .success(let role?):
        if let companion = companion(code, role: role) { companions.append(companion) }
        continue
      case .success(nil): break
      }
      guard let mark = mark(of: code) else { continue }
      if !runnable, !Self.claimsSomething(code, mark: mark) {
        discardGroup()  // Playground code: the learner's to complete.
        continue
      }
      switch mark {
      case .plain: add(code, .runs(expectedOutput: code.followingOutput), context: context)
      case .fails: add(code, .failsToCompile, context: context)
      case .traps: add(code, .traps, context: context)
      case .norun: discardGroup()  // Shown with the fragment, never compiled.
      }
    }
    if !keepsGroupOpen { closeGroup() }
  }

  /// Whether a block says more than "here is some code": a mark other than {norun}, or a
  /// block after it that quotes what it prints or what the compiler says.
  static func claimsSomething(_ code: FencedCode, mark: Mark) -> Bool {
    mark == .fails || mark == .traps || code.info.flags.contains(noWarnings) || code.followingOutput != nil
      || code.followingError != nil || code.followingWarning != nil
  }

  /// Ends a text: companion blocks that no ordinary block followed are an error.
  mutating func closeGroup() {
    if let first = companions.first {
      report(
        .error(
          "a {\(first.role.word)} block is compiled with the next ```swift block of the same text that is "
            + "neither {file=…} nor {module=…}, and none follows", at: first.location))
    }
    companions = []
  }

  /// Forgets the companion blocks read so far: the block they went with is never compiled.
  mutating func discardGroup() {
    companions = []
  }

  /// The role of a ```swift block's fence (nil: an ordinary block), reported when it is wrong.
  mutating func role(of code: FencedCode) -> Result<CompanionCode.Role?, CompilerSetting.Problem> {
    let role = CompanionCode.Role.parse(code.info.flags)
    if case .failure(let problem) = role {
      report(.error(problem.message, at: ContentLocation(path: path, line: code.line, column: code.column)))
    }
    return role
  }

  /// The companion a {file=…} or {module=…} block is, or nil (reported) when its fence or the
  /// blocks after it claim what only the block it is compiled with can.
  private mutating func companion(_ code: FencedCode, role: CompanionCode.Role) -> CompanionCode? {
    let at = ContentLocation(path: path, line: code.line, column: code.column)
    // Unknown words and wrong settings are told as on any block.
    guard mark(of: code) != nil else { return nil }
    if let mark = code.info.flags.first(where: Self.markWords.contains) {
      report(
        .error(
          "a {\(role.word)} block is compiled with the ```swift block after it, which makes the claim: "
            + "put {\(mark)} there", at: at))
      return nil
    }
    if let trailing = code.outputBlock ?? code.followingError ?? code.followingWarning {
      let language = code.followingOutput != nil ? "output" : code.followingError != nil ? "error" : "warning"
      report(
        .error(
          "an ```\(language) block belongs after the ```swift block the {\(role.word)} block is compiled with",
          at: ContentLocation(path: path, line: trailing.line, column: trailing.column)))
      return nil
    }
    let settings = (try? CompilerSetting.settings(in: code.info.flags).get()) ?? []
    if case .file = role, let setting = settings.first {
      report(
        .error(
          "a {\(role.word)} block is compiled with the settings of the block after it: put {\(setting.word)} there",
          at: at))
      return nil
    }
    if companions.contains(where: { $0.role == role }) {
      report(.error("this group already has a {\(role.word)} block", at: at))
      return nil
    }
    return CompanionCode(
      role: role, code: code.code, settings: settings, location: at, linesInFile: code.linesInFile)
  }

  /// Reports each ```error block that does not follow a ```swift {fails} block, and each
  /// ```warning block that does not follow a ```swift block that compiles.
  mutating func checkPlacement(of codes: [FencedCode]) {
    for code in codes {
      let at = ContentLocation(path: path, line: code.line, column: code.column)
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

  mutating func add(
    _ code: FencedCode, _ claim: CodeSnippet.Claim, context: String, outputAt: ContentLocation? = nil,
    testsAt: ContentLocation? = nil
  ) {
    guard keepsClaims else {
      companions = []
      return
    }
    func expected(_ block: TrailingBlock?) -> ExpectedMessages? {
      block.map {
        ExpectedMessages(
          lines: $0.expectedLines, location: ContentLocation(path: path, line: $0.line, column: $0.column))
      }
    }
    let fails = claim == .failsToCompile
    var snippet = CodeSnippet(
      code: code.code, claim: claim,
      location: ContentLocation(path: path, line: code.line, column: code.column), context: context,
      expectedErrors: fails ? expected(code.followingError) : nil,
      expectedWarnings: fails ? nil : expected(code.followingWarning))
    snippet.linesInFile = code.linesInFile
    if case .runs(let expected?) = claim, expected == code.followingOutput, let block = code.outputBlock {
      snippet.outputLocation = ContentLocation(path: path, line: block.line, column: block.column)
    }
    snippet.compilerSettings = (try? CompilerSetting.settings(in: code.info.flags).get()) ?? []
    snippet.forbidsWarnings = code.info.flags.contains(Self.noWarnings)
    snippet.companions = companions
    companions = []
    if let outputAt { snippet.outputLocation = outputAt }
    snippet.testsLocation = testsAt
    snippets.append(snippet)
  }

  mutating func report(_ diagnostic: Diagnostic) {
    diagnostics.append(diagnostic)
  }
}
