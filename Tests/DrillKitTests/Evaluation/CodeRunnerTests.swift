import DrillKitTesting
import Foundation
import Testing

@testable import DrillEvaluation
@testable import DrillMarkdown
@testable import DrillSupport

/// Compiles and runs real programs: each case costs one `swiftc` (≈ 0.3 s).
@Suite(.ownThreads) struct CodeRunnerTests {
  static let runner: CodeRunner? = try? CodeRunner(
    environment: ProcessInfo.processInfo.environment, paths: nil)

  private func run(_ request: CodeRunRequest) throws -> CodeRunResult {
    let runner = try #require(Self.runner, "swiftc is needed for these tests")
    return try runner.run(request).result
  }

  private func execution(_ code: String, limits: RunLimits = .standard, stdin: String? = nil) throws
    -> Execution
  {
    var request = CodeRunRequest.program(code, limits: limits)
    request.stdin = stdin
    let result = try run(request)
    return try #require(result.execution, "expected the program to compile: \(result)")
  }

  @Test func runsAProgramAndCapturesBothStreams() throws {
    let execution = try execution(
      """
      import Foundation
      print("hello", 2.0.squareRoot() > 1)
      FileHandle.standardError.write("oops\\n".data(using: .utf8)!)
      """)
    expectTrue(execution.succeeded)
    expectEqual(execution.stdout, "hello true\n")
    expectEqual(execution.stderr, "oops\n")
  }

  @Test func passesStandardInput() throws {
    let execution = try execution("print(readLine() ?? \"none\", readLine() ?? \"none\")", stdin: "first\n")
    expectEqual(execution.stdout, "first none\n")
  }

  @Test func reportsTheExitStatus() throws {
    let execution = try execution("import Glibc\nprint(\"bye\")\nexit(3)")
    expectEqual(execution.exitStatus, 3)
    expectTrue(!execution.succeeded)
    expectTrue(!execution.trapped)
    expectEqual(execution.ending, "exit status 3")
  }

  @Test func mapsCompileErrorsToTheLearnersFileAndLines() throws {
    let request = CodeRunRequest(files: [
      SourceFile(
        name: "answer.swift", displayName: "your code", code: "func f() -> Int {\n  return \"x\"\n}\n"),
      SourceFile(name: "main.swift", displayName: "Tests", code: "precondition(f() == 1)\n"),
    ])
    guard case .compileFailed(let failure) = try run(request) else {
      Issue.record("expected a compile failure")
      return
    }
    let first = try #require(failure.messages.first)
    expectEqual(first.file, "your code")
    expectEqual(first.line, 2)
    expectEqual(first.column, 10)
    expectEqual(first.severity, .error)
    expectContains(failure.output, "your code:2:10: error: cannot convert")
    expectNotContains(failure.output, "/tmp")
    expectNotContains(failure.output, "answer.swift")
  }

  @Test func typecheckModeOnlyChecks() throws {
    try expectEqual(run(.program("let x: Int = 1\nprint(x)", mode: .typecheck)), .compiled)
    expectTrue(!(try run(.program("let x: Int = \"no\"", mode: .typecheck)).compiles))
  }

  @Test func detectsARuntimeTrap() throws {
    let execution = try execution("let numbers: [Int] = []\nprint(\"before\")\nprint(numbers[1])")
    expectTrue(execution.trapped)
    expectEqual(execution.stdout, "before\n")
    expectContains(execution.stderr, "Index out of range")
    expectEqual(execution.ending, "trap")
  }

  /// The event is the kill at the time limit (`timedOut`), not how long the test took: a
  /// wall-clock bound that includes a compile fails on a busy machine and proves nothing.
  @Test func killsAnInfiniteLoopAtTheTimeout() throws {
    let execution = try execution(
      "var n = 0\nwhile true { n &+= 1 }", limits: RunLimits(timeout: .milliseconds(800)))
    expectTrue(execution.timedOut)
    // The learner reads which limit stopped it (issue 28).
    expectEqual(execution.ending, "stopped after the 0.8 s limit")
  }

