import DrillKitTesting
import Foundation
import Synchronization
import Testing

@testable import DrillContent
@testable import DrillEvaluation
@testable import DrillSupport

@Suite(.ownThreads) struct CodeRunnerCancellationTests {
  /// Whether a process whose command line holds `marker` is running.
  static func running(_ marker: String) -> Bool {
    let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
    return entries.contains { entry in
      guard entry.allSatisfy(\.isNumber),
        let line = FileManager.default.contents(atPath: "/proc/\(entry)/cmdline")
      else { return false }
      return String(decoding: line, as: UTF8.self).contains(marker)
    }
  }

  /// Cancelled once the program is seen running (an event, not a guessed delay): the run
  /// ends as cancelled, the program is gone, and nothing is cached.
  @Test func aCancelledRunStopsTheProgramAndIsNotCached() throws {
    let folder = try TemporaryFolder()
    let paths = AppPaths(dataDirectory: folder.url, stateDirectory: folder.url, cacheDirectory: folder.url)
    var runner = try CodeRunner(environment: ProcessInfo.processInfo.environment, paths: paths)
    let marker = "swiftdrill-cancel-\(UUID().uuidString.prefix(8))"
    let stop = Atomic<Bool>(false)
    let finished = Atomic<Bool>(false)
    let cancel = Thread {
      while !finished.load(ordering: .relaxed) && !Self.running(marker) { usleep(20_000) }
      stop.store(true, ordering: .relaxed)
    }
    runner.isCancelled = { stop.load(ordering: .relaxed) }
    cancel.start()
    var request = CodeRunRequest.program("while true {}")
    request.arguments = [marker]
    #expect(throws: CodeRunnerError.cancelled) { try runner.run(request) }
    finished.store(true, ordering: .relaxed)
    // The supervisor kills the program as it ends: wait for that, bounded only for a leak.
    let deadline = ContinuousClock.now + .seconds(30)
    while Self.running(marker) && ContinuousClock.now < deadline { usleep(20_000) }
    expectTrue(!Self.running(marker), "the cancelled program is still running")
    expectEqual(runner.cache?.entryCount, 0)
  }

  @Test func theEvaluatorTurnsACancelledCheckIntoACancelledOutcome() throws {
    var runner = try CodeRunner(environment: ProcessInfo.processInfo.environment, paths: nil)
    runner.isCancelled = { true }
    let question = Question(
      localID: "c", packID: "p", title: "Code", prompt: "Write f.", tests: "precondition(f() == 1)")
    let outcome = Evaluator(runner: runner, lexicon: .bundled).evaluate(
      question, Response(text: "func f() -> Int { 1 }"))
    expectTrue(outcome.wasCancelled)
    expectTrue(!outcome.understood)
  }
}
