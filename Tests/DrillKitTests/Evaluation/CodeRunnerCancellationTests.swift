@testable import DrillContent
@testable import DrillEvaluation
@testable import DrillSupport
import Foundation
import Synchronization
import Testing


@Suite struct CodeRunnerCancellationTests {
  @Test func aCancelledRunStopsPromptlyAndIsNotCached() throws {
    let folder = try TemporaryFolder()
    let paths = AppPaths(dataDirectory: folder.url, stateDirectory: folder.url, cacheDirectory: folder.url)
    var runner = try CodeRunner(environment: ProcessInfo.processInfo.environment, paths: paths)
    let started = ContinuousClock.now
    let stop = Atomic<Bool>(false)
    let cancel = Thread {
      Thread.sleep(forTimeInterval: 0.3)
      stop.store(true, ordering: .relaxed)
    }
    runner.isCancelled = { stop.load(ordering: .relaxed) }
    cancel.start()
    let request = CodeRunRequest.program("while true {}")
    #expect(throws: CodeRunnerError.cancelled) { try runner.run(request) }
    #expect(ContinuousClock.now - started < .seconds(8))
    #expect(runner.cache?.entryCount == 0)
  }

  @Test func theEvaluatorTurnsACancelledCheckIntoACancelledOutcome() throws {
    var runner = try CodeRunner(environment: ProcessInfo.processInfo.environment, paths: nil)
    runner.isCancelled = { true }
    let question = Question(
      localID: "c", packID: "p", title: "Code", prompt: "Write f.", tests: "precondition(f() == 1)")
    let outcome = Evaluator(runner: runner).evaluate(question, Response(text: "func f() -> Int { 1 }"))
    #expect(outcome.wasCancelled)
    #expect(!outcome.understood)
  }
}
