import Foundation
import Testing

/// A suite trait: each test of the suite runs on threads of its own instead of the Swift
/// concurrency pool.
///
/// Swift Testing runs test bodies on the cooperative pool, which has one thread per core. A
/// test that drives the built binary blocks that thread in `waitpid`, `poll` or `read` while
/// the child works or waits for keys, so on a 2-core machine two such tests stopped every
/// other test, and the cores sat idle while a terminal test paused between keystrokes. Under
/// this trait a blocked test holds only its own thread; how many tests run at once is then
/// set by Swift Testing's width (`make test` passes `--experimental-maximum-parallelization-
/// width`), and `.serialized` suites stay one test at a time.
public struct OwnThreads: TestTrait, SuiteTrait, TestScoping {
  public var isRecursive: Bool { true }

  public func provideScope(
    for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
  ) async throws {
    // The suite's own scope runs nothing: each of its test cases gets the preference.
    guard testCase != nil else { return try await function() }
    try await withTaskExecutorPreference(ThreadPerJobExecutor.shared) { try await function() }
  }
}

extension Trait where Self == OwnThreads {
  /// Runs the suite's tests on threads of their own (see `OwnThreads`).
  public static var ownThreads: Self { Self() }
}

/// Runs each job on a new thread. A test body is one or two jobs (it starts, and resumes
/// after an `await`), so a thread each costs little beside the processes the tests start.
final class ThreadPerJobExecutor: TaskExecutor {
  static let shared = ThreadPerJobExecutor()

  func enqueue(_ job: consuming ExecutorJob) {
    let job = UnownedJob(job)
    let executor = asUnownedTaskExecutor()
    let thread = Thread { job.runSynchronously(on: executor) }
    // The main thread's size: debug builds of deep test bodies need more than a pool thread's.
    thread.stackSize = 8 << 20
    thread.start()
  }
}
