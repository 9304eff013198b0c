import DrillKitTesting
import Testing

@testable import DrillContent
@testable import DrillPresentation

@Suite struct TableFormatterTests {
  static let columns = [
    TableFormatter.Column("Pack"), TableFormatter.Column("Done", alignment: .right),
    TableFormatter.Column("Level", alignment: .center),
  ]
  static let rows = [["basics", "12", "beginner"], ["concurrency-in-depth", "3", "advanced"]]

  @Test func sizesPlainColumnsToContentWithHeaderUnderline() {
    let text = TableFormatter(columns: Self.columns).render(Self.rows, width: 80)
    expectEqual(
      text.plain,
      """
      Pack                  Done   Level
      ────────────────────  ────  ────────
      basics                  12  beginner
      concurrency-in-depth     3  advanced
      """)
    expectEqual(text.spans.first, StyledText.Segment("Pack", style: .bold))
  }

  @Test func shrinksWidestColumnWithEllipsisToFit() {
    let lines = TableFormatter(columns: Self.columns).render(Self.rows, width: 30).lines
    expectEqual(
      lines.map(\.plain),
      [
        "Pack            Done   Level",
        "──────────────  ────  ────────",
        "basics            12  beginner",
        "concurrency-i…     3  advanced",
      ])
    expectTrue(lines.allSatisfy { $0.displayWidth <= 30 })
  }

  @Test func drawsBoxBorders() {
    let table = TableFormatter(
      columns: [TableFormatter.Column("Key"), TableFormatter.Column("名前")], border: .box)
    let text = table.render([["a", "鳥"], ["long key"]], width: 40)
    expectEqual(
      text.plain,
      """
      ┌──────────┬──────┐
      │ Key      │ 名前 │
      ├──────────┼──────┤
      │ a        │ 鳥   │
      │ long key │      │
      └──────────┴──────┘
      """)
  }

  @Test(arguments: [16, 20, 25, 40])
  func boxTablesFitTheWidth(width: Int) {
    let table = TableFormatter(columns: Self.columns, border: .box)
    let lines = table.render(Self.rows, width: width).lines
    expectTrue(lines.allSatisfy { $0.displayWidth <= width })
  }

  @Test func stripsControlSequencesAndNewlinesFromCells() {
    let text = TableFormatter(columns: [TableFormatter.Column("T")]).render(
      [["\u{1B}[31mred\u{1B}[0m\nnext"]], width: 40)
    expectEqual(text.plain, "T\n────────\nred next")
  }
}
