import DrillKitTesting
import Foundation
import Testing

@testable import DrillPresentation
@testable import DrillSupport

/// Renders the fixtures in `Fixtures/render` at width 60 and compares them with
/// the committed `.txt` goldens. To re-record on purpose, run with
/// `SWIFTDRILL_RECORD_GOLDENS=1`: the goldens in the source tree are rewritten
/// and every test that recorded fails, saying so.
@Suite struct MarkdownRendererGoldenTests {
  static let fixtures = ["basics", "code", "lists", "tables", "wide", "hostile"]

  @Test(arguments: fixtures)
  func rendersFixtureLikeGolden(name: String) throws {
    let markdown = try Self.fixture("\(name).md")
    let output = MarkdownRenderer(width: 60).render(markdown).rendered(color: false) + "\n"
    try Self.compare(output, golden: "\(name).txt")
  }

  @Test func placesEscapesAroundStyledSpansWhenColorIsOn() throws {
    let markdown = try Self.fixture("basics.md")
    let output = MarkdownRenderer(width: 60).render(markdown).rendered(color: true)
    let visible = output.replacing("\u{1B}", with: "␛") + "\n"
    try Self.compare(visible, golden: "basics.color.txt")
  }

  @Test(arguments: fixtures)
  func keepsProseWithinWidth(name: String) throws {
    let markdown = try Self.fixture("\(name).md")
    let lines = MarkdownRenderer(width: 60).render(markdown).lines
    // Code blocks (two-space indent, never wrapped) are the only exception.
    let tooWide = lines.filter { $0.displayWidth > 60 && !$0.plain.hasPrefix("  ") }
    expectTrue(tooWide.isEmpty, "lines wider than 60: \(tooWide.map(\.plain))")
  }

  static func fixture(_ file: String) throws -> String {
    let folder = try #require(Bundle.module.url(forResource: "Fixtures", withExtension: nil))
    return try String(contentsOf: folder.appending(path: "render/\(file)"), encoding: .utf8)
  }

  /// The goldens in the source tree (re-recording rewrites them there and fails).
  static let goldens = GoldenFile(
    folder: URL(filePath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .appending(path: "Fixtures/render"))

  static func compare(
    _ output: String, golden file: String, sourceLocation: Testing.SourceLocation = #_sourceLocation
  )
    throws
  {
    try goldens.check(output, named: file, sourceLocation: sourceLocation)
  }

}
