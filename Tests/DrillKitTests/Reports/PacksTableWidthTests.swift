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
    #expect(text.contains("intermediate-concurrency-written "), "\(text)")
    #expect(text.contains("beginner-optionals "), "\(text)")
  }

  @Test func titlesAreCutWhenTheTableIsTooWide() {
    let lines = Self.table.render(width: 60).plain.split(separator: "\n").map(String.init)
    let row = lines.first { $0.hasPrefix("beginner-optionals") } ?? ""
    #expect(row.contains("…"))
    #expect(row.count <= 60, "\(row)")
  }

  @Test func aKeptColumnIsNeverShrunk() {
    let table = TableFormatter(columns: [.init("Id", keepsWidth: true), .init("Title")])
    let text = table.render([["a-long-identifier", "some title text"]], width: 10).plain
    #expect(text.contains("a-long-identifier"))
  }
}
