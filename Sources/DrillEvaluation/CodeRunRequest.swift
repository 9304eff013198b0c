import DrillMarkdown

/// What to do with the files.
public enum CodeRunMode: String, Sendable, Hashable, Codable {
  /// Compile to a binary and run it.
  case run
  /// Type-check only (`swiftc -typecheck`): fast, but it skips the mandatory
  /// diagnostics that run later (definite initialisation, exclusivity,
  /// `consume`, region isolation, a `guard` that falls through).
  case typecheck
  /// Compile to a binary without running it: every diagnostic the compiler has,
  /// which is what proving `{fails}` needs.
  case compile
}

/// One compile (and run) job.
public struct CodeRunRequest: Sendable, Hashable {
  public var files: [SourceFile]
  public var mode: CodeRunMode
  /// Standard input; /dev/null when nil.
  public var stdin: String?
  /// Command-line arguments for the program.
  public var arguments: [String]
  public var limits: RunLimits
  /// The last file (`main.swift`) is a test harness: the runner appends a line
  /// that prints a per-run random token, and the run counts as finished only
  /// when the token appears (so `exit(0)` in an answer does not pass the tests).
  public var requiresCompletion: Bool
  /// The content file the code (or its tests) came from, for the trust decision; nil: trusted.
  public var origin: String?
  /// Whitelisted settings the code's fence asks for (`{upcoming=ExistentialAny}`).
  public var compilerSettings: [CompilerSetting] = []
  /// Library modules compiled first, in order, each with its own settings; the files
  /// (and later modules) may import them.
  public var modules: [LibraryModule] = []
  /// Whether the program is built with line tables (`-gline-tables-only`), so that a trap is
  /// placed in its files (`Execution.crashPlaces`): a run that traps in the immediate mode is
  /// compiled and run again to find them.
  public var lineTables = false

  /// The sanitizer the program is built with (`{sanitize=thread}`): `thread` or `address`.
  public var sanitizer: String? {
    compilerSettings.first { $0.name == .sanitize }?.value
  }

  public init(
    files: [SourceFile], mode: CodeRunMode = .run, stdin: String? = nil, arguments: [String] = [],
    limits: RunLimits = .standard, requiresCompletion: Bool = false, origin: String? = nil
  ) {
    self.origin = origin
    self.files = files
    self.mode = mode
    self.stdin = stdin
    self.arguments = arguments
    self.limits = limits
    self.requiresCompletion = requiresCompletion
  }

  /// Adds the companion blocks a content block is compiled with: files go before the
  /// program's own (whose top-level code stays in `main.swift`), modules are built first.
  public mutating func add(_ companions: [CompanionCode]) {
    for companion in companions {
      switch companion.part {
      case .file(let file): files.insert(file, at: files.count - 1)
      case .module(let module): modules.append(module)
      }
    }
  }

  /// A single file compiled alone, so its top-level code runs.
  public static func program(
    _ code: String, mode: CodeRunMode = .run, limits: RunLimits = .standard, origin: String? = nil
  ) -> CodeRunRequest {
    CodeRunRequest(
      files: [SourceFile(name: "main.swift", displayName: "snippet", code: code)], mode: mode, limits: limits,
      origin: origin)
  }
}
