import DrillMarkdown
import DrillSupport
import Foundation
import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Compiles Swift files with the real `swiftc` (Swift 6 language mode, `-lm`) in a
/// fresh temporary folder and runs the binary, both inside the sandbox (see
/// `Sandbox`) with a timeout, an output cap and memory and process limits. Results are cached when a
/// `RunCache` is given.
public struct CodeRunner: Sendable {
  public var toolchain: Toolchain
  public var cache: RunCache?
  /// Environment for `swiftc` (it needs `HOME` for its module cache).
  public var compilerEnvironment: [String: String]
  /// Longest a compile may take.
  public var compileTimeout: Duration = .seconds(120)
  /// Address space the compiler may use (each of its processes).
  public var compileMemoryLimit: Int = 2 << 30
  /// No run may take longer than this, whatever its limits say (tests shorten it).
  public var runTimeoutCap: Duration = .seconds(3600)
  /// No run may use more memory than this in all (`SWIFTDRILL_RUN_MEMORY_MB`; tests shorten it).
  public var runMemoryCap = Int.max
  /// Where the compiler's module cache lives (`module-cache` inside); nil: a
  /// private folder in the system's temporary folder.
  public var moduleCacheRoot: String?
  /// The module cache folder itself, used when it is this user's (`SWIFTDRILL_MODULE_CACHE`).
  public var moduleCacheFolder: String?
  /// Whose code may run where no layer confines the filesystem.
  public var trust = CodeTrust()
  /// Told once per process, before the first code runs, when isolation is
  /// weaker than bubblewrap (one line for the learner).
  public var onWeakIsolation: (@Sendable (String) -> Void)?
  /// Whether a program may be compiled and run by the frontend's immediate mode (JIT) in
  /// one process, with no link and one sandbox start (`SWIFTDRILL_IMMEDIATE=0` turns it off:
  /// compile, link, then run).
  public var immediateMode = true
  /// Whether a test harness that fits is taken prebuilt (`HarnessModule`) instead of being
  /// compiled with each answer (`SWIFTDRILL_HARNESS_MODULE=0` compiles it every time).
  public var harnessModule = true
  /// Whether the driver's jobs (frontend, autolink extraction, link) run directly (`DriverPlan`);
  /// `SWIFTDRILL_DIRECT_JOBS=0` runs `swiftc` for every compile.
  public var directJobs = true
  /// Asked while the compiler or the program runs; true stops both (Ctrl-C).
  public var isCancelled: @Sendable () -> Bool = { false }

  /// Flags every compile gets: Swift 6 language mode, compact LLVM-style
  /// diagnostics, and whole-module mode: one frontend process for the answer and
  /// its tests instead of one per file, each loading the standard library again
  /// (still `-Onone`; the same diagnostics).
  public static let compilerFlags = [
    "-swift-version", "6", "-diagnostic-style", "llvm", "-module-name", "Learner", "-wmo",
  ]

  /// Line tables only (no types, no variables): enough to place a trap's frames in the files.
  static let lineTablesFlag = "-gline-tables-only"

  /// `compilerFlags` with the arguments of `settings`: `-swift-version` replaces the default.
  public static func compilerFlags(with settings: [CompilerSetting]) -> [String] {
    var flags = compilerFlags
    for setting in settings {
      if setting.name == .swiftVersion, let index = flags.firstIndex(of: "-swift-version") {
        flags[index + 1] = setting.value
      } else {
        flags += setting.arguments
      }
    }
    return flags
  }

  public init(toolchain: Toolchain, cache: RunCache?, compilerEnvironment: [String: String]) {
    self.toolchain = toolchain
    self.cache = cache
    self.compilerEnvironment = compilerEnvironment
  }

