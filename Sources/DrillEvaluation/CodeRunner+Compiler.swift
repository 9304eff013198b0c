import DrillMarkdown
import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

extension CodeRunner {
  /// One `swiftc` run in the work folder, inside the sandbox's compile stage: the
  /// program's, or a library module's before it.
  struct Compiler {
    let runner: CodeRunner
    let sandbox: Sandbox
    let workspace: Workspace
    /// The prebuilt harness's folder, when the program is compiled with it (its messages name
    /// the harness's file there).
    var harnessFolder: String?

    enum Outcome {
      /// It compiled; the warnings it gave.
      case compiled(warnings: [CompilerMessage])
      case failed(CompileFailure)
    }

    /// The program's compile (`swiftc arguments`): the driver's jobs run directly when
    /// their plan is known (`DriverPlan`) and the runner allows it, else the driver.
    func compileProgram(_ arguments: [String], files: [SourceFile], direct: Bool) throws(CodeRunnerError)
      -> Outcome
    {
      if direct, runner.directJobs,
        let plan = DriverPlan.plan(
          arguments: arguments, toolchain: runner.toolchain,
          folder: toolchainFolder,
          environment: runner.compilerEnvironment)
      {
        return try compile(plan, files: files)
      }
      return try compile(arguments, files: files)
    }

    /// Runs `swiftc arguments` (plus the module cache); `files` name the messages' files.
    func compile(_ arguments: [String], files: [SourceFile]) throws(CodeRunnerError) -> Outcome {
      let moduleCache = self.moduleCache
      defer { shareModuleCache(moduleCache) }
      let arguments = arguments + ["-module-cache-path", moduleCache ?? workspace.path + "/module-cache"]
      let compile = try launch(
        runner.toolchain.swiftc, arguments, writable: moduleCache, timeout: runner.compileTimeout)
      return outcome(
        output: compile.stderr + compile.stdout, of: compile, files: files, workDirectory: workspace.path)
    }

    /// Runs the jobs of `plan` one after the other, each in the compile stage, as the driver
    /// would: the same diagnostics, the same program. The time limit is for all of them.
    func compile(_ plan: DriverPlan, files: [SourceFile]) throws(CodeRunnerError) -> Outcome {
      let moduleCache = self.moduleCache
      defer { shareModuleCache(moduleCache) }
      let clock = ContinuousClock()
      let deadline = clock.now + runner.compileTimeout
      var output = ""
      var last: ChildProcess.Completion?
      for (index, job) in plan.jobs(moduleCache: moduleCache ?? workspace.path + "/module-cache").enumerated()
      {
        // The libraries to link, as the extraction tool wrote them for the same sections before.
        let autolink = autolinkOutput(of: job)
        if let autolink, let known = AutolinkCache.output(key: autolink.key, folder: toolchainFolder),
          (try? Data(known.utf8).write(to: URL(fileURLWithPath: autolink.path))) != nil
        {
          continue
        }
        let left = max(.milliseconds(1), deadline - clock.now)
        let step = try launch(job.executable, job.arguments, writable: moduleCache, timeout: left)
        last = step
        if step.exitStatus == 0, let autolink,
          let written = FileManager.default.contents(atPath: autolink.path)
        {
          AutolinkCache.keep(
            String(decoding: written, as: UTF8.self), key: autolink.key, folder: toolchainFolder)
        }
        var said = step.stderr + step.stdout
        if step.exitStatus != 0, index == plan.jobs.count - 1, !step.timedOut, let status = step.exitStatus {
          // The driver's own line when the link fails (before the linker's).
          said = "error: link command failed with exit code \(status) (use -v to see invocation)\n" + said
        }
        output += said
        if step.exitStatus != 0 { break }
      }
      for name in plan.intermediates { unlink(workspace.path + "/" + name) }
      guard let last else { return .compiled(warnings: []) }
      return outcome(output: output, of: last, files: files, workDirectory: workspace.path)
    }

