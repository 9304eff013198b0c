import DrillKitTesting
import Foundation
import Testing

@testable import DrillContent
@testable import DrillPresentation
@testable import DrillReports

/// `packs` never cuts an id, at any width; titles give way instead.
@Suite struct PacksTableWidthTests {
  static let root = URL(fileURLWithPath: "/usr/share/swiftdrill", isDirectory: true)

  static let table = PacksTable(
    packs: ["intermediate-concurrency-written", "beginner-optionals"].map { id in
      Pack(
        id: id, title: "A long title for the \(id) pack that will not fit",
        questions: [Question(localID: "q", packID: id, title: "Q", prompt: "?")],
        path: "\(root.path)/questions/\(id).md", format: .markdown)
    }, dataDirectory: URL(fileURLWithPath: "/home/x/.local/share/swiftdrill"), bundledRoot: root)

  @Test(arguments: [40, 60, 110])
  func idsAreWholeAtEveryWidth(width: Int) {
    let text = Self.table.render(width: width).plain
    expectContains(text, "intermediate-concurrency-written ", "\(text)")
    expectContains(text, "beginner-optionals ", "\(text)")
  }

  /// Titles are never cut: they wrap inside their column, or (too narrow for a column beside
  /// the ids) stand under their id; no line is wider than the width.
  @Test(arguments: [40, 60, 120])
  func titlesWrapWholeAndEveryLineFits(width: Int) {
    let text = Self.table.render(width: width).plain
    let lines = text.split(separator: "\n").map(String.init)
    expectNotContains(text, "…", "\(text)")
    expectTrue(lines.allSatisfy { $0.count <= width }, "\(text)")
    let words = text.split(whereSeparator: { $0 == " " || $0 == "\n" })
    let title = "A long title for the beginner-optionals pack that will not fit".split(separator: " ")
    expectTrue(title.allSatisfy { word in words.contains(word) })
  }

  /// At 50 columns the Source column is gone: a learner's own pack (and one from another
  /// folder) still says where it came from, before its title; a bundled one does not (session
  /// 43's tryout: a learner's pack looked bundled).
  @Test(arguments: [30, 50, 72])
  func aPackNotBundledKeepsItsSourceWhenTheSourceColumnGoes(width: Int) {
    let data = URL(fileURLWithPath: "/home/x/.local/share/swiftdrill")
    let packs = [
      ("mine", "\(data.path)/questions/mine.md"), ("theirs", "/work/extra/theirs.md"),
      ("optionals", "\(Self.root.path)/questions/optionals.md"),
    ].map { id, path in
      Pack(
        id: id, title: "Pack \(id)", questions: [Question(localID: "q", packID: id, title: "Q", prompt: "?")],
        path: path, format: .markdown)
    }
    let table = PacksTable(packs: packs, dataDirectory: data, bundledRoot: Self.root)
    let text = table.render(width: width).plain
    let flowing = text.split(whereSeparator: { $0 == " " || $0 == "\n" }).joined(separator: " ")
    if width < 72 { expectNotContains(text, "Source", "\(text)") }
    expectContains(flowing, "yours", "\(text)")
    expectContains(flowing, "extra", "\(text)")
    expectNotContains(flowing, "(bundled)", "\(text)")
    expectTrue(text.split(separator: "\n").allSatisfy { $0.count <= width }, "\(text)")
  }

  @Test func aWrappingColumnGivesTheRowMoreLinesNotCutCells() {
    let table = TableFormatter(columns: [.init("Id", keepsWidth: true), .init("Title", wraps: true)])
    let lines = table.render([["one", "a title of several words"]], width: 16).plain.split(separator: "\n")
    expectEqual(
      lines.dropFirst(2).map { $0.trimmingCharacters(in: .whitespaces) },
      [
        "one  a title of", "several", "words",
      ], "\(lines)")
  }

  @Test func aKeptColumnIsNeverShrunk() {
    let table = TableFormatter(columns: [.init("Id", keepsWidth: true), .init("Title")])
    let text = table.render([["a-long-identifier", "some title text"]], width: 10).plain
    expectContains(text, "a-long-identifier")
  }
}
