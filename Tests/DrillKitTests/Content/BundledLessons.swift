import Foundation

/// The repository's bundled lessons (`lessons/*.md`), for tests over each.
enum BundledLessons {
  static var repository: URL {
    URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
  }

  /// The lesson file names, sorted; throws when there are none, so that the
  /// tests built from the list fail instead of passing by running nothing.
  static func names() throws -> [String] {
    let folder = repository.appendingPathComponent("lessons").path
    let names = try FileManager.default.contentsOfDirectory(atPath: folder).filter { $0.hasSuffix(".md") }
      .sorted()
    guard !names.isEmpty else { throw NoLessons() }
    return names
  }

  static func text(_ name: String) throws -> String {
    try String(contentsOf: repository.appendingPathComponent("lessons/\(name)"), encoding: .utf8)
  }

  struct NoLessons: Error, CustomStringConvertible {
    var description: String { "the repository's lessons/ folder holds no lesson" }
  }
}
