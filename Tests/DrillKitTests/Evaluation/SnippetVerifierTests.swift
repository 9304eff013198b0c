import DrillKitTesting
import Foundation
import Synchronization
import Testing

@testable import DrillContent
@testable import DrillEvaluation
@testable import DrillSupport

@Suite(.ownThreads) struct SnippetVerifierTests {
  struct Case: Sendable, CustomTestStringConvertible {
    var name: String
    var code: String
    var claim: CodeSnippet.Claim
    /// A fragment of the expected error, or nil when the claim holds.
    var problem: String?
    var testDescription: String { name }
  }

  static let cases: [Case] = [
    Case(
      name: "matching output", code: "print(1)\nprint(\"two  \")", claim: .runs(expectedOutput: "1\ntwo\n"),
      problem: nil),
    Case(
      name: "wrong output", code: "print(1)\nprint(3)", claim: .runs(expectedOutput: "1\n2"),
      problem: "differs from its output block at line 2: expected \"2\", got \"3\""),
    Case(
      name: "compile error mapped to the file line", code: "let a = 1\nlet b: String = a",
      claim: .runs(expectedOutput: nil), problem: "does not compile: line 12: cannot convert"),
    Case(name: "fails block that fails", code: "let x: Int = \"s\"", claim: .failsToCompile, problem: nil),
    Case(
      name: "fails block that compiles", code: "let x: Int = 1", claim: .failsToCompile,
      problem: "`{fails}` block in demo/q compiles, but it should not"),
    Case(name: "traps block that traps", code: "let n: Int? = nil\nprint(n!)", claim: .traps, problem: nil),
    Case(
      name: "traps block that exits", code: "print(1)", claim: .traps, problem: "did not trap (exit status 0)"
    ),
    Case(
      name: "answer passing its tests", code: "func double(_ n: Int) -> Int { n * 2 }",
      claim: .passesTests(tests: "precondition(double(4) == 8)\nprint(\"ok\")"), problem: nil),
    Case(
      name: "answer failing its tests", code: "func double(_ n: Int) -> Int { n + 2 }",
      claim: .passesTests(tests: "precondition(double(4) == 8, \"double(4) should be 8\")"),
      problem: "Answer in demo/q fails its Tests (trap"),
    Case(
      name: "answer not compiling with its tests", code: "func double(_ n: Int) -> Int { n * 2 }",
      claim: .passesTests(tests: "precondition(triple(4) == 12)"),
      problem: "does not compile with its Tests: Tests line 1: cannot find 'triple' in scope"),
  ]

  static func snippet(_ testCase: Case) -> CodeSnippet {
    CodeSnippet(
      code: testCase.code, claim: testCase.claim,
      location: ContentLocation(path: "questions/demo.md", line: 10),
      context: "demo/q")
  }

  static func verifier(cache: RunCache? = nil) throws -> SnippetVerifier {
    var runner = try CodeRunner(environment: ProcessInfo.processInfo.environment, paths: nil)
    runner.cache = cache
    return SnippetVerifier(runner: runner, jobs: 2)
  }

  @Test(arguments: cases)
  func reportsEachBrokenClaimAtItsFence(testCase: Case) throws {
    let diagnostic = try Self.verifier().verify(Self.snippet(testCase))
    guard let problem = testCase.problem else {
      expectTrue(diagnostic == nil)
      return
    }
    let found = try #require(diagnostic)
    expectEqual(found.severity, .error)
    expectEqual(found.location, ContentLocation(path: "questions/demo.md", line: 10))
    expectContains(found.message, problem, "\(found.message)")
  }

  @Test func verifiesInParallelKeepsOrderAndServesRepeatsFromTheCache() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("swiftdrill-verify-\(UUID())")
    defer { try? FileManager.default.removeItem(at: folder) }
    let verifier = try Self.verifier(cache: RunCache(directory: folder))
    let snippets = [Self.cases[1], Self.cases[0], Self.cases[4]].map(Self.snippet)
    let calls = Mutex<[Int]>([])

    // What the cache served is counted, not timed: the first check compiles all three, the
    // second compiles none (a duration bound fails on a busy machine and proves nothing).
    let cold = verifier.check(snippets) { done, total in
      expectEqual(total, 3)
      calls.withLock { $0.append(done) }
    }
    expectEqual(cold.diagnostics.count, 2)
    expectEqual(cold.diagnostics.first?.message.contains("differs"), true)
    expectEqual(cold.diagnostics.last?.message.contains("{fails}"), true)
    expectEqual(cold.fromCache, 0)
    expectEqual(calls.withLock { $0 }, [1, 2, 3])

    let warm = verifier.check(snippets)
    expectEqual(warm.diagnostics, cold.diagnostics)
    expectEqual(warm.fromCache, 3)
  }

  /// Ctrl-C (the runner's `isCancelled`) stops the run: no claim is started after it, a claim
  /// whose compile it ended is not an error, and what was found before it is kept (session 45's
  /// tryout saw every claim left reported as "cannot check code …: Stopped.").
  @Test func aCancelledCheckStartsNoMoreClaimsAndReportsNoneAsBroken() throws {
    let stop = Atomic<Bool>(false)
    var runner = try CodeRunner(environment: ProcessInfo.processInfo.environment, paths: nil)
    runner.isCancelled = { stop.load(ordering: .relaxed) }
    let verifier = SnippetVerifier(runner: runner, jobs: 1)
    let snippets = [Self.cases[1], Self.cases[0], Self.cases[4]].map(Self.snippet)
    let stopped = verifier.check(snippets) { done, _ in
      if done == 1 { stop.store(true, ordering: .relaxed) }
    }
    expectTrue(stopped.stopped)
    expectEqual(stopped.checked, 1)
    expectEqual(stopped.diagnostics.map { $0.message.contains("differs") }, [true])

    // Cancelled before the first claim: nothing is checked, nothing is an error.
    let none = verifier.check(snippets)
    expectTrue(none.stopped)
    expectEqual(none.checked, 0)
    expectEqual(none.diagnostics, [])

    stop.store(false, ordering: .relaxed)
    let whole = verifier.check(snippets)
    expectTrue(!whole.stopped)
    expectEqual(whole.checked, 3)
  }

  /// Session 47's review: `verify(_:)` of one snippet returned nil, its "the claim holds", when
  /// Ctrl-C cancelled the run, and `verify` of a list returned the problems found so far as if
  /// the rest held. A cancelled proof is an error to the caller, and it is not kept in the run
  /// cache: the next check compiles the snippet and proves it.
  @Test func aCancelledProofIsNeverSaidToHold() throws {
    let stop = Atomic<Bool>(true)
    let cache = RunCache(directory: TemporaryHome.make().appendingPathComponent("runs"))
    var runner = try CodeRunner(environment: ProcessInfo.processInfo.environment, paths: nil)
    runner.cache = cache
    runner.isCancelled = { stop.load(ordering: .relaxed) }
    let verifier = SnippetVerifier(runner: runner, jobs: 1)
    let holds = Self.snippet(Self.cases[0])
    #expect(throws: CodeRunnerError.cancelled) { try verifier.verify(holds) }
    #expect(throws: CodeRunnerError.cancelled) { try verifier.verify([holds, holds]) }
    stop.store(false, ordering: .relaxed)
    let proved = verifier.check([holds])
    expectEqual(proved.diagnostics, [])
    expectEqual(proved.fromCache, 0, "a cancelled run left nothing in the cache")
  }
}
