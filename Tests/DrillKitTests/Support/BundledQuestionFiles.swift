import Foundation

/// The bundled question files (`questions/**/*.md`), each by its path under `questions/` with its
/// text: what the tests that compare a reading over every bundled file walk.
enum BundledQuestionFiles {
  static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("questions")

  static func all() throws -> [(name: String, text: String)] {
    let names = FileManager.default.enumerator(atPath: folder.path)?.compactMap { $0 as? String } ?? []
    return try names.filter { $0.hasSuffix(".md") }.map { name in
      (name, try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8))
    }
  }
}
