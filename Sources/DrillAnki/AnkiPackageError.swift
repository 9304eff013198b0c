import DrillSupport
import Foundation

/// Why an Anki package could not be written or read.
public enum AnkiPackageError: Error, Equatable, LocalizedError {
  /// The zip layer refused the file (not a zip, a hostile entry, a zip bomb…).
  case archive(ZipError)
  /// The package holds no collection SwiftDrill can read.
  case noCollection(entries: [String])
  /// Only the newer, zstd-compressed collection is inside.
  case newerFormatOnly
  /// The collection entry is not an SQLite database, or not an Anki collection.
  case notACollection(detail: String)
  /// Writing the collection database failed.
  case database(detail: String)
  /// Nothing to export.
  case noQuestions
  /// A temporary folder or file could not be made or written.
  case file(path: String, detail: String)

  public var errorDescription: String? {
    switch self {
    case .archive(let error):
      "Not a usable Anki package: \(error.localizedDescription)"
    case .noCollection(let entries):
      "Not an Anki package: it holds no collection.anki21 or collection.anki2 (entries: "
        + "\(entries.prefix(8).joined(separator: ", "))\(entries.count > 8 ? ", …" : ""))."
    case .newerFormatOnly:
      "This package holds only Anki's newer compressed collection (collection.anki21b). In Anki, export it "
        + "again with \"Support older Anki versions\" ticked, then import that file."
    case .notACollection(let detail):
      "The package's collection is not an Anki collection: \(detail)."
    case .database(let detail):
      "Could not write the Anki collection: \(detail)."
    case .noQuestions:
      "No questions to export: check the --pack, --level and --tag filters."
    case .file(let path, let detail):
      "\(path): \(detail)."
    }
  }
}
