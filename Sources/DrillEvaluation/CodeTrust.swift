import Synchronization

/// Which content's code may run where no sandbox layer confines the
/// filesystem. Bundled content is trusted; other packs and lessons only when
/// the learner says so: `--trust`, or once per content file when asked.
/// (Where a layer confines files, all code runs, inside it.)
public struct CodeTrust: Sendable {
  /// Content under these folders is trusted (the bundled content).
  public var trustedFolders: [String]
  /// `--trust`: run everything.
  public var trustsEverything: Bool
  /// Asks the learner about one content file; nil: nobody to ask (refuse).
  public var ask: (@Sendable (String) -> Bool)?
  private let answers = Answers()

  public init(
    trustedFolders: [String] = [], trustsEverything: Bool = false, ask: (@Sendable (String) -> Bool)? = nil
  ) {
    self.trustedFolders = trustedFolders.map { $0.hasSuffix("/") ? $0 : $0 + "/" }
    self.trustsEverything = trustsEverything
    self.ask = ask
  }

  /// Whether content at `path` is trusted without asking.
  public func isTrusted(_ path: String?) -> Bool {
    guard let path else { return true }
    return trustsEverything || trustedFolders.contains { path.hasPrefix($0) }
  }

  /// Whether code from `path` may run unconfined: trusted, or the learner
  /// agreed (asked at most once per file).
  func allows(_ path: String?) -> Bool {
    if isTrusted(path) { return true }
    guard let path, let ask else { return false }
    return answers.answer(for: path, asking: ask)
  }

  /// Shared between copies of the trust (a runner is copied into each job).
  private final class Answers: Sendable {
    private let known = Mutex<[String: Bool]>([:])

    func answer(for path: String, asking ask: @Sendable (String) -> Bool) -> Bool {
      if let answer = known.withLock({ $0[path] }) { return answer }
      let answer = ask(path)
      known.withLock { $0[path] = answer }
      return answer
    }
  }
}
