import Foundation

/// A fresh folder under the system's temporary directory, removed when the
/// test lets go of it (or earlier, with `remove()`).
final class TemporaryFolder {
  let url: URL

  init() throws {
    url = FileManager.default.temporaryDirectory
      .appendingPathComponent("swiftdrill-test-\(UUID().uuidString)", isDirectory: true)
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  }

  deinit {
    remove()
  }

  /// Writes `text` at `relative`, creating folders on the way.
  @discardableResult
  func write(_ relative: String, _ text: String = "") throws -> URL {
    let file = url.appendingPathComponent(relative)
    try FileManager.default.createDirectory(
      at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
    try text.write(to: file, atomically: true, encoding: .utf8)
    return file
  }

  @discardableResult
  func folder(_ relative: String) throws -> URL {
    let folder = url.appendingPathComponent(relative, isDirectory: true)
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return folder
  }

  /// A progress database path inside the folder.
  var database: URL { url.appendingPathComponent("progress.sqlite") }

  func remove() {
    try? FileManager.default.removeItem(at: url)
  }
}
