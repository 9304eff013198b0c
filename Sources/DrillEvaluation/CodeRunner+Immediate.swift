import CSandbox
import DrillMarkdown
import DrillSupport
import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

extension CodeRunner {
  /// Compiles and runs `request` in one process: the frontend's immediate mode
  /// (`swift-frontend -frontend -interpret`, JIT, no link and no second process),
  /// with the job line the driver plans (`FrontendJob`), so the diagnostics are
  /// the driver's. The process is confined as a run (`Sandbox.Stage.immediate`):
  /// it reads its sources and the module cache read-only, and `StartLibrary`
  /// hands over from compiler to program: the program's time limit, output
  /// limit, memory bounds and the removal of its sources all apply before a line
  /// of it runs. Nil when this request or machine needs the classic way
  /// (library modules, no frontend or clang, a cold module cache, a JIT failure).
  func runImmediately(
    _ request: CodeRunRequest, files: [SourceFile], harness: HarnessModule?, sandbox: Sandbox,
    workspace: Workspace, warm: Bool = true
  ) throws(CodeRunnerError) -> CodeRunResult? {
    #if os(Linux)
      // A sanitizer's runtime needs a linked program (and no address-space limit): the classic way.
      guard immediateMode, request.mode == .run, request.modules.isEmpty, request.sanitizer == nil,
        !files.contains(where: { Self.importsATestLibrary($0.code) })
      else {
        return nil
      }
      let folder = moduleCacheRoot.map { URL(fileURLWithPath: $0).appendingPathComponent("toolchain") }
      let shared = sandbox.dropsToNobody
      guard
        let job = FrontendJob.job(
          flags: Self.compilerFlags(with: request.compilerSettings) + toolchain.linkerFlags,
          toolchain: toolchain,
          folder: folder, environment: compilerEnvironment),
        let frontend = toolchain.frontend,
        let library = StartLibrary.path(toolchain: toolchain, folder: folder),
        let moduleCache = ModuleCache.folder(
          in: moduleCacheRoot, named: moduleCacheFolder, readableByOthers: shared)
      else { return nil }
      let sources = workspace.path + "/src"
      guard mkdir(sources, shared ? 0o755 : 0o700) == 0 || !warm else { return nil }
      for file in files { try workspace.write(file.code, to: "src/" + file.name) }
      guard copyfile(library, to: sources + "/" + StartLibrary.fileName) else { return nil }
      let preload = ThreadStatLibrary.preload(
        into: sources, sandbox: sandbox, toolchain: toolchain, cacheRoot: moduleCacheRoot)
      if shared {
        workspace.allowOthersToRead()
        FileMode.set(sources, to: 0o755)
        for name in files.map(\.name) + [StartLibrary.fileName] {
          FileMode.set(sources + "/" + name, to: 0o644)
        }
      }
      var stdinPath: String?
      if let stdin = request.stdin {
        try workspace.write(stdin, to: "stdin.txt")
        stdinPath = workspace.path + "/stdin.txt"
      }
      var limits = request.limits
      limits.memoryLimit = min(limits.memoryLimit, runMemoryCap)
      let base =
        ["-frontend", "-interpret"] + files.map(\.name) + job.arguments + ["-module-cache-path", moduleCache]
      // The harness's library is loaded before the start library, which waits for the sources to go.
      var arguments = base + (harness?.immediateArguments ?? []) + ["-L", ".", "-l" + StartLibrary.name]
      if !request.arguments.isEmpty { arguments += ["--"] + request.arguments }
      let command = sandbox.command(
        stage: .immediate, executable: frontend, arguments: arguments, workspace: workspace.path,
        readable: [moduleCache], toolchainRoot: toolchain.root,
        bounds: .init(
          memory: max(compileMemoryLimit, limits.memoryLimit), fileSize: limits.fileSizeLimit,
          processes: limits.processLimit, written: limits.writeLimit, readsOwnProc: !preload.isEmpty))
      // The start library sets the process limit this file holds (see `Sandbox.Command`).
      try workspace.write(command.processLimit.map(String.init) ?? "", to: "src/" + StartLibrary.waitFile)
      if shared { FileMode.set(sources + "/" + StartLibrary.waitFile, to: 0o644) }
      let memory = limits.memoryLimit
      let handover = Handover(timeout: min(limits.timeout, runTimeoutCap), outputLimit: limits.outputLimit) {
        pid in
        // The program waits in the start library: bound it, take its sources away, let it go.
        // The process limit the start library set (it counts in bubblewrap's user namespace,
        // so it is set inside, not before the start): if it is not in place, the program is
        // stopped here and runs the classic way instead.
        if let processes = command.processLimit,
          !(1...Int64(processes)).contains(csb_tree_process_limit(pid, "swift-frontend"))
        {
          _ = csb_tree_signal(pid, SIGKILL)
          return nil
        }
        _ = csb_tree_limit_address_space(pid, "swift-frontend", Int64(memory))
        let compiler = max(0, Int(csb_tree_memory(pid, nil)))
        for name in files.map(\.name) + [
          StartLibrary.fileName, StartLibrary.waitFile, ThreadStatLibrary.fileName,
        ] {
          unlink(sources + "/" + name)
        }
        return RunBudget(
          memory: memory + compiler,
          folder: sandbox.mode == .bubblewrap ? nil : workspace.path, folderBytes: limits.writeLimit,
          processes: sandbox.countsProcesses ? limits.processLimit : nil)
      }
      let inside = sandbox.mode == .bubblewrap ? Sandbox.privateFolder : workspace.path
      let run = try ChildProcess.run(
        executable: command.argv[0], arguments: Array(command.argv.dropFirst()),
        environment: command.environment(
          adding: preload.merging([
            "PATH": "/usr/bin:/bin", "HOME": inside, "TMPDIR": inside, "LANG": "C.UTF-8",
            "SWIFT_BACKTRACE": "enable=no",
            // After a trap the compiler's crash handler prints its stack (cut from the output
            // below); unsymbolised, it starts no `llvm-symbolizer` (≈ 5 % of a check's CPU).
            "LLVM_DISABLE_SYMBOLIZATION": "1",
          ]) { $1 }),
        currentDirectory: sources, stdinPath: stdinPath, descriptor3: command.descriptor3,
        start: command.start,
        timeout: compileTimeout, outputLimit: 1 << 20, stop: command.supervised ? .supervisor : .group,
        handover: handover, isCancelled: isCancelled)
      if run.cancelled { throw .cancelled }
      if handover.refused { return nil }
      var compiler = Compiler(runner: self, sandbox: sandbox, workspace: workspace)
      compiler.harnessFolder = harness?.folder
      // Messages that point into the prebuilt harness name it as its file.
      let named = files + (harness == nil ? [] : [TestHarness.file])
      guard let output = handover.compilerOutput else {
        // The compiler stopped before the program started: an error in the code, or a
        // reason to compile the classic way (a module it may not build here, a crash).
        let text = run.stderr + run.stdout
        if text.contains(moduleCache) || text.contains("Read-only file system") {
          // The immediate mode's own modules were not built yet (the program may not write
          // the cache): build them in the compile stage from the imports alone, then again.
          guard warm,
            warmModuleCache(
              files: files, job: job, moduleCache: moduleCache, sandbox: sandbox, workspace: workspace)
          else { return nil }
          return try runImmediately(
            request, files: files, harness: harness, sandbox: sandbox, workspace: workspace, warm: false)
        }
        let refused = text.contains("JIT") || text.contains(StartLibrary.name)
        guard !refused, run.timedOut || (run.exitStatus == 1 && run.signal == nil) else { return nil }
        switch compiler.outcome(
          output: text, of: run, files: named, workDirectory: inside + "/src")
        {
        case .failed(let failure): return .compileFailed(failure)
        case .compiled: return nil
        }
      }
      var warnings: [CompilerMessage] = []
      if case .compiled(let found) = compiler.outcome(
        output: String(decoding: output, as: UTF8.self), of: ChildProcess.Completion.succeeded, files: named,
        workDirectory: inside + "/src")
      {
        warnings = found
      }
      var stderr = run.stderr
      if stderr.contains("JIT session error") { return nil }
      // The frontend's crash handler describes itself after a trap: not the program's output.
      if let dump = stderr.range(of: "Stack dump:\n0.\tProgram arguments: ", options: .backwards) {
        stderr = String(stderr[..<dump.lowerBound])
      }
      var execution = Execution(
        exitStatus: run.exitStatus, signal: run.signal, stdout: run.stdout, stderr: stderr,
        timedOut: run.timedOut, outputTruncated: run.outputTruncated)
      if run.timedOut { execution.timeLimit = min(limits.timeout, runTimeoutCap) }
      execution.warnings = warnings
      execution.overBudget = run.overBudget
      return .ran(execution)
    #else
      return nil
    #endif
  }

