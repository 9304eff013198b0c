import DrillKitTesting
import Foundation
import Testing

@testable import DrillEvaluation
@testable import DrillSupport

/// What the process that starts a sandboxed command sets before its `execve` (`csb_spawn`:
/// the user and limits `setpriv` and `prlimit` set as programs of their own before), the
/// process limit an immediate run sets inside bubblewrap, and the run cache's secret.
@Suite(.ownThreads) struct SandboxStartTests {
  private func run(_ script: String, start: Sandbox.Start, in folder: String? = nil) throws
    -> ChildProcess.Completion
  {
    try ChildProcess.run(
      executable: "/bin/sh", arguments: ["-c", script], environment: ["PATH": "/usr/bin:/bin"],
      currentDirectory: folder, start: start, timeout: .seconds(20), outputLimit: 1 << 16)
  }

  private func limit(_ name: String, in limits: String) -> String? {
    limits.split(separator: "\n").first { $0.hasPrefix(name) }.map {
      String($0.dropFirst(name.count).split(separator: " ").first ?? "")
    }
  }

  @Test func theLimitsAndTheUserAreSetBeforeTheProgramStarts() throws {
    let root = geteuid() == 0
    let folder = try TemporaryFolder()
    chmod(folder.url.path, 0o755)
    let start = Sandbox.Start(user: root ? 65534 : nil, memory: 1 << 30, fileSize: 1 << 24, noCoreFiles: true)
    let result = try run(
      "cat /proc/self/limits; echo ids $(id -u) $(id -g) $(id -G); pwd -P; ls /proc/self/fd | wc -l",
      start: start, in: folder.url.path)
    expectEqual(result.exitStatus, 0, "\(result)")
    expectEqual(limit("Max address space", in: result.stdout), "\(1 << 30)", "\(result.stdout)")
    expectEqual(limit("Max file size", in: result.stdout), "\(1 << 24)")
    expectEqual(limit("Max core file size", in: result.stdout), "0")
    let ids = root ? "ids 65534 65534 65534" : "ids \(getuid()) \(getgid())"
    expectContains(result.stdout, ids)
    expectContains(result.stdout, folder.url.resolvingSymlinksInPath().path + "\n")
    // Its three streams and the one `ls` opens for the folder: nothing of this process's.
    expectEqual(result.stdout.split(separator: "\n").last, "4")
  }

  @Test func descriptorThreeAndStandardInputAreTheFilesAsked() throws {
    let folder = try TemporaryFolder()
    let input = try folder.write("input.txt", "from stdin\n")
    let three = try folder.write("three.txt", "from three\n")
    let result = try ChildProcess.run(
      executable: "/bin/sh", arguments: ["-c", "cat; cat <&3"], environment: ["PATH": "/usr/bin:/bin"],
      stdinPath: input.path, descriptor3: three.path, start: Sandbox.Start(noCoreFiles: true),
      timeout: .seconds(20), outputLimit: 4096)
    expectEqual(result.stdout, "from stdin\nfrom three\n")
  }

  @Test func aStartThatCannotBeMadeRunsNothing() throws {
    let folder = try TemporaryFolder()
    let marker = folder.url.appendingPathComponent("ran").path
    let missing = folder.url.appendingPathComponent("missing").path
    expectTrue((try? run("touch \(marker)", start: Sandbox.Start(noCoreFiles: true), in: missing)) == nil)
    if geteuid() != 0 {
      // Only root may become another user: refused, so nothing runs as this one instead.
      expectTrue((try? run("touch \(marker)", start: Sandbox.Start(user: 0))) == nil)
    }
    expectTrue(!FileManager.default.fileExists(atPath: marker))
  }

