import Foundation

/// Compiles Swift files with the real `swiftc` (Swift 6 language mode, `-lm`) in a
/// fresh temporary folder and runs the binary in a sandbox (see `Sandbox`) with
/// a timeout, an output cap and a memory limit. Results are cached when a
/// `RunCache` is given.
public struct CodeRunner: Sendable {
  public var toolchain: Toolchain
  public var cache: RunCache?
  /// Environment for `swiftc` (it needs `HOME` for its module cache).
  public var compilerEnvironment: [String: String]
  /// Longest a compile may take.
  public var compileTimeout: Duration = .seconds(120)
  /// Asked while the compiler or the program runs; true stops both (Ctrl-C).
  public var isCancelled: @Sendable () -> Bool = { false }

  /// Flags every compile gets: Swift 6 language mode, compact LLVM-style
  /// diagnostics, and whole-module mode: one frontend process for the answer and
  /// its tests instead of one per file, each loading the standard library again
  /// (still `-Onone`; the same diagnostics).
  public static let compilerFlags = [
    "-swift-version", "6", "-diagnostic-style", "llvm", "-module-name", "Learner", "-wmo",
  ]

  public init(toolchain: Toolchain, cache: RunCache?, compilerEnvironment: [String: String]) {
    self.toolchain = toolchain
    self.cache = cache
    self.compilerEnvironment = compilerEnvironment
  }

  /// A runner for this environment: `swiftc` from `SWIFTC`/`PATH`/`/opt/swift`,
  /// the cache under `paths.cacheDirectory/runs` when `paths` is given.
  public init(environment: [String: String], paths: AppPaths?) throws(CodeRunnerError) {
    self.init(
      toolchain: try Toolchain.locate(environment: environment, versionCache: paths?.cacheDirectory),
      cache: paths.map(RunCache.init(paths:)),
      compilerEnvironment: environment)
  }

  /// How compiled programs are confined on this machine, in words.
  public static var sandboxSummary: String { Sandbox.detected.summary }

  /// Compiles (and runs) `request`, from the cache when an identical job ran before.
  public func run(_ request: CodeRunRequest) throws(CodeRunnerError) -> CodeRun {
    let clock = ContinuousClock()
    let start = clock.now
    let key = RunCache.key(for: request, toolchain: toolchain)
    if let cache, let result = cache.load(key: key) {
      return CodeRun(result: result, fromCache: true, duration: clock.now - start)
    }
    let result = try runUncached(request)
    if let cache, result.isStable {
      cache.store(result, key: key)
    }
    return CodeRun(result: result, fromCache: false, duration: clock.now - start)
  }

  private func runUncached(_ request: CodeRunRequest) throws(CodeRunnerError) -> CodeRunResult {
    // Probing the sandbox starts programs of its own: let it overlap the compile.
    if request.mode == .run { Sandbox.prepare() }
    let workspace = try Workspace()
    defer { workspace.remove() }
    for file in request.files {
      try workspace.write(file.code, to: file.name)
    }
    var arguments =
      request.mode == .typecheck ? ["-typecheck"] : ["-o", "program", "-lm"] + toolchain.linkerFlags
    arguments += Self.compilerFlags + request.files.map(\.name)
    let compile = try ChildProcess.run(
      executable: toolchain.swiftc, arguments: arguments, environment: compilerEnvironment,
      currentDirectory: workspace.path, timeout: compileTimeout, outputLimit: 1 << 20,
      isCancelled: isCancelled)
    if compile.cancelled { throw .cancelled }
    let diagnostics = CompilerOutput(files: request.files, workDirectory: workspace.path)
    guard compile.exitStatus == 0 else {
      var failure = diagnostics.failure(from: compile.stderr + compile.stdout)
      if compile.timedOut { failure.output += "\nthe compiler was stopped after \(compileTimeout)" }
      return .compileFailed(failure)
    }
    if request.mode != .run { return .compiled }
    let sandbox = Sandbox.detected
    if sandbox.dropsPrivileges { workspace.allowOthersToRead() }

    var stdinPath: String?
    if let stdin = request.stdin {
      try workspace.write(stdin, to: "stdin.txt")
      stdinPath = workspace.path + "/stdin.txt"
    }
    let command = sandbox.command(
      running: workspace.path + "/program", arguments: request.arguments, limits: request.limits)
    let environment = [
      "PATH": "/usr/bin:/bin", "HOME": workspace.path, "TMPDIR": workspace.path, "LANG": "C.UTF-8",
      "SWIFT_BACKTRACE": "enable=no",
    ]
    let run = try ChildProcess.run(
      executable: command[0], arguments: Array(command.dropFirst()), environment: environment,
      currentDirectory: workspace.path, stdinPath: stdinPath, timeout: request.limits.timeout,
      outputLimit: request.limits.outputLimit, isCancelled: isCancelled)
    if run.cancelled { throw .cancelled }
    return .ran(
      Execution(
        exitStatus: run.exitStatus, signal: run.signal, stdout: run.stdout, stderr: run.stderr,
        timedOut: run.timedOut, outputTruncated: run.outputTruncated))
  }
}

/// One compile-and-run job's outcome, and whether it came from the cache.
public struct CodeRun: Sendable, Hashable {
  public var result: CodeRunResult
  public var fromCache: Bool
  public var duration: Duration

  public init(result: CodeRunResult, fromCache: Bool, duration: Duration) {
    self.result = result
    self.fromCache = fromCache
    self.duration = duration
  }
}

extension CodeRunResult {
  /// Whether the same job would give the same result again: timeouts depend on the machine's load.
  var isStable: Bool {
    switch self {
    case .compiled: true
    case .compileFailed(let failure): !failure.output.contains("the compiler was stopped after")
    case .ran(let execution): !execution.timedOut
    }
  }
}
