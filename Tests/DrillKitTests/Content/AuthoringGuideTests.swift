import DrillKitTesting
import Foundation
import Testing

@testable import DrillContent

/// The examples in docs/authoring.md must load without diagnostics.
@Suite struct AuthoringGuideTests {
  private func examples() throws -> [String] {
    let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    let guide = try String(
      contentsOf: repository.appendingPathComponent("docs/authoring.md"), encoding: .utf8)
    let parts = guide.components(separatedBy: "~~~markdown\n").dropFirst()
    return parts.compactMap { $0.components(separatedBy: "\n~~~").first.map { $0 + "\n" } }
  }

  @Test func thePackExampleLoads() throws {
    let pack = try #require(try examples().first)
    let library = ContentLoader().loadPack(text: pack, path: "guide.md")
    expectEqual(library.diagnostics.map(\.description), [])
    expectEqual(library.questions.map(\.id), ["swift-basics/struct-copy"])
  }

  @Test func theJSONLessonExampleLoads() throws {
    let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    let guide = try String(
      contentsOf: repository.appendingPathComponent("docs/authoring.md"), encoding: .utf8)
    let json = try #require(
      guide.components(separatedBy: "~~~json\n").dropFirst().first?.components(separatedBy: "\n~~~").first)
    let library = ContentLoader().loadLesson(text: json, path: "guide.json")
    expectEqual(library.diagnostics.map(\.description), [])
    expectEqual(library.lessons.first?.checks.map(\.id), ["loops/range-count"])
    expectEqual(library.snippets.map(\.claim), [.runs(expectedOutput: "0\n1\n2"), .traps])
  }

  @Test func theLessonExampleLoads() throws {
    let lesson = try #require(try examples().last)
    let library = ContentLoader().loadLesson(text: lesson, path: "guide.md")
    expectEqual(library.diagnostics.map(\.description), [])
    expectEqual(library.lessons.first?.checks.map(\.id), ["optionals/print-default"])
  }
}