  /// Under bubblewrap with nothing before it: no `setpriv`, and for an immediate run no
  /// `prlimit` either; with `systemd-run` first, `setpriv` stays after it.
  @Test func bubblewrapStartsTheChainItself() throws {
    let folder = try TemporaryFolder()
    let tools = SandboxTools(
      bwrap: "/usr/bin/bwrap", setpriv: "/usr/bin/setpriv", prlimit: "/usr/bin/prlimit", stdbuf: nil,
      systemdRun: "/usr/bin/systemd-run")
    let bounds = Sandbox.Bounds(memory: 1 << 30, fileSize: 1 << 24, processes: 48, written: 1 << 24)
    func command(_ stage: Sandbox.Stage, cgroup: Bool = false) -> Sandbox.Command {
      Sandbox(mode: .bubblewrap, tools: tools, launcher: nil, dropsToNobody: true, cgroup: cgroup).command(
        stage: stage, executable: "/bin/true", arguments: [], workspace: folder.url.path,
        toolchainRoot: nil, bounds: bounds)
    }
    let immediate = command(.immediate)
    expectEqual(immediate.argv.first, "/usr/bin/bwrap")
    expectTrue(!immediate.argv.contains("/usr/bin/setpriv") && !immediate.argv.contains("/usr/bin/prlimit"))
    expectEqual(
      immediate.start, Sandbox.Start(user: 65534, memory: 1 << 30, fileSize: 1 << 24, noCoreFiles: true))
    expectEqual(immediate.processLimit, 48)

    let run = command(.run)
    expectEqual(run.argv.first, "/usr/bin/bwrap")
    expectTrue(run.argv.contains("--nproc=48"))
    expectEqual(run.start, Sandbox.Start(user: 65534))
    expectEqual(run.processLimit, nil)

    let compile = command(.compile)
    expectEqual(compile.start, nil)
    expectTrue(compile.argv.contains("--nproc=48"))

    let scoped = command(.immediate, cgroup: true)
    expectEqual(scoped.argv.first, "/usr/bin/systemd-run")
    expectTrue(scoped.argv.contains("/usr/bin/setpriv") && scoped.argv.contains("--nproc=48"))
    expectEqual(scoped.start, nil)
    expectEqual(scoped.processLimit, nil)
  }

  /// On the Landlock path the launcher's child execs the program with what `stdbuf -oL -eL`
  /// would set, added to the preload list it already has.
  @Test func theLandlockPathSetsStdbufsEnvironmentItself() throws {
    let folder = try TemporaryFolder()
    let tools = SandboxTools(
      bwrap: nil, setpriv: nil, prlimit: "/usr/bin/prlimit", stdbuf: "/usr/bin/stdbuf", systemdRun: nil,
      stdbufLibrary: "/usr/libexec/coreutils/libstdbuf.so")
    let sandbox = Sandbox(
      mode: .landlock, tools: tools, launcher: "/usr/bin/swiftdrill", dropsToNobody: false, cgroup: false)
    let bounds = Sandbox.Bounds(memory: 1 << 30, fileSize: 1 << 24, processes: 48, written: 1 << 24)
    let run = sandbox.command(
      stage: .run, executable: "/bin/true", arguments: [], workspace: folder.url.path, toolchainRoot: nil,
      bounds: bounds)
    expectTrue(!run.argv.contains("/usr/bin/stdbuf"))
    let environment = run.environment(adding: ["LD_PRELOAD": "/work/libthreadstat.so", "PATH": "/bin"])
    expectEqual(environment["LD_PRELOAD"], "/work/libthreadstat.so:/usr/libexec/coreutils/libstdbuf.so")
    expectEqual(environment["_STDBUF_O"], "L")
    expectEqual(environment["_STDBUF_E"], "L")
    expectEqual(environment["PATH"], "/bin")
    let compile = sandbox.command(
      stage: .compile, executable: "/bin/true", arguments: [], workspace: folder.url.path, toolchainRoot: nil,
      bounds: bounds)
    expectEqual(compile.environment, [:])
  }

  /// The program of an immediate run under bubblewrap has the run's process limit, set by the
  /// start library (elsewhere the supervisor sets the user's tasks plus the limit and some
  /// room, as RLIMIT_NPROC counts all of them there: a finite limit).
  @Test func anImmediateProgramHasItsProcessLimit() throws {
    let folder = try TemporaryFolder()
    let runner = try ImmediateModeTests.runner(in: folder.url, immediate: true, harness: false)
    // getrlimit, not /proc/self/limits: Landlock (the fallback) lets the program read no /proc.
    let code = """
      import Glibc
      var bound = rlimit()
      _ = getrlimit(__rlimit_resource_t(__RLIMIT_NPROC.rawValue), &bound)
      print("Max processes \\(bound.rlim_cur) \\(bound.rlim_max)")
      """
    let result = try runner.run(.program(code, limits: RunLimits(timeout: .seconds(10), processLimit: 24)))
      .result
    let line = try #require(result.execution?.stdout, "\(result)")
    let limit = line.split(separator: " ").dropFirst(2).first.flatMap { Int($0) }
    if Sandbox.detected.mode == .bubblewrap {
      expectEqual(limit, 24, "\(line)")
    } else {
      expectTrue((limit ?? 0) >= 24, "\(line)")
    }
  }

