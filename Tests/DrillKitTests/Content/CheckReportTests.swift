import DrillKitTesting
import Foundation
import Testing

@testable import DrillContent
@testable import DrillSupport

@Suite struct CheckReportTests {
  /// The report of the `golden/` tree, compared byte for byte with `golden-check.json`.
  /// Re-record on purpose only, after reading the difference.
  @Test func matchesTheGoldenReport() throws {
    let root = try ContentFixtures.root
    let library = ContentLoader().load([ContentSource(root.appendingPathComponent("golden"))])
    let report = CheckReport(library, relativeTo: root.path).json()
    let golden = try ContentFixtures.text("golden-check.json")
    expectEqual(report, golden)
  }

  @Test func countsErrorsAndWarnings() throws {
    let text = try ContentFixtures.text("malformed/questions/code-without-answer.md")
    let report = CheckReport(ContentLoader().loadPack(text: text, path: "p.md"))
    expectEqual(report.errors, 0)
    expectEqual(report.warnings, 1)
    expectEqual(report.packs.first?.questions.first?.type, .code)
  }

  @Test func keepsAbsolutePathsOutsideTheRoot() {
    let library = ContentLibrary(diagnostics: [
      .error("x", at: ContentLocation(path: "/elsewhere/p.md", line: 2))
    ])
    let report = CheckReport(library, relativeTo: "/root")
    expectEqual(report.diagnostics.first?.path, "/elsewhere/p.md")
  }
}