    /// Where the toolchain's learned plans and autolink outputs are kept (nil: in memory only).
    private var toolchainFolder: URL? {
      runner.moduleCacheRoot.map { URL(fileURLWithPath: $0).appendingPathComponent("toolchain") }
    }

    /// For the autolink extraction job (`OBJECTS… -o OUTPUT`): the cache key of its objects'
    /// sections and its output's path; nil for any other job, or objects that cannot be read.
    private func autolinkOutput(of job: DriverPlan.Job) -> (key: String, path: String)? {
      let arguments = job.arguments
      guard (job.executable as NSString).lastPathComponent == "swift-autolink-extract",
        arguments.count >= 3, arguments[arguments.count - 2] == "-o"
      else { return nil }
      let inputs = arguments.dropLast(2)
      guard inputs.allSatisfy({ !$0.hasPrefix("-") && !$0.hasPrefix("@") }) else { return nil }
      let path = { (name: String) in name.hasPrefix("/") ? name : workspace.path + "/" + name }
      guard
        let key = AutolinkCache.key(
          objects: inputs.map(path), tool: job.executable, toolchain: runner.toolchain)
      else { return nil }
      return (key, path(arguments[arguments.count - 1]))
    }

    /// The module cache folder of this runner (nil: each compile has its own in the work folder).
    private var moduleCache: String? {
      ModuleCache.folder(
        in: runner.moduleCacheRoot, named: runner.moduleCacheFolder,
        readableByOthers: sandbox.dropsToNobody && runner.immediateMode)
    }

    private func shareModuleCache(_ moduleCache: String?) {
      if let moduleCache, sandbox.dropsToNobody && runner.immediateMode { ModuleCache.share(moduleCache) }
    }

    /// One process of a compile, in the compile stage of the sandbox.
    private func launch(_ executable: String, _ arguments: [String], writable: String?, timeout: Duration)
      throws(CodeRunnerError) -> ChildProcess.Completion
    {
      var environment = runner.compilerEnvironment
      environment["TMPDIR"] = workspace.path
      environment["HOME"] = workspace.path
      let command = sandbox.command(
        stage: .compile, executable: executable, arguments: arguments, workspace: workspace.path,
        writable: writable.map { [$0] } ?? [], toolchainRoot: runner.toolchain.root,
        bounds: .init(memory: runner.compileMemoryLimit, fileSize: 1 << 30, processes: 64, written: 1 << 30))
      let compile = try ChildProcess.run(
        executable: command.argv[0], arguments: Array(command.argv.dropFirst()),
        environment: environment, currentDirectory: workspace.path, descriptor3: command.descriptor3,
        start: command.start,
        timeout: timeout,
        outputLimit: 1 << 20, stop: command.supervised ? .supervisor : .group, isCancelled: runner.isCancelled
      )
      if compile.cancelled { throw .cancelled }
      return compile
    }

    /// What a compile that ended as `compile` gave: its warnings, or why it failed.
    func outcome(
      output: String, of compile: ChildProcess.Completion, files: [SourceFile], workDirectory: String
    )
      -> Outcome
    {
      var failure = CompilerOutput(
        files: files, workDirectory: workDirectory, otherFolders: harnessFolder.map { [$0] } ?? []
      ).failure(from: output)
      guard compile.exitStatus == 0 else {
        if compile.timedOut { failure.output += "\nthe compiler was stopped after \(runner.compileTimeout)" }
        // bubblewrap reports a compiler killed by signal N as status 128 + N.
        let killed =
          compile.signal == SIGKILL || (sandbox.mode == .bubblewrap && compile.exitStatus == 128 + SIGKILL)
        if !compile.timedOut && (killed || failure.output.contains("LLVM ERROR: out of memory")) {
          failure.output += "\nthe compiler ran out of memory (limit \(runner.compileMemoryLimit >> 20) MB)"
        }
        return .failed(failure)
      }
      return .compiled(warnings: failure.messages.filter { $0.severity == .warning })
    }
  }
}
