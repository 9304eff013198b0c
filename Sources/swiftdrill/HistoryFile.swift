import CEditLine
import DrillSupport
import Foundation

/// The REPL's line history on disk, in libedit's own format.
///
/// libedit's history save rewrites a file in place, so a kill mid-write could leave a file
/// the next run cannot read. History is therefore written to a temporary file and
/// renamed over the old one, and a file that failed to load is never overwritten.
struct HistoryFile {
  static let limit = 1_000

  let url: URL
  /// False when the file exists but could not be read: saving would destroy it.
  private(set) var canSave = true
  private(set) var loadProblem: String?

  init(url: URL) {
    self.url = url
  }

  mutating func load() {
    swiftdrill_history_set_limit(Int32(Self.limit))
    guard FileManager.default.fileExists(atPath: url.path) else { return }
    let status = swiftdrill_history_load(url.path)
    if status != 0 {
      canSave = false
      loadProblem =
        "could not read the history file \(url.path) (error \(status)); "
        + "it is left as it is and this session's history will not be saved"
    }
  }

  /// Adds a line, trimmed, unless it is blank or repeats the newest entry.
  func add(_ line: String) {
    let trimmed = line.trimmingCharacters(in: .whitespaces)
    guard !trimmed.isEmpty else { return }
    if let last = swiftdrill_history_newest(), String(cString: last) == trimmed { return }
    swiftdrill_history_add(trimmed)
  }

  /// Writes the history atomically: a temporary file, then a rename.
  func save() -> String? {
    guard canSave else { return nil }
    let folder = url.deletingLastPathComponent()
    do {
      try PrivateFiles.createFolder(folder)
    } catch {
      return "could not create \(folder.path): \(error.localizedDescription)"
    }
    let temporary = folder.appendingPathComponent(".history.\(getpid()).tmp")
    PrivateFiles.createFile(temporary.path)
    PrivateFiles.tighten(temporary.path)
    let status = swiftdrill_history_save(temporary.path)
    guard status == 0, Self.isComplete(temporary, entries: Int(swiftdrill_history_count())) else {
      try? FileManager.default.removeItem(at: temporary)
      return
        "could not write the history to \(folder.path) (\(status == 0 ? "the disk may be full" : "error \(status)")); "
        + "the old file is kept"
    }
    guard rename(temporary.path, url.path) == 0 else {
      try? FileManager.default.removeItem(at: temporary)
      return "could not replace \(url.path); the old history is kept"
    }
    return nil
  }

  /// Whether a file libedit's history save wrote holds every entry. libedit does not report a
  /// failed write (a full disk leaves an empty or cut file and still returns 0); its file
  /// is a header line, then one line per entry (newlines inside entries are encoded).
  static func isComplete(_ file: URL, entries: Int) -> Bool {
    guard let data = try? Data(contentsOf: file), data.last == UInt8(ascii: "\n") else { return false }
    return data.reduce(0) { $1 == UInt8(ascii: "\n") ? $0 + 1 : $0 } == entries + 1
  }
}
