import DrillKitTesting
import Foundation
import Testing

@testable import DrillPresentation

/// The review of session 47 (finding 10): a table narrower than its words is a list of its rows;
/// one with a header and no rows vanished, and the list never showed the first column's header.
@Suite struct MarkdownTableListTests {
  static func render(_ markdown: String, width: Int) -> [String] {
    MarkdownRenderer(width: width).render(markdown).lines.map(\.plain)
  }

  @Test func aHeaderWithNoRowsIsListedNotLost() {
    let lines = Self.render("| Keyword | Meaning of the declaration keyword |\n|---|---|\n", width: 20)
    expectEqual(lines, ["Keyword", "Meaning of the", "  declaration", "  keyword"])
  }

  @Test func theListNamesTheFirstColumnsHeader() {
    let markdown = "| Operation | Array cost |\n|---|---|\n| contains(x) | walks it |\n"
    expectEqual(Self.render(markdown, width: 22), ["Operation: contains(x)", "  Array cost: walks it"])
  }
}