  @Test func capsAnOutputFlood() throws {
    let execution = try execution(
      "while true { print(String(repeating: \"x\", count: 99)) }", limits: RunLimits(outputLimit: 16 * 1024))
    expectTrue(execution.outputTruncated)
    expectTrue(!execution.timedOut)
    expectTrue(execution.stdout.utf8.count <= 16 * 1024)
    expectTrue(execution.stdout.utf8.count > 8 * 1024)
    expectEqual(execution.ending, "output limit")
  }

  /// Both ways a program runs: linked (its allocation fails under the address-space limit) and
  /// inside the compiler (immediate mode), where the whole run's budget may stop it first.
  @Test(arguments: [false, true])
  func stopsAMemoryHog(immediate: Bool) throws {
    var runner = try #require(Self.runner, "swiftc is needed for these tests")
    runner.immediateMode = immediate
    let request = CodeRunRequest.program(
      """
      var blocks: [[UInt8]] = []
      for _ in 0..<64 { blocks.append([UInt8](repeating: 1, count: 8 << 20)) }
      print("allocated", blocks.count)
      """, limits: RunLimits(memoryLimit: 160 << 20))
    let execution = try #require(try runner.run(request).result.execution)
    expectTrue(!execution.succeeded)
    expectTrue(execution.stdout.isEmpty)
    if !immediate { expectTrue(execution.ranOutOfMemory, "\(execution)") }
    expectEqual(execution.ending, "memory limit", "\(execution)")
  }

  @Test func stopsAForkBomb() throws {
    // Every process forks until forking fails 50 times, then exits; unlimited, this would not end.
    let execution = try execution(
      """
      import Glibc
      var failures = 0
      var children = 0
      while failures < 50 {
        let pid = fork()
        if pid < 0 { failures += 1 } else if pid > 0 { children += 1 }
      }
      if getpid() == 1 || children > 0 { print("children", children) }
      """, limits: RunLimits(timeout: .seconds(5), processLimit: 16))
    expectTrue(!execution.outputTruncated)
    if Sandbox.detected.mode == .bubblewrap {
      expectTrue(!execution.timedOut)
      expectTrue(execution.succeeded)
    }
  }
}

@Suite(.ownThreads) struct RunCacheTests {
  /// How fast a hit is served is a benchmark figure (drillbench's code figures, a retry whose
  /// first answer is in the cache), not a timed assertion here: a loaded machine could delay it.
  @Test func servesARepeatedRunFromTheCache() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("swiftdrill-cache-\(UUID())")
    defer { try? FileManager.default.removeItem(at: folder) }
    let runner = try CodeRunner(
      environment: ProcessInfo.processInfo.environment,
      paths: AppPaths(dataDirectory: folder, stateDirectory: folder, cacheDirectory: folder))
    let request = CodeRunRequest.program("print(6 * 7)")
    let first = try runner.run(request)
    expectTrue(!first.fromCache)
    expectEqual(first.result.execution?.stdout, "42\n")
    let repeats = try (0..<3).map { _ in try runner.run(request) }
    expectTrue(repeats.allSatisfy { $0.fromCache && $0.result == first.result })
    expectTrue(FileManager.default.fileExists(atPath: folder.appendingPathComponent("runs").path))
  }

  @Test func keysDependOnEveryInput() {
    let toolchain = Toolchain(swiftc: "/x/swiftc", version: "Swift version 6.3.1")
    let base = CodeRunRequest.program("print(1)")
    var otherMode = base
    otherMode.mode = .typecheck
    var otherInput = base
    otherInput.stdin = "x"
    let keys = [
      RunCache.key(for: base, toolchain: toolchain),
      RunCache.key(for: .program("print(2)"), toolchain: toolchain),
      RunCache.key(for: otherMode, toolchain: toolchain),
      RunCache.key(for: otherInput, toolchain: toolchain),
      RunCache.key(for: base, toolchain: Toolchain(swiftc: "/x/swiftc", version: "Swift version 6.4")),
      RunCache.key(
        for: base, toolchain: Toolchain(swiftc: "/x/swiftc", version: "Swift version 6.3.1", hasLLD: true)),
    ]
    expectEqual(Set(keys).count, keys.count)
    expectEqual(RunCache.key(for: base, toolchain: toolchain), keys[0])
  }
}
