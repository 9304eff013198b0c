import Foundation
import Testing

/// The content fixtures: `Fixtures/content/…` copied into the test bundle.
enum ContentFixtures {
  static var root: URL {
    get throws {
      let fixtures = try #require(Bundle.module.url(forResource: "Fixtures", withExtension: nil))
      return fixtures.appendingPathComponent("content", isDirectory: true)
    }
  }

  static func url(_ relative: String) throws -> URL {
    try root.appendingPathComponent(relative)
  }

  static func text(_ relative: String) throws -> String {
    try String(contentsOf: url(relative), encoding: .utf8)
  }

  /// The files of a fixture folder, relative to the content root, sorted.
  static func files(in folder: String, extensions: [String] = ["md", "json"]) throws -> [String] {
    let base = try url(folder)
    let names = try FileManager.default.contentsOfDirectory(atPath: base.path)
    let files = names.filter { name in extensions.contains { name.hasSuffix(".\($0)") } }.sorted()
    guard !files.isEmpty else { throw FixtureError.empty(folder) }
    return files.map { "\(folder)/\($0)" }
  }
}

/// A fixture folder that should hold fixtures and holds none: the tests built
/// from it would pass by running nothing.
enum FixtureError: Error, CustomStringConvertible {
  case empty(String)

  var description: String {
    switch self {
    case .empty(let folder): "the fixture folder \(folder) holds no fixture"
    }
  }
}
