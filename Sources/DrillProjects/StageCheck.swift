import DrillEvaluation
import DrillMarkdown
import Foundation

/// Checks the learner's package against a stage: the library target compiled as a module
/// (with `swiftc`, as code answers are, not SwiftPM: docs/projects.md says why), the tests
/// of every stage so far compiled against it and run, and the program compiled (and run
/// with the stage's script when it has one), all through `CodeRunner`'s sandbox.
public enum StageCheck {
  /// What went wrong, in the order the check meets it.
  public enum Problem: Sendable, Equatable {
    /// `Sources/<target>/` holds no Swift file.
    case noSources(target: String)
    /// The learner's library does not compile.
    case libraryDoesNotCompile(CompileFailure)
    /// The library compiles, but the stage's tests cannot use it (a name missing, not
    /// public, another type).
    case testsDoNotCompile(stage: Int, CompileFailure)
    /// A check of stage `stage`'s tests failed: its lines (`Check failed: …`, expected, got).
    case checkFailed(stage: Int, lines: [String])
    /// The tests stopped without a failed check: a crash, a timeout, too much output.
    case testsStopped(stage: Int?, reason: String, output: String)
    /// The tests crashed (a trap), placed where the line tables allow.
    case testsCrashed(stage: Int?, Crash)
    /// The program (`Sources/<executable>/`) does not compile.
    case programDoesNotCompile(CompileFailure)
    /// The program stopped early (crash, timeout) in the scripted run.
    case programStopped(reason: String, output: String)
    /// The scripted run's output lacks an expected line.
    case playMismatch(missing: String, matched: [String], output: String, script: PlayScript)
  }

  /// A trap in the tests' run, in the learner's terms (session 50's tryout, finding 1): the
  /// runtime's message, the line of the learner's code it stopped at, and the check that was
  /// running (its line of the tests, quoted); the raw output (with the stack trace) kept apart.
  public struct Crash: Sendable, Equatable {
    /// `Fatal error: Index out of range`, without the standard library's file.
    public var message: String
    /// The first frame in the learner's own files (`Sources/GuessCore/GuessGame.swift:15`).
    public var place: CrashPlace?
    /// The line of the stage's tests that was running, and its code.
    public var testsLine: Int?
    public var testsCode: String?
    /// Everything the tests printed, the runtime's stack trace included.
    public var output: String
  }

  /// The outcome of one check.
  public struct Report: Sendable, Equatable {
    /// The stage checked.
    public var stage: Int
    public var problem: Problem?
    /// The scripted run's output, when the stage has one and it ran.
    public var playOutput: String?
    public var passed: Bool { problem == nil }
  }

  /// Stage tests run with more time than a snippet: a game's tests loop.
  public static let testLimits = RunLimits(timeout: .seconds(20))

  /// Checks `package` against stage `stage` of `project` (and the tests of every stage before it).
  public static func run(
    _ project: Project, package: LearnerPackage, stage: Int, runner: CodeRunner
  ) throws -> Report {
    var report = Report(stage: stage)
    let librarySources = package.sources(of: project.library)
    guard !librarySources.isEmpty else {
      report.problem = .noSources(target: project.library)
      return report
    }
    let library = LibraryModule(name: project.library, files: librarySources)

    var tests = CodeRunRequest(
      files: [TestHarness.file], limits: testLimits, requiresCompletion: true,
      origin: project.testsFile(stage).path)
    // A crash is placed in the learner's files and the tests by the program's line tables.
    tests.lineTables = true
    var calls = ""
    for index in 0...stage {
      tests.files.append(
        SourceFile(
          name: "stage\(index + 1).swift", displayName: LearnerPackage.testsPath(project, index),
          code: wrap(try project.tests(index), as: "stage\(index + 1)")))
      calls += "stage\(index + 1)()\n"
    }
    tests.files.append(SourceFile(name: "main.swift", displayName: "the tests", code: calls))
    tests.modules = [library]
    switch try runner.run(tests).result {
    case .compileFailed(let failure):
      report.problem =
        failure.module == project.library
        ? .libraryDoesNotCompile(failure)
        : .testsDoNotCompile(stage: failedStage(failure, in: project) ?? stage, failure)
      return report
    case .compiled: break
    case .ran(let execution):
      if let problem = testProblem(execution, project: project, through: stage) {
        report.problem = problem
        return report
      }
    }

    let programSources = package.sources(of: project.executable)
    guard programSources.contains(where: { $0.name == "main.swift" }) else {
      report.problem = .noSources(target: "\(project.executable)/main.swift")
      return report
    }
    let script = try (0...stage).reversed().lazy.compactMap { index throws(ProjectError) in
      try project.playScript(index)
    }.first
    var program = CodeRunRequest(
      files: programSources.enumerated().map { index, file in
        SourceFile(
          name: file.name == "main.swift" ? "main.swift" : "program\(index + 1).swift",
          displayName: file.displayName, code: file.code)
      },
      mode: script == nil ? .compile : .run, stdin: script?.stdin ?? "", arguments: script?.arguments ?? [],
      limits: testLimits)
    program.modules = [library]
    switch try runner.run(program).result {
    case .compileFailed(let failure):
      report.problem =
        failure.module == project.library ? .libraryDoesNotCompile(failure) : .programDoesNotCompile(failure)
    case .compiled: break
    case .ran(let execution):
      report.playOutput = execution.stdout
      guard let script else { break }
      if let reason = stopReason(execution) {
        report.problem = .programStopped(reason: reason, output: execution.stdout + execution.stderr)
      } else if let missing = script.firstMissing(in: execution.stdout) {
        report.problem = .playMismatch(
          missing: missing.text, matched: Array(script.expect.prefix(missing.matched)),
          output: execution.stdout,
          script: script)
      }
    }
    return report
  }