  /// Runs the immediate mode, writable module cache and all, in the compile stage on
  /// a file that only imports the modules `files` import (each where it exists):
  /// the frontend builds what the immediate mode needs, and no code of the program
  /// runs. True when it succeeded.
  private func warmModuleCache(
    files: [SourceFile], job: FrontendJob, moduleCache: String, sandbox: Sandbox, workspace: Workspace
  ) -> Bool {
    var modules: [String] = []
    for file in files {
      for module in Self.importedModules(file.code) where !modules.contains(module) { modules.append(module) }
    }
    let code = modules.map { "#if canImport(\($0))\nimport \($0)\n#endif\n" }.joined()
    guard let frontend = toolchain.frontend, (try? workspace.write(code, to: "warm.swift")) != nil else {
      return false
    }
    defer { unlink(workspace.path + "/warm.swift") }
    var environment = compilerEnvironment
    environment["TMPDIR"] = workspace.path
    environment["HOME"] = workspace.path
    let command = sandbox.command(
      stage: .compile, executable: frontend,
      arguments: ["-frontend", "-interpret", "warm.swift"] + job.arguments + [
        "-module-cache-path", moduleCache,
      ],
      workspace: workspace.path, writable: [moduleCache], toolchainRoot: toolchain.root,
      bounds: .init(memory: compileMemoryLimit, fileSize: 1 << 30, processes: 64, written: 1 << 30))
    let warmed = try? ChildProcess.run(
      executable: command.argv[0], arguments: Array(command.argv.dropFirst()), environment: environment,
      currentDirectory: workspace.path, descriptor3: command.descriptor3, start: command.start,
      timeout: compileTimeout,
      outputLimit: 1 << 20, stop: command.supervised ? .supervisor : .group, isCancelled: isCancelled)
    if sandbox.dropsToNobody { ModuleCache.share(moduleCache) }
    return warmed?.exitStatus == 0
  }

