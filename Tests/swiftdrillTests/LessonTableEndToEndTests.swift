import DrillKitTesting
import Foundation
import Testing

/// Session 47's tryout (finding 30): lesson 12's cost table cut its cells with "…" at 80 columns
/// (`dictionary[key]:…`, the words the row is there for) and every cell at 40. A Markdown table's
/// cells wrap inside their column, a row as tall as its tallest cell; narrower than its words,
/// the table is a list of its rows. Without colour (as here) code spans keep their backticks
/// (session 50's tryout, finding 15), in the cells too.
@Suite(.ownThreads) struct LessonTableEndToEndTests {
  let home = TemporaryHome.make()

  /// Page 2 of `collection-costs` at `columns`, up to the paragraph after its table.
  func costTable(columns: Int) throws -> String {
    let run = try BinaryRun.run(
      ["lesson", "collection-costs"], input: "\nq\n", home: home, environment: ["COLUMNS": "\(columns)"])
    expectEqual(run.status, 0, "\(run.stderr)")
    let start = try #require(run.stdout.range(of: "Cheap and expensive questions"), "\(run.stdout)")
    let end = try #require(
      run.stdout.range(of: "`String.count` walks", range: start.upperBound..<run.stdout.endIndex))
    return String(run.stdout[start.lowerBound..<end.lowerBound])
  }

  @Test func at80ColumnsTheCellsWrapAndNoneIsCut() throws {
    let page = try costTable(columns: 80)
    expectNotContains(page, "…", "\(page)")
    expectContains(
      page,
      """
      │ element at a     │ `array[i]`:      │ `dictionary[key]`: │ no `[i]`: walk    │
      │ place            │ instant          │ instant            │ with              │
      │                  │                  │                    │ `String.Index`    │
      """, "\(page)")
    expectContains(
      page, "│ question         │ Array            │ Set, or a          │ String            │\n", "\(page)")
    expectTrue(page.split(separator: "\n").allSatisfy { $0.count <= 80 }, "\(page)")
  }

  @Test func at40ColumnsTheTableIsAListOfItsRows() throws {
    let page = try costTable(columns: 40)
    expectNotContains(page, "…", "\(page)")
    expectNotContains(page, "┌", "\(page)")
    expectContains(
      page,
      """
      `contains(x)`
        Array: walks it
        Set, or a Dictionary's keys: instant
          (on average)
        String: walks it
      """, "\(page)")
    expectContains(page, "  String: no `[i]`: walk with\n    `String.Index`\n", "\(page)")
    expectTrue(page.split(separator: "\n").allSatisfy { $0.count <= 40 }, "\(page)")
  }
}
