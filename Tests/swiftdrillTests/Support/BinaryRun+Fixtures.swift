import DrillKitTesting
import DrillSupport
import Foundation
import Testing

extension BinaryRun {
  /// The fixture folder of this test target.
  static var fixtures: URL {
    Bundle.module.url(forResource: "Fixtures", withExtension: nil)
      ?? Bundle.module.bundleURL.appendingPathComponent("Fixtures")
  }

  /// The repository root (for the bundled content).
  static var repositoryRoot: URL {
    URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
  }
}

/// The end-to-end goldens, in `Tests/swiftdrillTests/Fixtures/golden`.
enum Golden {
  static let file = GoldenFile(
    folder: URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("Fixtures/golden", isDirectory: true))

  static func check(
    _ actual: String, named name: String, sourceLocation: Testing.SourceLocation = #_sourceLocation
  )
    throws
  {
    try file.check(actual, named: name, sourceLocation: sourceLocation)
  }
}
