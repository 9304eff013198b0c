import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Writes a file so that readers see the old or the new content, never half:
/// a temporary file beside it, then a rename. A failed write leaves the old file.
/// The file is 0600 (only its owner reads it), whatever the umask or the old file's mode:
/// what SwiftDrill writes (exports, caches, packs made from a learner's notes) is private;
/// `writeShared` alone makes a file as the user's umask says.
///
/// With `existing: .keep` a file already at the path (a folder, a link, even one to nothing) is
/// left as it is and `FileAlreadyThere` thrown, in the same step that puts the new file in place
/// (`place`), so one made by someone else after an earlier look is kept too (session 51).
public enum AtomicFile {
  /// What a write does with a file already at its path.
  public enum Existing: Sendable, Equatable {
    /// Replaced in one step (rename(2)).
    case replace
    /// Kept, and `FileAlreadyThere` thrown (link(2), which never replaces).
    case keep
  }

  public static func write(_ text: String, to url: URL, existing: Existing = .replace) throws {
    try write(Data(text.utf8), to: url, existing: existing)
  }

  public static func write(_ data: Data, to url: URL, existing: Existing = .replace) throws {
    try write(to: url, existing: existing) { temporary in try data.write(to: temporary) }
  }

  /// Writes `data` readable by its owner only (0600): the temporary file is made 0600
  /// (`O_CREAT|O_EXCL|O_NOFOLLOW`) before a byte is written, so the data is never readable by others.
  public static func writePrivate(_ data: Data, to url: URL, existing: Existing = .replace) throws {
    try writeSynced(data, to: url, permissions: 0o600, mode: 0o600, existing: existing)
  }

  /// Writes `data` (0600) as `write` does, but without syncing it to disk: for caches, where
  /// a power loss may at worst leave an entry that no longer decodes, which reads as a miss
  /// (`Data.write` syncs the file, ≈ 1–8 ms on a code answer's path here).
  public static func writeUnsynced(_ data: Data, to url: URL) throws {
    try write(to: url) { temporary in
      let descriptor = open(temporary.path, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600)
      guard descriptor >= 0 else {
        throw CocoaError(.fileWriteNoPermission, userInfo: [NSFilePathErrorKey: temporary.path])
      }
      defer { close(descriptor) }
      guard data.withUnsafeBytes({ writeAll(to: descriptor, $0) }) else {
        throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: temporary.path])
      }
    }
  }

  /// Writes `data` as `write` does, but with the mode any file the user makes gets (0666 less the
  /// umask: 0644 under 022): for a file meant to be shared, such as a converted pack (session 48's
  /// review, finding 16: `convert -o` wrote it 0600).
  public static func writeShared(_ data: Data, to url: URL, existing: Existing = .replace) throws {
    try writeSynced(data, to: url, permissions: 0o666, mode: nil, existing: existing)
  }

  /// `data` written to a temporary file made with `permissions` (less the umask; before a byte is
  /// written) and synced, then chmod-ed to `mode` (nil: left as made) and renamed over `url`.
  private static func writeSynced(
    _ data: Data, to url: URL, permissions: mode_t, mode: mode_t?, existing: Existing
  ) throws {
    try write(to: url, mode: mode, existing: existing) { temporary in
      let descriptor = open(temporary.path, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, permissions)
      guard descriptor >= 0 else {
        throw CocoaError(.fileWriteNoPermission, userInfo: [NSFilePathErrorKey: temporary.path])
      }
      let handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
      try handle.write(contentsOf: data)
      try handle.synchronize()
    }
  }

  /// Writes the pieces `body` hands to its `write`, one after another, without
  /// joining them in memory first.
  public static func write(
    to url: URL, pieces body: (_ write: ([UInt8]) throws -> Void) throws -> Void
  ) throws {
    try write(to: url) { temporary in
      try Data().write(to: temporary)
      let handle = try FileHandle(forWritingTo: temporary)
      defer { try? handle.close() }
      try body { piece in try handle.write(contentsOf: piece) }
    }
  }

  /// Lets `body` write a temporary file beside `url`, then puts it at `url` (`place`); the file is
  /// made `mode` first (nil: left as `body` created it).
  private static func write(
    to url: URL, mode: mode_t? = 0o600, existing: Existing = .replace, _ body: (URL) throws -> Void
  ) throws {
    let folder = url.deletingLastPathComponent()
    let temporary = folder.appendingPathComponent(".\(url.lastPathComponent).\(UUID().uuidString).tmp")
    do {
      try body(temporary)
      if let mode, !FileMode.set(temporary.path, to: mode) {
        throw CocoaError(.fileWriteNoPermission, userInfo: [NSFilePathErrorKey: url.path])
      }
      try place(temporary.path, at: url.path, existing: existing)
    } catch {
      try? FileManager.default.removeItem(at: temporary)
      throw error
    }
  }

  /// Puts the written file `temporary` at `path`, in one step. `.replace`: rename(2), whether or
  /// not a file is there. `.keep`: link(2), which fails with EEXIST when anything is at `path` (a
  /// link to nothing too) and never replaces it, then the temporary name is removed; on a file
  /// system without hard links, `O_CREAT|O_EXCL` claims the name (an empty file, for an instant)
  /// and rename(2) puts the file over that claim. `FileAlreadyThere` when a file was there.
  package static func place(_ temporary: String, at path: String, existing: Existing) throws {
    guard existing == .keep else {
      guard rename(temporary, path) == 0 else {
        throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: path])
      }
      return
    }
    if link(temporary, path) == 0 {
      unlink(temporary)
      return
    }
    let linkError = errno
    if linkError == EEXIST { throw FileAlreadyThere(path: path) }
    // No hard links here (a FAT or FUSE file system, some network ones): claim the name.
    guard [EPERM, ENOTSUP, EOPNOTSUPP, EMLINK, EXDEV].contains(linkError) else {
      throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: path])
    }
    let claim = open(path, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600)
    guard claim >= 0 else {
      if errno == EEXIST { throw FileAlreadyThere(path: path) }
      throw CocoaError(.fileWriteNoPermission, userInfo: [NSFilePathErrorKey: path])
    }
    close(claim)
    guard rename(temporary, path) == 0 else {
      unlink(path)
      throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: path])
    }
  }
}

/// A write that keeps a file already at its path (`AtomicFile.Existing.keep`) found one there.
public struct FileAlreadyThere: Error, Equatable, LocalizedError {
  public let path: String

  public init(path: String) {
    self.path = path
  }

  public var errorDescription: String? { "\(path) already exists" }
}

/// Writes every byte of `bytes` to `descriptor`, again after an interrupted or short write;
/// false on an error (`errno` says which).
package func writeAll(to descriptor: Int32, _ bytes: UnsafeRawBufferPointer) -> Bool {
  guard let base = bytes.baseAddress else { return true }
  var done = 0
  while done < bytes.count {
    let count = write(descriptor, base + done, bytes.count - done)
    if count < 0 && errno == EINTR { continue }
    guard count > 0 else { return false }
    done += count
  }
  return true
}
