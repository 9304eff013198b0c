import DrillSupport
import Foundation
import Testing

/// Compares text with a committed golden file in the source tree. Re-record on
/// purpose only, with `SWIFTDRILL_RECORD_GOLDENS=1 swift test --filter …`: the
/// run rewrites the file and still fails, saying so, so a recording never
/// passes for a check.
public struct GoldenFile: Sendable {
  /// The folder of golden files in the source tree.
  public let folder: URL

  public init(folder: URL) {
    self.folder = folder
  }

  /// Whether this run re-records goldens instead of comparing.
  public static var isRecording: Bool {
    ProcessInfo.processInfo.environment["SWIFTDRILL_RECORD_GOLDENS"] == "1"
  }

  public func check(
    _ actual: String, named name: String, sourceLocation: Testing.SourceLocation = #_sourceLocation
  )
    throws
  {
    let url = folder.appendingPathComponent(name)
    if Self.isRecording {
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try actual.write(to: url, atomically: true, encoding: .utf8)
      Issue.record(
        "re-recorded golden \(name) (SWIFTDRILL_RECORD_GOLDENS=1): read the difference, then run without it",
        sourceLocation: sourceLocation)
      return
    }
    guard let expected = try? String(contentsOf: url, encoding: .utf8) else {
      Issue.record("golden \(name) is missing at \(url.path)", sourceLocation: sourceLocation)
      return
    }
    #expect(actual == expected, "differs from golden \(name):\n\(actual)", sourceLocation: sourceLocation)
  }
}
