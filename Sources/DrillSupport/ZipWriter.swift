import CZip
import Foundation

/// Writes a zip archive through libzip: entries are added in memory and the archive is
/// written to a temporary file beside `path`, then renamed over it, so a failed write
/// never leaves half an archive.
public enum ZipWriter {
  /// The external attributes of every entry: a Unix regular file, mode 0644, in the high 16 bits.
  static let regularFileAttributes = zip_uint32_t(0o100644) << 16

  /// Writes `entries` (name, bytes), deflated, to `path`; with `existing: .keep`, a file there
  /// is kept and `ZipError.alreadyThere` thrown (`AtomicFile.place`).
  public static func write(
    _ entries: [(name: String, data: Data)], to path: String, existing: AtomicFile.Existing = .replace
  ) throws(ZipError) {
    let temporary = path + ".partial-\(getpid())"
    unlink(temporary)
    var code: Int32 = 0
    guard let archive = zip_open(temporary, ZIP_CREATE | ZIP_TRUNCATE, &code) else {
      var error = zip_error_t()
      zip_error_init_with_code(&error, code)
      let detail = String(cString: zip_error_strerror(&error))
      zip_error_fini(&error)
      throw .cannotWrite(path: path, detail: detail)
    }
    for entry in entries {
      guard ZipReader.isSafe(entry.name) else {
        zip_discard(archive)
        throw .unsafeName(entry.name)
      }
      // libzip reads the buffer at zip_close; it owns this copy and frees it then (freep = 1).
      let count = entry.data.count
      let copy = malloc(max(count, 1))
      entry.data.withUnsafeBytes { bytes in
        if let base = bytes.baseAddress, let copy { memcpy(copy, base, count) }
      }
      guard let source = zip_source_buffer(archive, copy, zip_uint64_t(count), 1) else {
        free(copy)
        let detail = String(cString: zip_strerror(archive))
        zip_discard(archive)
        throw .failed(path: path, detail: detail)
      }
      let index = zip_file_add(archive, entry.name, source, zip_flags_t(ZIP_FL_OVERWRITE | ZIP_FL_ENC_UTF_8))
      guard index >= 0 else {
        zip_source_free(source)
        let detail = String(cString: zip_strerror(archive))
        zip_discard(archive)
        throw .failed(path: path, detail: detail)
      }
      zip_set_file_compression(archive, zip_uint64_t(index), ZIP_CM_DEFLATE, 0)
      // Session 50's tryout (finding 9): libzip stores 0666 (-rw-rw-rw-) by default, which
      // `unzip` gives the files it extracts. A regular file, 0644, as `zip` itself stores one.
      zip_file_set_external_attributes(
        archive, zip_uint64_t(index), 0, zip_uint8_t(ZIP_OPSYS_UNIX), Self.regularFileAttributes)
    }
    guard zip_close(archive) == 0 else {
      let detail = String(cString: zip_strerror(archive))
      zip_discard(archive)
      unlink(temporary)
      throw .cannotWrite(path: path, detail: detail)
    }
    // Private like every file SwiftDrill writes (libzip gives its file the umask's mode).
    FileMode.set(temporary, to: 0o600)
    do {
      try AtomicFile.place(temporary, at: path, existing: existing)
    } catch is FileAlreadyThere {
      unlink(temporary)
      throw .alreadyThere(path: path)
    } catch {
      let detail = String(cString: strerror(errno))
      unlink(temporary)
      throw .cannotWrite(path: path, detail: detail)
    }
  }
}
