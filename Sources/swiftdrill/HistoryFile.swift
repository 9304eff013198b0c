import CEditLine
import DrillSupport
import Foundation

/// The REPL's line history on disk, in libedit's own format.
///
/// libedit's history save rewrites a file in place, so a kill mid-write could leave a file
/// the next run cannot read. History is therefore written to a temporary file and
/// renamed over the old one, and a file that failed to load is never overwritten.
///
/// Two REPLs may share one home: each save reads the file as it is now and adds the lines
/// typed here since the last save, so the other REPL's lines are kept (session 49's tryout:
/// the REPL that left last wrote its own list over the other's). The read, the write and the
/// rename are one step under an exclusive lock (`flock` on `.history.lock` beside the file), so
/// two saves in the same instant take turns and neither loses the other's line (session 50).
struct HistoryFile {
  static let limit = 1_000

  let url: URL
  /// False when the file exists but could not be read: saving would destroy it.
  private(set) var canSave = true
  private(set) var loadProblem: String?
  /// The lines added since the last save that wrote them, oldest first.
  private var unsaved: [String] = []

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
  mutating func add(_ line: String) {
    let trimmed = line.trimmingCharacters(in: .whitespaces)
    guard !trimmed.isEmpty else { return }
    if let last = swiftdrill_history_newest(), String(cString: last) == trimmed { return }
    swiftdrill_history_add(trimmed)
    unsaved.append(trimmed)
  }

  /// Writes the history atomically: the file as it is now with this session's new lines
  /// after it, to a temporary file, then a rename.
  mutating func save() -> String? {
    guard canSave else { return nil }
    let folder = url.deletingLastPathComponent()
    do {
      try PrivateFiles.createFolder(folder)
    } catch {
      return "could not create \(folder.path): \(error.localizedDescription)"
    }
    // Held until the new file is renamed into place; without a lock file (a folder that cannot
    // take one) the save goes on unlocked, as before session 50.
    let lock = open(folder.appendingPathComponent(".history.lock").path, O_RDWR | O_CREAT | O_CLOEXEC, 0o600)
    if lock >= 0 {
      while flock(lock, LOCK_EX) != 0 && errno == EINTR {}
    }
    defer { if lock >= 0 { close(lock) } }
    let existed = FileManager.default.fileExists(atPath: url.path)
    if existed { mergeWithFile() }
    let temporary = folder.appendingPathComponent(".history.\(getpid()).tmp")
    PrivateFiles.createFile(temporary.path)
    PrivateFiles.tighten(temporary.path)
    let status = swiftdrill_history_save(temporary.path)
    guard status == 0, Self.isComplete(temporary, entries: Int(swiftdrill_history_count())) else {
      try? FileManager.default.removeItem(at: temporary)
      // The file itself is named, and an old one only when there is one (session 49's tryout).
      return
        "could not write the history to \(url.path) (\(status == 0 ? "the disk may be full" : "error \(status)"))"
        + (existed ? "; the old file is kept" : "")
    }
    guard rename(temporary.path, url.path) == 0 else {
      try? FileManager.default.removeItem(at: temporary)
      return "could not replace \(url.path)" + (existed ? "; the old history is kept" : "")
    }
    unsaved = []
    return nil
  }

  /// Makes the history in memory the file's entries (another REPL may have added some) followed
  /// by the lines added here since the last save. When the file cannot be read now, the
  /// history in memory stays as it is.
  private func mergeWithFile() {
    let kept = Self.entries()
    swiftdrill_history_clear()
    guard swiftdrill_history_load(url.path) == 0 else {
      swiftdrill_history_clear()
      for line in kept { swiftdrill_history_add(line) }
      return
    }
    for line in unsaved {
      if let last = swiftdrill_history_newest(), String(cString: last) == line { continue }
      swiftdrill_history_add(line)
    }
  }

  /// The entries of libedit's history, oldest first.
  static func entries() -> [String] {
    var count: Int32 = 0
    let entries = swiftdrill_history_entries(&count)
    defer {
      if let entries {
        for index in 0..<Int(count) { free(entries[index]) }
        free(entries)
      }
    }
    return (0..<Int(count)).compactMap { index in entries?[index].map { String(cString: $0) } }
  }

  /// Whether a file libedit's history save wrote holds every entry. libedit does not report a
  /// failed write (a full disk leaves an empty or cut file and still returns 0); its file
  /// is a header line, then one line per entry (newlines inside entries are encoded).
  static func isComplete(_ file: URL, entries: Int) -> Bool {
    guard let data = try? Data(contentsOf: file), data.last == UInt8(ascii: "\n") else { return false }
    return data.reduce(0) { $1 == UInt8(ascii: "\n") ? $0 + 1 : $0 } == entries + 1
  }
}
