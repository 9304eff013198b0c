import DrillContent
import DrillMarkdown
import Foundation
import Synchronization

/// Proves the claims of content code blocks (`check --run`): `swift` blocks run
/// (and print their `output` block), `{fails}` blocks are rejected, `{traps}`
/// blocks trap, and code questions' Answers pass their Tests. Jobs run in
/// parallel and go through the runner's cache, so a second check is fast.
public struct SnippetVerifier: Sendable {
  public var runner: CodeRunner
  /// How many compiles run at once.
  public var jobs: Int

  public init(runner: CodeRunner, jobs: Int? = nil) {
    self.runner = runner
    self.jobs = max(1, jobs ?? ProcessInfo.processInfo.activeProcessorCount)
  }

  /// Checks every snippet; returns one error per broken claim, located at the
  /// snippet's fence, in the snippets' order. `progress(done, total)` is called
  /// after each snippet, from worker threads. Throws `.cancelled` when the runner's
  /// `isCancelled` (Ctrl-C) stopped it before every claim was checked: the claims left are
  /// not proven, so no list of problems can say they hold (`check(_:progress:)` tells how far
  /// it got).
  public func verify(
    _ snippets: [CodeSnippet], progress: @escaping @Sendable (Int, Int) -> Void = { _, _ in }
  ) throws(CodeRunnerError) -> [Diagnostic] {
    let verification = check(snippets, progress: progress)
    if verification.stopped { throw .cancelled }
    return verification.diagnostics
  }

  /// What checking a set of snippets found, and how many results the run cache served.
  public struct Verification: Sendable {
    public var diagnostics: [Diagnostic]
    public var fromCache: Int
    /// How many claims were proved or found broken: all of them, unless the run was stopped.
    public var checked: Int
    /// Whether the runner's `isCancelled` (Ctrl-C) stopped the run before every claim was
    /// checked: no claim is started after it, and a claim whose compile it ended is not
    /// reported as broken (session 45's tryout saw 1,543 "Stopped." errors after a Ctrl-C).
    public var stopped: Bool
  }

  /// Like `verify(_:progress:)`, also counting the results served from the run cache.
  public func check(
    _ snippets: [CodeSnippet], progress: @escaping @Sendable (Int, Int) -> Void = { _, _ in }
  ) -> Verification {
    let state = Mutex(VerificationState(count: snippets.count))
    let group = DispatchGroup()
    for _ in 0..<min(jobs, snippets.count) {
      group.enter()
      let thread = Thread {
        while !runner.isCancelled(), let index = state.withLock({ $0.takeNext() }) {
          let (diagnostic, cached) = verifyCounting(snippets[index])
          // Reported under the lock, so `done` reaches the callback in order.
          state.withLock { state in
            guard !diagnostic.isCancellation else {
              state.stopped = true
              return
            }
            state.record(diagnostic.diagnostic, at: index)
            if cached { state.fromCache += 1 }
            progress(state.done, snippets.count)
          }
        }
        group.leave()
      }
      thread.start()
    }
    group.wait()
    return state.withLock {
      Verification(
        diagnostics: $0.results.compactMap { $0 }, fromCache: $0.fromCache, checked: $0.done,
        stopped: $0.stopped || $0.done < snippets.count)
    }
  }

  /// Checks one snippet; nil when its claim holds. Throws `.cancelled` when the run was
  /// cancelled (Ctrl-C) before it could say: a claim that was not proven is not reported as
  /// holding (nil read "proven" to a caller; session 47's review).
  public func verify(_ snippet: CodeSnippet) throws(CodeRunnerError) -> Diagnostic? {
    let verdict = verifyCounting(snippet).0
    if verdict.isCancellation { throw .cancelled }
    return verdict.diagnostic
  }

  /// A snippet's verdict: a broken claim, or the run cancelled before it could say.
  private struct Verdict {
    var diagnostic: Diagnostic?
    var isCancellation = false
  }

  private func verifyCounting(_ snippet: CodeSnippet) -> (Verdict, fromCache: Bool) {
    let run: CodeRun
    do {
      run = try runner.run(Self.request(for: snippet))
    } catch CodeRunnerError.cancelled {
      return (Verdict(isCancellation: true), false)
    } catch {
      let diagnostic = Diagnostic.error(
        "cannot check code in \(snippet.context): \(error.localizedDescription)", at: snippet.location)
      return (Verdict(diagnostic: diagnostic), false)
    }
    let problem =
      Self.companionProblem(with: snippet, result: run.result)
      ?? Self.problem(with: snippet, result: run.result)
      ?? Self.messageProblem(with: snippet, result: run.result)
    return (Verdict(diagnostic: problem), run.fromCache)
  }

  /// The compile job that proves `snippet`'s claim.
  public static func request(for snippet: CodeSnippet) -> CodeRunRequest {
    var request = plainRequest(for: snippet)
    request.origin = snippet.location.path
    request.compilerSettings = snippet.compilerSettings
    request.add(snippet.companions)
    return request
  }

  private static func plainRequest(for snippet: CodeSnippet) -> CodeRunRequest {
    switch snippet.claim {
    case .runs, .traps:
      return CodeRunRequest(files: [
        SourceFile(name: "main.swift", displayName: snippetName, code: snippet.code)
      ])
    case .failsToCompile:
      return CodeRunRequest(
        files: [SourceFile(name: "main.swift", displayName: snippetName, code: snippet.code)],
        mode: .compile)
    case .passesTests(let tests):
      return CodeRunRequest(
        files: [
          SourceFile(name: "answer.swift", displayName: snippetName, code: snippet.code),
          SourceFile(name: "main.swift", displayName: "Tests", code: tests),
          TestHarness.file,
        ], requiresCompletion: true)
    }
  }

  package static let snippetName = "snippet"
}

/// Which snippet to check next, and what each one gave.
private struct VerificationState: ~Copyable {
  var next = 0
  var done = 0
  var fromCache = 0
  var stopped = false
  var results: [Diagnostic?]

  init(count: Int) {
    results = Array(repeating: nil, count: count)
  }

  mutating func takeNext() -> Int? {
    guard next < results.count else { return nil }
    defer { next += 1 }
    return next
  }

  mutating func record(_ diagnostic: Diagnostic?, at index: Int) {
    results[index] = diagnostic
    done += 1
  }
}
