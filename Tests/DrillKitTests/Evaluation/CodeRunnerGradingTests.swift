import DrillKitTesting
import Foundation
import Testing

@testable import DrillEvaluation
@testable import DrillMarkdown

/// A test harness must run to its end (the per-run token), and endings are named.
@Suite(.ownThreads) struct CodeRunnerGradingTests {
  static let runner: CodeRunner? = try? CodeRunner(
    environment: ProcessInfo.processInfo.environment, paths: nil)

  private func harness(answer: String, tests: String) throws -> Execution {
    let runner = try #require(Self.runner, "swiftc is needed for these tests")
    let request = CodeRunRequest(
      files: [
        SourceFile(name: "answer.swift", displayName: "your code", code: answer),
        SourceFile(name: "main.swift", displayName: "Tests", code: tests),
      ], requiresCompletion: true)
    return try #require(try runner.run(request).result.execution)
  }

  @Test func anAnswerThatExitsEarlyIsWrong() throws {
    let execution = try harness(
      answer: "import Glibc\nfunc value() -> Int { exit(0) }",
      tests: "precondition(value() == 1)\nprint(\"tests passed\")")
    expectEqual(execution.exitStatus, 0)
    expectEqual(execution.testsFinished, false)
    expectTrue(!execution.succeeded)
    expectEqual(execution.ending, "exited before the tests finished")
  }

  @Test func aPassingAnswerFinishesAndTheTokenIsNotShown() throws {
    let execution = try harness(
      answer: "func value() -> Int { 1 }", tests: "precondition(value() == 1)\nprint(\"ok\")")
    expectTrue(execution.succeeded)
    expectEqual(execution.testsFinished, true)
    expectEqual(execution.stdout, "ok\n")
  }

  @Test func abortIsNamed() throws {
    let execution = try harness(
      answer: "import Glibc\nfunc value() -> Int { abort() }", tests: "precondition(value() == 1)")
    expectEqual(execution.signal, 6, "\(execution)")
    expectEqual(execution.ending, "abort")
  }

  @Test(arguments: [
    (Int32(6), "abort"), (4, "trap"), (11, "segmentation fault"), (15, "signal SIGTERM"), (42, "signal 42"),
  ])
  func signalNames(signal: Int32, name: String) {
    expectEqual(Execution.name(ofSignal: signal), name)
  }
}
