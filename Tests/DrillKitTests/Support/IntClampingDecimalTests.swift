import DrillKitTesting
import DrillSupport
import Testing

/// A whole number written past `Int` is held at its bound, so a message can name the range.
@Suite struct IntClampingDecimalTests {
  @Test(arguments: [
    ("42", 42), ("-7", -7), ("+5", 5), ("99999999999999999999", Int.max), ("+99999999999999999999", Int.max),
    ("-99999999999999999999", Int.min),
  ])
  func readsDigitsAndHoldsThemAtTheBound(text: String, expected: Int) {
    expectEqual(Int(clampingDecimal: text), expected)
  }

  @Test(arguments: ["", "-", "+", "12x", "1e30", " 1", "٣", "1.0"])
  func anythingElseIsNoNumber(text: String) {
    expectTrue(Int(clampingDecimal: text) == nil, "\(text)")
  }
}
