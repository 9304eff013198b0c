import Foundation

/// Why code could not be compiled or run at all (as opposed to code that fails).
public enum CodeRunnerError: Error, Equatable, LocalizedError {
  /// No `swiftc` was found: not in `SWIFTC`, not on `PATH`, not in /opt/swift.
  case compilerNotFound(searched: [String])
  /// `swiftc --version` did not answer.
  case compilerUnusable(path: String, reason: String)
  /// A temporary folder or file could not be written.
  case workspaceFailed(path: String, reason: String)
  /// The compiler could not write `path` (its module cache, the run's folder): the disk is full
  /// or a quota is reached. Nothing was graded (session 52's tryout, finding 7).
  case noSpace(path: String)
  /// The operating system refused to start a process.
  case spawnFailed(executable: String, errno: Int32)
  /// The learner pressed Ctrl-C while the code compiled or ran; nothing is cached.
  case cancelled
  /// Code from `origin` was not run: no layer here confines the filesystem and
  /// the learner did not trust it.
  case untrusted(origin: String)
  /// An environment variable that sets a limit holds no number in its range.
  case invalidSetting(name: String, value: String, expected: String)

  public var errorDescription: String? {
    switch self {
    case .compilerNotFound(let searched):
      "No Swift compiler found (looked at \(searched.joined(separator: ", "))); set SWIFTC to the path of swiftc."
    case .compilerUnusable(let path, let reason):
      "The Swift compiler at \(path) does not work: \(reason)."
    case .workspaceFailed(let path, let reason):
      "Could not prepare \(path) for compiling: \(reason)."
    case .noSpace(let path):
      "No space is left to write \(path) (the disk is full, or a quota is reached); the code was not "
        + "graded. Free some space and try again."
    case .spawnFailed(let executable, let errno):
      "Could not start \(executable): \(String(cString: strerror(errno)))."
    case .cancelled:
      "Stopped."
    case .untrusted(let origin):
      "Not running code from \(origin): this machine has no sandbox that confines files "
        + "(see `swiftdrill doctor`). Run with --trust if you trust it."
    case .invalidSetting(let name, let value, let expected):
      "\(name) is \"\(value)\"; it must be \(expected)."
    }
  }
}
