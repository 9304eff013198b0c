import DrillKitTesting
import Testing

@testable import DrillPresentation

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
    expectEqual(lines.dropFirst(heading + 1).first?.hasPrefix("  "), true)
    let message = try #require(markdown.split(separator: "\n").dropFirst().first.map(String.init))
    // Dim like program output, not highlighted as Swift (no keyword styling of `let`).
    expectContains(text.spans, StyledText.Segment(message, style: .dim), "\(text.spans)")
  }

  /// A compiler message is prose: at 40 columns it wraps at spaces and keeps its indent.
  @Test func wrapsTheMessageAtTheWidthWithItsIndent() {
    let message = "value of optional type 'Int?' must be unwrapped to a value of type 'Int'"
    let text = MarkdownRenderer(width: 40).render("```error\n\(message)\n```")
    let lines = text.lines.map(\.plain)
    let body = lines.drop { $0 != "  Compiler error:" }.dropFirst()
    expectTrue(body.count > 1, "\(lines)")
    expectTrue(body.allSatisfy { $0.displayWidth <= 40 && $0.hasPrefix("  ") }, "\(lines)")
    let words = body.flatMap { $0.split(separator: " ").map(String.init) }
    expectEqual(words.joined(separator: " "), message)
  }
}