  /// A runner for this environment: `swiftc` from `SWIFTC`/`PATH`/`/opt/swift`,
  /// the cache under `paths.cacheDirectory/runs` when `paths` is given.
  public init(environment: [String: String], paths: AppPaths?) throws(CodeRunnerError) {
    // Every value is range-checked before arithmetic ("inf", "nan" or 1e300 is an error, not a
    // trap), and before the compiler is looked for, so a bad setting is named on any machine.
    let compileMilliseconds = try Self.milliseconds(in: environment, "SWIFTDRILL_COMPILE_TIMEOUT")
    let runMilliseconds = try Self.milliseconds(in: environment, "SWIFTDRILL_RUN_TIMEOUT")
    let memoryMegabytes = try Self.megabytes(in: environment, "SWIFTDRILL_COMPILE_MEMORY_MB")
    let runMegabytes = try Self.megabytes(in: environment, "SWIFTDRILL_RUN_MEMORY_MB")
    let moduleCacheFolder = try ModuleCache.setting(in: environment)
    self.init(
      toolchain: try Toolchain.locate(environment: environment, versionCache: paths?.cacheDirectory),
      cache: paths.map(RunCache.init(paths:)),
      compilerEnvironment: environment)
    moduleCacheRoot = paths?.cacheDirectory.path
    self.moduleCacheFolder = moduleCacheFolder
    immediateMode = !["0", "off", "no", "false"].contains(
      environment["SWIFTDRILL_IMMEDIATE"]?.lowercased() ?? "")
    directJobs = !["0", "off", "no", "false"].contains(
      environment["SWIFTDRILL_DIRECT_JOBS"]?.lowercased() ?? "")
    harnessModule = !["0", "off", "no", "false"].contains(
      environment["SWIFTDRILL_HARNESS_MODULE"]?.lowercased() ?? "")
    // Tests (and impatient learners) may shorten the bounds; they never grow.
    if let compileMilliseconds {
      compileTimeout = min(compileTimeout, .milliseconds(compileMilliseconds))
    }
    if let runMilliseconds {
      runTimeoutCap = .milliseconds(runMilliseconds)
    }
    if let runMegabytes {
      runMemoryCap = runMegabytes << 20
    }
    if let memoryMegabytes {
      compileMemoryLimit = min(compileMemoryLimit, memoryMegabytes << 20)
    }
  }

  /// How compiled programs are confined on this machine, in words.
  public static var sandboxSummary: String { Sandbox.detected.mode.summary }

  /// The layer that confines code here (probed on first use).
  public static var sandboxMode: SandboxMode { Sandbox.detected.mode }

  /// Starts probing the sandbox on a background thread (a code answer is coming).
  public static func prepareSandbox() { Sandbox.prepare() }

  /// Keeps the sandbox probe's verdict in `folder` between processes (`SandboxVerdict`).
  public static func keepSandboxVerdict(in folder: URL) { SandboxVerdict.keep(in: folder) }

  /// Compiles (and runs) `request`, from the cache when an identical job ran before.
  public func run(_ request: CodeRunRequest) throws(CodeRunnerError) -> CodeRun {
    let clock = ContinuousClock()
    let start = clock.now
    // No secret (a folder it can neither read nor make one in): nothing is cached.
    let secret = self.cache?.secret
    let cache = secret == nil ? nil : self.cache
    let key = RunCache.key(for: request, toolchain: toolchain, secret: secret)
    if let cache, let result = cache.load(key: key) {
      return CodeRun(result: result, fromCache: true, duration: clock.now - start)
    }
    var result = try runUncached(request)
    // A verdict kept from another process may no longer hold: a sandbox tool that failed to
    // start probes again, and the run is repeated when the layer changed.
    if SandboxVerdict.readFromFile, SandboxVerdict.mayHaveFailedToStart(result) {
      let used = Sandbox.detected
      if SandboxVerdict.recheck() != used { result = try runUncached(request) }
    }
    // The machine's failure, not the code's: told as such, never cached or graded.
    try CompilerNoSpace.check(result)
    if let cache, result.isStable {
      // Again: the key names the sandbox's layer, which a recheck above may have changed.
      cache.store(result, key: RunCache.key(for: request, toolchain: toolchain, secret: secret))
    }
    return CodeRun(result: result, fromCache: false, duration: clock.now - start)
  }

