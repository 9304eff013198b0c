import DrillKitTesting
import Testing

@testable import DrillPresentation

@Suite struct SparklineTests {
  @Test(arguments: [
    ([], ""),
    ([0, 1, 2, 3, 4, 5, 6, 7], "▁▂▃▄▅▆▇█"),
    ([3, 3, 3], "███"),
    ([0, 0], "▁▁"),
    ([1, 2], "▅█"),
    ([-7, 0, 7], "▁▅█"),
    ([0, 100, 50], "▁█▅"),
  ])
  func scalesFromZeroToMaximum(values: [Int], expected: String) {
    expectEqual(Sparkline.render(values), expected)
  }

  @Test func showsNonFiniteValuesAsLowest() {
    expectEqual(Sparkline.render([Double.nan, 1, .infinity]), "▁█▁")
  }
}
