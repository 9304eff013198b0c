import DrillKitTesting
import Testing

@testable import swiftdrill

/// The default pager's prompt fits the screen (session 47's tryout, finding 26: less scrolls a
/// prompt wider than the screen less two columns and shows its end).
@Suite struct PagerPromptTests {
  @Test func theLongestPromptThatFitsIsChosen() {
    expectEqual(Pager.prompt(columns: 80), "Space or b to scroll, q closes this page")
    expectEqual(Pager.prompt(columns: 42), "Space or b to scroll, q closes this page")
    expectEqual(Pager.prompt(columns: 41), "Space or b scrolls, q closes")
    expectEqual(Pager.prompt(columns: 30), "Space or b scrolls, q closes")
    expectEqual(Pager.prompt(columns: 29), "q closes this page")
    expectEqual(Pager.prompt(columns: 20), "q closes this page")
    expectEqual(Pager.prompt(columns: nil), "Space or b to scroll, q closes this page")
    for columns in 20...120 { expectTrue(Pager.prompt(columns: columns).count + 2 <= columns) }
  }

  @Test func theDefaultCommandCarriesThePrompt() {
    expectEqual(
      Pager.command(environment: [:], columns: 40), "less -R -Ps'Space or b scrolls, q closes'")
    expectEqual(Pager.command(environment: ["PAGER": "more"], columns: 40), "more")
    expectTrue(Pager.command(environment: ["PAGER": ""], columns: 40) == nil)
  }
}
