import DrillEvaluation
import DrillSupport
import Foundation

/// What makes the run's code runner, held apart from `App` so that a session can
/// make its runner on first use (`Evaluator(makingRunner:)`) from any thread.
struct CodeRunnerMaker: Sendable {
  var environment: [String: String]
  var paths: AppPaths
  /// The bundled content's folder, whose code is trusted.
  var trustedFolders: [String]
  var trustsEverything: Bool
  var reporter: ErrorReporter

  /// A runner for code answers and snippets, or nil (with a warning) when swiftc is missing.
  func runner() -> CodeRunner? {
    do {
      return try make()
    } catch {
      reporter.warn("\(error.localizedDescription); code questions cannot be checked")
      return nil
    }
  }

  /// A runner for code that stops when Ctrl-C is pending. Bundled content is
  /// trusted; other content runs unconfined (where no sandbox layer confines
  /// files) only with `--trust` or, when `asking` and on a terminal, after the
  /// learner agrees once per file. The first run with weaker isolation than
  /// bubblewrap says so on standard error.
  func make(asking: Bool = true) throws -> CodeRunner {
    var runner = try CodeRunner(environment: environment, paths: paths)
    runner.isCancelled = { Interrupts.isPending }
    let interactive = asking && isatty(STDIN_FILENO) == 1 && isatty(STDERR_FILENO) == 1
    let reporter = reporter
    let inREPL = reporter.inREPL
    let ask: (@Sendable (String) -> Bool)? =
      interactive ? { @Sendable path in TrustQuestion.ask(path, inREPL: inREPL) } : nil
    runner.trust = CodeTrust(trustedFolders: trustedFolders, trustsEverything: trustsEverything, ask: ask)
    runner.onWeakIsolation = { note in reporter.warn(note) }
    return runner
  }
}