  /// The modules `code` imports, in order (`@testable import X`, `public import X`, `import
  /// struct X.Y`): each import's words are on its own line, so the pattern never crosses one (a
  /// `\s` there read `import Glibc`, a blank line and `func f()` as an import of `func`).
  static func importedModules(_ code: String) -> [String] {
    code.matches(
      of: #/(?m)^[ \t]*(?:@\w+[ \t]+)*(?:\w+[ \t]+)?import[ \t]+(?:\w+[ \t]+)?([A-Za-z_][A-Za-z0-9_]*)/#
    ).map { String($0.1) }
  }

  /// Whether `code` imports Swift Testing or XCTest: their runners find tests in the sections of
  /// the loaded images, which code the JIT compiled is not part of (a run found no test), and an
  /// exit test starts the program's own binary again. Such a program is linked.
  static func importsATestLibrary(_ code: String) -> Bool {
    // The plain search first: a regular expression is built and compiled at each use (≈ 2 ms).
    (code.contains("Testing") || code.contains("XCTest"))
      && code.contains(#/(?m)^[ \t]*(?:@[\w()]+[ \t]+)*import[ \t]+(?:\w+[ \t]+)?(?:Testing|XCTest)(?!\w)/#)
  }

  /// Copies a file (the start library) with `FileManager`, over the copy an attempt before
  /// left (the one that found the module cache cold); false when it cannot.
  private func copyfile(_ source: String, to target: String) -> Bool {
    unlink(target)
    return (try? FileManager.default.copyItem(atPath: source, toPath: target)) != nil
  }
}

extension ChildProcess.Completion {
  /// A process that exited 0 (to read a compiler's output as a success).
  static let succeeded = ChildProcess.Completion(
    exitStatus: 0, signal: nil, stdout: "", stderr: "", timedOut: false, outputTruncated: false,
    duration: .zero)
}
