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
      if FileManager.default.fileExists(atPath: url.path) {
        _ = try FileManager.default.replaceItemAt(url, withItemAt: temporary)
      } else {
        try FileManager.default.moveItem(at: temporary, to: url)
      }
    } catch {
      try? FileManager.default.removeItem(at: temporary)
      throw error
    }
  }
}
