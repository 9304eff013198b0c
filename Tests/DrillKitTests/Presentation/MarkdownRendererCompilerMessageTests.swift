import Testing

@testable import DrillKit

/// ```error and ```warning blocks read as the compiler's words, not as Swift.
@Suite struct MarkdownRendererCompilerMessageTests {
  @Test(arguments: [
    ("```error\ncannot assign to value: 'x' is a 'let' constant\n```", "Compiler error:"),
    ("```warning\nvariable 'y' was never mutated\n```", "Compiler warning:"),
  ])
  func labelsTheBlockAndShowsItPlain(markdown: String, label: String) throws {
    let text = MarkdownRenderer(width: 60).render("```swift {fails}\nlet x = 1\nx = 2\n```\n\n" + markdown)
    let lines = text.lines.map(\.plain)
    let heading = try #require(lines.firstIndex(of: "  " + label), "\(lines)")
    #expect(lines.dropFirst(heading + 1).first?.hasPrefix("  ") == true)
    let message = try #require(markdown.split(separator: "\n").dropFirst().first.map(String.init))
    // Dim like program output, not highlighted as Swift (no keyword styling of `let`).
    #expect(text.spans.contains(StyledText.Span(message, style: .dim)), "\(text.spans)")
  }
}
