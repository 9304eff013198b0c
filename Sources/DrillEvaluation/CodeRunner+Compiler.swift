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

    enum Outcome {
      /// It compiled; the warnings it gave.
      case compiled(warnings: [CompilerMessage])
      case failed(CompileFailure)
    }

    /// Runs `swiftc arguments` (plus the module cache); `files` name the messages' files.
    func compile(_ arguments: [String], files: [SourceFile]) throws(CodeRunnerError) -> Outcome {
      let moduleCache = ModuleCache.folder(
        in: runner.moduleCacheRoot, readableByOthers: sandbox.dropsToNobody && runner.immediateMode)
      defer {
        if let moduleCache, sandbox.dropsToNobody && runner.immediateMode { ModuleCache.share(moduleCache) }
      }
      let arguments = arguments + ["-module-cache-path", moduleCache ?? workspace.path + "/module-cache"]
      var environment = runner.compilerEnvironment
      environment["TMPDIR"] = workspace.path
      environment["HOME"] = workspace.path
      let command = sandbox.command(
        stage: .compile, executable: runner.toolchain.swiftc, arguments: arguments, workspace: workspace.path,
        writable: moduleCache.map { [$0] } ?? [], toolchainRoot: runner.toolchain.root,
        bounds: .init(memory: runner.compileMemoryLimit, fileSize: 1 << 30, processes: 64, written: 1 << 30))
      let compile = try ChildProcess.run(
        executable: command.argv[0], arguments: Array(command.argv.dropFirst()),
        environment: environment, currentDirectory: workspace.path, descriptor3: command.descriptor3,
        timeout: runner.compileTimeout,
        outputLimit: 1 << 20, stop: command.supervised ? .supervisor : .group, isCancelled: runner.isCancelled
      )
      if compile.cancelled { throw .cancelled }
      return outcome(
        output: compile.stderr + compile.stdout, of: compile, files: files, workDirectory: workspace.path)
    }

    /// What a compile that ended as `compile` gave: its warnings, or why it failed.
    func outcome(
      output: String, of compile: ChildProcess.Completion, files: [SourceFile], workDirectory: String
    )
      -> Outcome
    {
      var failure = CompilerOutput(files: files, workDirectory: workDirectory).failure(from: output)
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