  /// The options a sanitizer-built program runs with: stop at the first report (exit status 66
  /// for ThreadSanitizer, 1 for AddressSanitizer), no leak check (LeakSanitizer needs `ptrace`,
  /// which the sandbox refuses), no core file. Fixed here: content only picks the sanitizer.
  static func sanitizerEnvironment(_ sanitizer: String?) -> [String: String] {
    switch sanitizer {
    case "thread": ["TSAN_OPTIONS": "halt_on_error=1:exitcode=66:disable_coredump=1"]
    case "address": ["ASAN_OPTIONS": "halt_on_error=1:detect_leaks=0:disable_coredump=1"]
    default: [:]
    }
  }

  /// Whether the weak-isolation note was given in this process.
  private static let weakIsolationTold = Atomic<Bool>(false)

  private func runUncached(_ request: CodeRunRequest) throws(CodeRunnerError) -> CodeRunResult {
    // Probing the sandbox starts programs of its own: let it overlap the compile.
    Sandbox.prepare()
    let workspace = try Workspace()
    defer {
      workspace.remove()
      Workspace.sweepInBackground()
    }
    let token = request.requiresCompletion && request.mode == .run ? CompletionToken() : nil
    let sandbox = Sandbox.detected
    // The harness compiled once, when it fits: the program's own files are compiled without it.
    let harness = prebuiltHarness(for: request, sandbox: sandbox)
    // The token is printed by the top-level code (`main.swift`, or the only file), after the
    // last test; other files (the answer, the `expect` helpers) hold declarations only.
    let topLevel = request.files.firstIndex { $0.name == "main.swift" } ?? request.files.count - 1
    var files = request.files
    if let token, files.indices.contains(topLevel) {
      files[topLevel].code += harness == nil ? token.harnessLine : token.prebuiltHarnessLine
    }
    if harness != nil { files.removeAll { $0.name == TestHarness.file.name } }
    if !sandbox.mode.confinesFiles, !trust.allows(request.origin) {
      throw .untrusted(origin: request.origin ?? "this content")
    }
    if sandbox.mode != .bubblewrap, let onWeakIsolation,
      Self.weakIsolationTold.exchange(true, ordering: .relaxed) == false
    {
      onWeakIsolation(
        "code runs with weaker isolation here: \(sandbox.mode.summary). See `swiftdrill doctor`.")
    }
    if let result = try runImmediately(
      request, files: files, harness: harness, sandbox: sandbox, workspace: workspace)
    {
      guard case .ran(var execution) = result else { return result }
      // A trap in the immediate mode has no program file to place it in: compiled again below.
      if !(request.lineTables && execution.trapped) {
        settle(&execution, sandbox: sandbox, token: token)
        return .ran(execution)
      }
    }
    try? FileManager.default.removeItem(atPath: workspace.path + "/src")
    for file in files { try workspace.write(file.code, to: file.name) }
    var compiler = Compiler(runner: self, sandbox: sandbox, workspace: workspace)
    compiler.harnessFolder = harness?.folder
    let moduleSources = request.modules.flatMap(\.sources)
    var warnings: [CompilerMessage]
    switch try compileModules(request, compiler: compiler, workspace: workspace) {
    case .failed(let failure): return .compileFailed(failure)
    case .compiled(let found): warnings = found
    }
    var arguments =
      request.mode == .typecheck ? ["-typecheck"] : ["-o", "program", "-lm"] + toolchain.linkerFlags
    arguments += Self.compilerFlags(with: request.compilerSettings)
    if request.lineTables { arguments.append(Self.lineTablesFlag) }
    if !request.modules.isEmpty {
      arguments += ["-I", "."] + (request.mode == .typecheck ? [] : request.modules.map(\.objectFile))
    }
    arguments += (harness?.driverArguments ?? []) + files.map(\.name)
    let direct = request.mode != .typecheck
    switch try compiler.compileProgram(arguments, files: request.files + moduleSources, direct: direct) {
    case .failed(let failure): return .compileFailed(failure)
    case .compiled(let found): warnings += found
    }
    if request.mode != .run { return .compiled }
    // The program has no business reading its sources (or the harness's token).
    workspace.removeSources((request.files + moduleSources).map(\.name))
    if sandbox.dropsPrivileges { workspace.allowOthersToRead() }

    var stdinPath: String?
    if let stdin = request.stdin {
      try workspace.write(stdin, to: "stdin.txt")
      stdinPath = workspace.path + "/stdin.txt"
    }
    let built = request.lineTables ? CrashPlace.Build(program: workspace.path + "/program") : nil
    var limits = request.limits
    limits.memoryLimit = min(limits.memoryLimit, runMemoryCap)
    let preload = ThreadStatLibrary.preload(
      into: workspace.path, sandbox: sandbox, toolchain: toolchain, cacheRoot: moduleCacheRoot)
    let command = sandbox.command(
      stage: .run, executable: workspace.path + "/program", arguments: request.arguments,
      workspace: workspace.path, toolchainRoot: toolchain.root,
      bounds: .init(
        memory: limits.memoryLimit, fileSize: limits.fileSizeLimit, processes: limits.processLimit,
        written: limits.writeLimit, limitsAddressSpace: request.sanitizer == nil,
        readsOwnProc: request.sanitizer != nil || !preload.isEmpty))
    var runEnvironment = preload.merging([
      "PATH": "/usr/bin:/bin", "HOME": command.workDirectory, "TMPDIR": command.workDirectory,
      "LANG": "C.UTF-8", "SWIFT_BACKTRACE": "enable=no",
    ]) { $1 }
    runEnvironment.merge(Self.sanitizerEnvironment(request.sanitizer)) { _, new in new }
    let run = try ChildProcess.run(
      executable: command.argv[0], arguments: Array(command.argv.dropFirst()),
      environment: command.environment(adding: runEnvironment),
      currentDirectory: workspace.path, stdinPath: stdinPath, descriptor3: command.descriptor3,
      start: command.start,
      timeout: min(limits.timeout, runTimeoutCap),
      outputLimit: limits.outputLimit, stop: command.supervised ? .supervisor : .group,
      budget: RunBudget(
        memory: limits.memoryLimit,
        // bubblewrap's private folders are size-capped tmpfs; elsewhere the run folder is measured.
        folder: sandbox.mode == .bubblewrap ? nil : workspace.path, folderBytes: limits.writeLimit,
        processes: sandbox.countsProcesses ? limits.processLimit : nil),
      isCancelled: isCancelled)
    if run.cancelled { throw .cancelled }
    var execution = Execution(
      exitStatus: run.exitStatus, signal: run.signal, stdout: run.stdout, stderr: run.stderr,
      timedOut: run.timedOut, outputTruncated: run.outputTruncated)
    if run.timedOut { execution.timeLimit = min(limits.timeout, runTimeoutCap) }
    execution.warnings = warnings
    execution.overBudget = run.overBudget
    if let built, execution.trapped {
      execution.crashPlaces = CrashPlace.places(
        built, stderr: execution.stderr, toolchain: toolchain, files: request.files + moduleSources)
    }
    settle(&execution, sandbox: sandbox, token: token)
    return .ran(execution)
  }

  /// The program's ending as the learner should see it, and whether its tests finished.
  private func settle(_ execution: inout Execution, sandbox: Sandbox, token: CompletionToken?) {
    // bubblewrap reports a program killed by signal N as status 128 + N.
    if sandbox.mode == .bubblewrap, let status = execution.exitStatus, status > 128, status < 160 {
      execution.exitStatus = nil
      execution.signal = status - 128
    }
    if let token { token.settle(&execution) }
  }
}
