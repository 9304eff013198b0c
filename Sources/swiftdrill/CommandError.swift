import Foundation

/// A command that could not do its work (exit code 1). Usage errors are `UsageError`.
enum CommandError: Error, Equatable {
  case noSuchPath(String)
  case cannotRead(path: String, reason: String)
  case cannotWrite(path: String, reason: String)
  /// An export file could not be replaced; the earlier one is kept.
  case cannotReplace(path: String, reason: String)
  case notConverted(path: String)
  case alreadyExists(path: String)
  case noLessons
  case noLesson(String, suggestion: String?)
  case noPack(String, suggestion: String?)
  case nothingToExport(database: String)
  case anagramsListMissing
}

extension CommandError: LocalizedError {
  var errorDescription: String? {
    switch self {
    case .noSuchPath(let path):
      "no such file or folder: \(path)"
    case .cannotRead(let path, let reason):
      "cannot read \(path): \(reason)"
    case .cannotWrite(let path, let reason):
      "cannot write \(path): \(reason)"
    case .cannotReplace(let path, let reason):
      "cannot write \(path): \(reason) Any earlier file there is unchanged."
    case .notConverted(let path):
      "\(path) was not converted: fix the errors above first"
    case .alreadyExists(let path):
      "\(path) already exists; choose another id or remove it"
    case .noLessons:
      "no lessons found"
    case .noLesson(let id, let suggestion):
      "no lesson '\(id)'" + (suggestion.map { "; did you mean '\($0)'?" } ?? "; see 'lessons'")
    case .noPack(let id, let suggestion):
      "no pack '\(id)'" + (suggestion.map { "; did you mean '\($0)'?" } ?? "; see 'packs'")
    case .nothingToExport(let database):
      "no progress yet at \(database): nothing to export"
    case .anagramsListMissing:
      "the anagrams word list (games/anagrams.json) was not found next to the bundled content"
    }
  }
}
