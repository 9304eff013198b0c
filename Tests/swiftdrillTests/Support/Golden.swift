import Foundation
import Testing

/// Compares text with a committed golden file. Re-record on purpose only:
/// `SWIFTDRILL_RECORD_GOLDENS=1 swift test --filter …`.
enum Golden {
  static func folder() -> URL {
    URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("Fixtures/golden", isDirectory: true)
  }

  static func check(_ actual: String, named name: String, sourceLocation: SourceLocation = #_sourceLocation)
    throws
  {
    let url = folder().appendingPathComponent(name)
    if ProcessInfo.processInfo.environment["SWIFTDRILL_RECORD_GOLDENS"] == "1" {
      try actual.write(to: url, atomically: true, encoding: .utf8)
      return
    }
    let expected = try String(contentsOf: url, encoding: .utf8)
    #expect(actual == expected, "differs from golden \(name)", sourceLocation: sourceLocation)
  }
}
