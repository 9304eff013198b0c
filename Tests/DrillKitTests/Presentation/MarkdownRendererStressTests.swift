import DrillKitTesting
import Testing

@testable import DrillPresentation

@Suite struct MarkdownRendererStressTests {
  @Test(arguments: [
    String(repeating: "> ", count: 3000) + "deep quote\n" + String(repeating: ">", count: 3000) + " ---",
    String(repeating: "- ", count: 3000) + "deep list",
    String(repeating: "*", count: 5000) + "x" + String(repeating: "*", count: 5000),
    String(repeating: "[", count: 3000) + "x" + String(repeating: "](u)", count: 3000),
  ])
  func survivesDeepNestingWithinWidth(markdown: String) {
    let lines = MarkdownRenderer(width: 40).render(markdown).lines
    expectTrue(!lines.isEmpty)
    expectTrue(lines.allSatisfy { $0.displayWidth <= 40 })
  }
}
