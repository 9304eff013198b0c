import DrillSupport
import Foundation

/// Why an Anki package could not be written or read.
public enum AnkiPackageError: Error, Equatable, LocalizedError {
  /// The zip layer refused the file (not a zip, a hostile entry, a zip bomb…).
  case archive(ZipError)
  /// The package holds no collection SwiftDrill can read.
  case noCollection(entries: [String])
  /// The collection entry is not an SQLite database, or not an Anki collection.
  case notACollection(detail: String)
  /// Writing the collection database failed.
  case database(detail: String)
  /// The pack made from the package does not pass `check` (a bug in the conversion).
  case packFailsCheck([String])
  /// Nothing to export.
  case noQuestions
  /// A temporary folder or file could not be made or written.
  case file(path: String, detail: String)

  public var errorDescription: String? {
    switch self {
    // Writing a package is not reading one: a full disk said "Not a usable Anki package" (session 35).
    case .archive(let error) where error.isWriteFailure:
      error.localizedDescription
    case .archive(let error):
      "Not a usable Anki package: \(error.localizedDescription)"
    case .noCollection(let entries):
      "Not an Anki package: it holds no collection.anki21b, collection.anki21 or collection.anki2 (entries: "
        + "\(entries.prefix(8).joined(separator: ", "))\(entries.count > 8 ? ", …" : ""))."
    case .notACollection(let detail):
      "The package's collection is not an Anki collection: \(detail)."
    case .database(let detail):
      "Could not write the Anki collection: \(detail)."
    case .packFailsCheck(let problems):
      "The pack made from this package does not pass check, so nothing was written (please report it): "
        + problems.prefix(5).joined(separator: "; ") + (problems.count > 5 ? "; …" : "") + "."
    case .noQuestions:
      "No questions to export: check the --pack, --level and --tag filters."
    case .file(let path, let detail):
      "\(path): \(detail)."
    }
  }
}
