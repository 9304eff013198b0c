import Foundation

/// A problem with an anagrams data file.
public enum AnagramsDataError: Error, Equatable, LocalizedError {
  case unreadable(path: String, reason: String)
  case malformed(path: String, reason: String)
  /// `level` counts the file's level objects from 1 (a skipped level has no menu number).
  case invalidLevel(path: String, level: Int, reason: String)
  /// `level` counts the file's level objects from 1 (the menu may show the level under another number).
  case invalidEntry(path: String, level: Int, reason: String)
  /// `level` counts the file's level objects from 1; `number` is the level it names.
  case unknownLevel(path: String, level: Int, number: Int)

  /// The problem without a severity word, for a reporter that adds its own
  /// (`warning:` for the learner's file, which never stops the game; `error:` for the
  /// bundled one): one severity per line.
  public var summary: String {
    switch self {
    case .unreadable(let path, let reason): "\(path): cannot read the file: \(reason)"
    case .malformed(let path, let reason): "\(path): \(reason)"
    case .invalidLevel(let path, let level, let reason):
      "\(path): the file's level \(level): \(reason); the level is skipped"
    case .invalidEntry(let path, let level, let reason):
      "\(path): the file's level \(level): \(reason); the entry is skipped"
    case .unknownLevel(let path, let level, let number):
      "\(path): the file's level \(level): there is no level \(number) to extend; the level is skipped"
    }
  }

  public var errorDescription: String? {
    switch self {
    case .unreadable(let path, let reason):
      "\(path): error: cannot read the file: \(reason)"
    case .malformed(let path, let reason):
      "\(path): error: \(reason)"
    case .invalidLevel(let path, let level, let reason):
      "\(path): error: level \(level): \(reason)"
    case .invalidEntry(let path, let level, let reason):
      "\(path): warning: the file's level \(level): \(reason); the entry is skipped"
    case .unknownLevel(let path, let level, let number):
      "\(path): error: level \(level): there is no level \(number) to extend"
    }
  }
}
