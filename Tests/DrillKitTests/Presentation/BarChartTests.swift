import DrillKitTesting
import Testing

@testable import DrillPresentation

@Suite struct BarChartTests {
  @Test(arguments: [
    (0.0, 4, "    "), (1.0, 4, "████"), (0.5, 4, "██  "), (0.125, 2, "▎ "), (0.0625, 2, "▏ "),
    (0.9, 1, "▉"), (0.99, 1, "█"),
  ])
  func drawsBarsWithEighthBlocks(fraction: Double, width: Int, expected: String) {
    expectEqual(BarChart.bar(fraction: fraction, width: width), expected)
  }

  /// Width 24 leaves an 11-column bar: 80% is 70.4 eighths, 25% is 22.
  @Test func showsPercentagesForRowsWithAMaximum() {
    let rows = [
      BarChart.Row(label: "beginner", value: 8, max: 10),
      BarChart.Row(label: "advanced", value: 1, max: 4),
    ]
    let text = BarChart.render(rows: rows, width: 24)
    expectEqual(text.plain, "beginner ████████▊   80%\nadvanced ██▊         25%")
    expectEqual(text.lines[0].spans[1].style, TextStyle(color: .green))
    expectEqual(text.lines[1].spans[1].style, TextStyle(color: .red))
  }

  /// Width 18 leaves a 9-column bar: 2.5 of 4 is 45 eighths.
  @Test func scalesToTheLargestValueAndShowsValues() {
    let rows = [
      BarChart.Row(label: "Mon", value: 4), BarChart.Row(label: "Tue", value: 2.5),
      BarChart.Row(label: "Wed", value: 0, caption: "rest"),
    ]
    expectEqual(
      BarChart.render(rows: rows, width: 18).plain,
      """
      Mon █████████    4
      Tue █████▋     2.5
      Wed           rest
      """)
  }

  @Test func truncatesLongLabelsAndFitsWidth() {
    let rows = [BarChart.Row(label: "a very long label \u{1B}[31mred", value: 1, max: 1)]
    let lines = BarChart.render(rows: rows, width: 30).lines
    expectTrue(lines[0].plain.hasPrefix("a very lo… "))
    expectNotContains(lines[0].plain, "\u{1B}")
    expectTrue(lines.allSatisfy { $0.displayWidth <= 30 })
  }

  @Test func rendersNothingForNoRows() {
    expectEqual(BarChart.render(rows: [], width: 40).plain, "")
  }
}
