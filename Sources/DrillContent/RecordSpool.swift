import Foundation

/// Where a first load's question records wait until the snapshot is written. The
/// workers append each pack's records as they finish (in any order); the snapshot
/// then copies them out in library order, one pack at a time, so the text of a
/// large bank is never all in memory at once. Backed by an unlinked temporary file
/// (nothing is left behind, even by a crash), or by memory when there is no folder.
///
/// `@unchecked Sendable`: the workers share one spool; every access holds `lock`.
final class RecordSpool: @unchecked Sendable {
  private let lock = NSLock()
  private let handle: FileHandle?
  private var memory: [UInt8] = []
  private var end = 0
  /// Set when a write or read failed: the records are then not to be trusted.
  private(set) var failed = false

  /// A spool in a temporary file in `folder`, or in memory when `folder` is nil or
  /// the file cannot be made.
  init(folder: URL?) {
    var handle: FileHandle?
    if let folder {
      let url = folder.appendingPathComponent(".records.\(UUID().uuidString).tmp")
      if FileManager.default.createFile(atPath: url.path, contents: nil) {
        handle = try? FileHandle(forUpdating: url)
        unlink(url.path)
      }
    }
    self.handle = handle
  }

  /// Appends `bytes`; returns where they lie.
  func append(_ bytes: [UInt8]) -> Range<Int> {
    lock.lock()
    defer { lock.unlock() }
    let start = end
    if let handle {
      do {
        try handle.seek(toOffset: UInt64(start))
        try handle.write(contentsOf: bytes)
      } catch {
        failed = true
      }
    } else {
      memory.append(contentsOf: bytes)
    }
    end += bytes.count
    return start..<end
  }

  /// The bytes at `range` (empty, and `failed` set, when they cannot be read back).
  func read(_ range: Range<Int>) -> [UInt8] {
    lock.lock()
    defer { lock.unlock() }
    guard let handle else { return Array(memory[range]) }
    do {
      try handle.seek(toOffset: UInt64(range.lowerBound))
      let data = try handle.read(upToCount: range.count) ?? Data()
      guard data.count == range.count else {
        failed = true
        return []
      }
      return [UInt8](data)
    } catch {
      failed = true
      return []
    }
  }

  deinit {
    try? handle?.close()
  }
}