  /// A stage's tests as a function `name()`, line for line: the `import` lines and the
  /// function's head share the first line, so the compiler's line numbers are the file's.
  static func wrap(_ tests: String, as name: String) -> String {
    var imports: [Substring] = []
    var body: [Substring] = []
    for line in tests.split(separator: "\n", omittingEmptySubsequences: false) {
      if line.hasPrefix("import ") {
        imports.append(line)
        body.append("")
      } else {
        body.append(line)
      }
    }
    let head = (imports + ["func \(name)() {"]).joined(separator: "; ")
    body[0] = Substring(head + " " + body[0])
    return (body + ["}", ""]).joined(separator: "\n")
  }

  /// Which stage's tests a compiler message is in.
  private static func failedStage(_ failure: CompileFailure, in project: Project) -> Int? {
    for message in failure.messages where message.severity == .error {
      if let index = project.stages.indices.first(where: {
        LearnerPackage.testsPath(project, $0) == message.file
      }) {
        return index
      }
    }
    return nil
  }

  private static func testProblem(_ execution: Execution, project: Project, through last: Int) -> Problem? {
    let stage = failedTestStage(in: execution.stderr)
    if var lines = TestHarness.failedCheck(in: execution.stderr) {
      if let line = failedTestLine(in: execution.stderr) { lines.append("  (line \(line) of the tests)") }
      return .checkFailed(stage: stage ?? 0, lines: lines)
    }
    if execution.trapped, !execution.timedOut, !execution.outputTruncated {
      return crash(execution, project: project, through: last, stage: stage)
    }
    if let reason = stopReason(execution) {
      return .testsStopped(stage: stage, reason: reason, output: execution.stdout + execution.stderr)
    }
    if execution.testsFinished == false {
      return .testsStopped(
        stage: stage, reason: "the tests stopped before their end (did your code call exit?)",
        output: execution.stdout + execution.stderr)
    }
    return nil
  }

  /// The stage whose file a failure line names (`Learner/stage2.swift:5: …`).
  private static func failedTestStage(in stderr: String) -> Int? {
    guard let range = stderr.range(of: "Learner/stage") else { return nil }
    let digits = stderr[range.upperBound...].prefix { $0.isNumber }
    return Int(digits).map { $0 - 1 }
  }

  /// The line of the stage's tests file where a check failed (`Learner/stage2.swift:5: …`).
  private static func failedTestLine(in stderr: String) -> Int? {
    guard let range = stderr.range(of: "Learner/stage") else { return nil }
    let rest = stderr[range.upperBound...].drop { $0.isNumber }
    guard rest.hasPrefix(".swift:") else { return nil }
    return Int(rest.dropFirst(".swift:".count).prefix { $0.isNumber })
  }

  /// Why a run ended early, in words; nil when it ended normally.
  private static func stopReason(_ execution: Execution) -> String? {
    if execution.timedOut { return "it did not finish in time (an endless loop, or waiting for input?)" }
    if execution.outputTruncated { return "it printed too much (an endless loop?)" }
    if execution.trapped {
      return "it crashed (a failed precondition, an index out of range, a nil unwrapped?)"
    }
    if let signal = execution.signal { return "it was stopped by signal \(signal)" }
    if let status = execution.exitStatus, status != 0 { return "it ended with exit status \(status)" }
    return nil
  }
}