  /// A program's own C-ABI constructor (`@used @section(".init_array")`, Swift 6.3) and a thread
  /// bomb as its first line run under the process limit: the JIT runs no such constructor (none
  /// may run before the start library sets the limit), a linked program's runs under `prlimit`.
  @Test(arguments: [true, false])
  func aConstructorOrABombAtTheStartMeetsTheProcessLimit(immediate: Bool) throws {
    let folder = try TemporaryFolder()
    let runner = try ImmediateModeTests.runner(in: folder.url, immediate: immediate, harness: false)
    let code = """
      import Glibc
      // The soft process limit, then as many threads as can be started (at most 300).
      func processes() -> String {
        guard let file = fopen("/proc/self/limits", "r") else { return "?" }
        defer { fclose(file) }
        var line = [CChar](repeating: 0, count: 256)
        while fgets(&line, 256, file) != nil {
          let text = String(decoding: line.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
          if text.hasPrefix("Max processes") { return String(text.split(separator: " ")[2]) }
        }
        return "-"
      }
      func bomb() -> Int {
        var started = 0
        for _ in 0..<300 {
          var thread = pthread_t()
          if pthread_create(&thread, nil, { _ in sleep(1); return nil }, nil) != 0 { break }
          started += 1
        }
        return started
      }
      @used @section(".init_array") let early: @convention(c) () -> Void = {
        let line = "constructor \\(processes()) \\(bomb())\\n"
        _ = line.withCString { write(1, $0, strlen($0)) }
      }
      print("main \\(processes()) \\(bomb())")
      """
    let result = try runner.run(.program(code, limits: RunLimits(timeout: .seconds(10), processLimit: 24)))
      .result
    guard let stdout = result.execution?.stdout else {
      // A toolchain before Swift 6.3 has no `@section`: nothing to try.
      expectContains("\(result)", "section", "\(result)")
      return
    }
    let lines = stdout.split(separator: "\n")
    expectTrue(lines.contains { $0.hasPrefix("main ") }, "\(stdout)")
    // A linked program runs it (before `main`): the test tries what it says.
    if !immediate { expectTrue(lines.contains { $0.hasPrefix("constructor ") }, "\(stdout)") }
    for line in lines {
      let fields = line.split(separator: " ")
      let limit = fields.count == 3 ? Int(fields[1]) : nil
      let threads = fields.count == 3 ? Int(fields[2]) : nil
      if Sandbox.detected.mode == .bubblewrap {
        expectEqual(limit, 24, "\(stdout)")
        expectTrue((threads ?? .max) < 24, "\(stdout)")
      } else if fields.count == 3, fields[1] != "?" {
        // The supervisor's limit (Landlock may refuse `/proc/self` to a program that needs it not).
        expectTrue((limit ?? 0) >= 24, "\(stdout)")
      }
    }
  }

  @Test func theRunCacheKeysUnderASecretOfTheUsersOwn() throws {
    let folder = try TemporaryFolder()
    let runs = folder.url.appendingPathComponent("runs", isDirectory: true)
    let secret = try #require(RunCache(directory: runs).secret)
    expectEqual(secret.count, StableHash.secretSize)
    var info = stat()
    expectEqual(lstat(runs.appendingPathComponent(".key").path, &info), 0)
    expectEqual(info.st_mode & 0o777, 0o600)
    expectEqual(RunCache(directory: runs).secret, secret)
    let toolchain = Toolchain(swiftc: "/x/swiftc", version: "Swift version 6.3.1")
    let request = CodeRunRequest.program("print(1)")
    let keyed = RunCache.key(for: request, toolchain: toolchain, secret: secret)
    var other = secret
    other[0] ^= 1
    expectEqual(keyed.count, 32)
    expectTrue(keyed != RunCache.key(for: request, toolchain: toolchain))
    expectTrue(keyed != RunCache.key(for: request, toolchain: toolchain, secret: other))
    expectEqual(keyed, RunCache.key(for: request, toolchain: toolchain, secret: secret))
    // The secret is not a result: "N from cache" counts results only.
    expectEqual(RunCache(directory: runs).entryCount, 0)
  }

  @Test func aSecretOthersCouldReadIsNotUsed() throws {
    let folder = try TemporaryFolder()
    let file = try folder.write("runs/.key", String(repeating: "k", count: StableHash.secretSize))
    chmod(file.path, 0o644)
    expectEqual(RunCache(directory: file.deletingLastPathComponent()).secret, nil)
  }
}
