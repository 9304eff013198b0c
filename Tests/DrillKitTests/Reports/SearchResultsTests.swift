import DrillKitTesting
import Testing

@testable import DrillContent
@testable import DrillPresentation
@testable import DrillReports

/// The titles `search` lists read as text: code spans styled, never raw backticks (issue 28).
@Suite struct SearchResultsTests {
  @Test(arguments: [40, 60, 120])
  func titlesShowNoBackticks(width: Int) {
    let question = Question(
      localID: "sendable-closure", packID: "concurrency", title: "A `@Sendable` closure", prompt: "Which?")
    let results = SearchResults(query: "sendable", hits: [.init(question: question, score: 3)])
    let text = results.render(width: width)
    expectContains(text.plain, "A @Sendable closure", "\(text.plain)")
    expectNotContains(text.plain, "`", "\(text.plain)")
    expectTrue(text.spans.contains { $0.text == "@Sendable" && $0.style == .code })
  }
}
