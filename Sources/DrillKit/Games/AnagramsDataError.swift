import Foundation

/// A problem with an anagrams data file.
public enum AnagramsDataError: Error, Equatable, LocalizedError {
  case unreadable(path: String, reason: String)
  case malformed(path: String, reason: String)
  /// `level` counts the file's level objects from 1.
  case invalidLevel(path: String, level: Int, reason: String)
  case invalidEntry(path: String, level: Int, reason: String)
  case unknownLevel(path: String, level: Int, number: Int)

  public var errorDescription: String? {
    switch self {
    case .unreadable(let path, let reason):
      "\(path): error: cannot read the file: \(reason)"
    case .malformed(let path, let reason):
      "\(path): error: \(reason)"
    case .invalidLevel(let path, let level, let reason):
      "\(path): error: level \(level): \(reason)"
    case .invalidEntry(let path, let level, let reason):
      "\(path): warning: level \(level): \(reason); the entry is skipped"
    case .unknownLevel(let path, let level, let number):
      "\(path): error: level \(level): there is no level \(number) to extend"
    }
  }
}
