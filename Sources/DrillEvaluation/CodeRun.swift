/// One compile-and-run job's outcome, and whether it came from the cache.
public struct CodeRun: Sendable, Hashable {
  public var result: CodeRunResult
  public var fromCache: Bool
  public var duration: Duration

  public init(result: CodeRunResult, fromCache: Bool, duration: Duration) {
    self.result = result
    self.fromCache = fromCache
    self.duration = duration
  }
}

extension CodeRunResult {
  /// Whether the same job would give the same result again: timeouts depend on the machine's load.
  var isStable: Bool {
    switch self {
    case .compiled: true
    case .compileFailed(let failure): !failure.output.contains("the compiler was stopped after")
    case .ran(let execution): !execution.timedOut && execution.overBudget == nil
    }
  }
}
