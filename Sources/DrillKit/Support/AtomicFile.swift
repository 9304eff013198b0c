import Foundation

/// Writes a file so that readers see the old or the new content, never half:
/// a temporary file beside it, then a rename. A failed write leaves the old file.
public enum AtomicFile {
  public static func write(_ text: String, to url: URL) throws {
    try write(Data(text.utf8), to: url)
  }

  public static func write(_ data: Data, to url: URL) throws {
    let folder = url.deletingLastPathComponent()
    let temporary = folder.appendingPathComponent(".\(url.lastPathComponent).\(UUID().uuidString).tmp")
    do {
      try data.write(to: temporary)
      // rename(2) replaces the old file in one step, whether or not it exists.
      guard rename(temporary.path, url.path) == 0 else {
        throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: url.path])
      }
    } catch {
      try? FileManager.default.removeItem(at: temporary)
      throw error
    }
  }
}
