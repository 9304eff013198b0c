import Foundation

/// Why a zip archive could not be read or written.
public enum ZipError: Error, Equatable, LocalizedError {
  /// libzip could not open the file as a zip archive.
  case cannotOpen(path: String, detail: String)
  /// An entry's name could escape a folder (`..`, an absolute path, a backslash, a NUL).
  case unsafeName(String)
  /// An entry the reader needs is not in the archive.
  case missingEntry(String)
  /// An entry, or all of them together, is larger than the reader allows.
  case tooLarge(entry: String, limit: Int64)
  /// An entry expands far more than real data does (a zip bomb).
  case suspiciousRatio(entry: String, ratio: Int)
  /// More entries than the reader allows.
  case tooManyEntries(count: Int, limit: Int)
  /// Reading an entry or writing the archive failed.
  case failed(path: String, detail: String)
  /// The archive could not be written at `path` (a full disk, no permission); whatever was
  /// there before is unchanged.
  case cannotWrite(path: String, detail: String)
  /// A file was at `path`, and the write was to keep it (`AtomicFile.Existing.keep`): it is unchanged.
  case alreadyThere(path: String)

  /// Whether writing an archive failed, not reading one.
  public var isWriteFailure: Bool {
    if case .cannotWrite = self { return true }
    return false
  }

  public var errorDescription: String? {
    switch self {
    case .cannotOpen(let path, let detail):
      "\(path) is not a readable zip archive (\(detail))."
    case .unsafeName(let name):
      "The archive holds an entry named \"\(name)\", which could write outside its folder; it is refused."
    case .missingEntry(let name):
      "The archive has no entry \"\(name)\"."
    case .tooLarge(let entry, let limit):
      "The archive's entry \"\(entry)\" expands beyond \(limit / 1_048_576) MB; it is refused."
    case .suspiciousRatio(let entry, let ratio):
      "The archive's entry \"\(entry)\" expands more than \(ratio) times its compressed size, "
        + "as a zip bomb does; it is refused."
    case .tooManyEntries(let count, let limit):
      "The archive holds \(count) entries (at most \(limit) are read); it is refused."
    case .failed(let path, let detail):
      "\(path): \(detail)."
    case .cannotWrite(let path, let detail):
      "Cannot write \(path) (\(detail)); any earlier file there is unchanged."
    case .alreadyThere(let path):
      "\(path) already exists and was left as it is."
    }
  }
}
