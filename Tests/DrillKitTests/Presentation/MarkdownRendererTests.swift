import DrillKitTesting
import Testing

@testable import DrillPresentation

@Suite struct MarkdownRendererTests {
  static func render(_ markdown: String, width: Int = 40) -> [String] {
    MarkdownRenderer(width: width).render(markdown).lines.map(\.plain)
  }

  /// Session 50's tryout (finding 15): without colour, "made `a` count" read "made a count". A
  /// renderer that marks code spans keeps the backticks, as many as Markdown needs; the default
  /// (colour sets code apart) drops them.
  @Test func codeSpansKeepTheirBackticksWhenMarked() {
    let markdown = "which made `a` count; run `` x`y `` or ``` `` ```"
    let marked = MarkdownRenderer(width: 80, marksCodeSpans: true).render(markdown).plain
    expectEqual(marked, "which made `a` count; run ``x`y`` or ``` `` ```")
    expectEqual(MarkdownRenderer(width: 80).render(markdown).plain, "which made a count; run x`y or ``")
  }

  @Test(arguments: [
    ("```swift {fails}\nlet x = 1\n```", ["  ✗ does not compile", "  let x = 1"]),
    ("```swift {traps}\n[1][2]\n```", ["  ✗ traps at runtime", "  [1][2]"]),
    ("```swift {norun}\nx\n```", ["  x"]),
    ("```output\n1 2\n```", ["  │ 1 2"]),
  ])
  func labelsCodeBlocksByTheirInfoString(markdown: String, expected: [String]) {
    expectEqual(Self.render(markdown), expected)
  }

  /// Session 48's tryout (finding 2): in lesson 2's two-file examples main.swift's block had no
  /// label and "✗ does not compile" sat between the files, over the legal main.swift line.
  @Test func aProgramAfterItsFileIsLabelledAndTheVerdictComesAfterTheExample() {
    let markdown =
      "```swift {file=Game.swift}\nprint(\"Welcome!\")\n```\n\n```swift {fails}\nprint(\"Started\")\n```\n\n"
      + "```error\nexpressions are not allowed at the top level\n```\n\n```swift {fails}\nlet y = z\n```"
    let lines = Self.render(markdown, width: 60)
    expectEqual(
      Array(lines.prefix(6)),
      [
        "  file Game.swift", "  print(\"Welcome!\")", "", "  file main.swift", "  print(\"Started\")",
        "  ✗ does not compile",
      ], "\(lines)")
    // A block with no file before it keeps its label above it.
    expectEqual(Array(lines.suffix(2)), ["  ✗ does not compile", "  let y = z"], "\(lines)")
  }

  @Test func showsOutputBlocksDim() {
    let text = MarkdownRenderer(width: 40).render("```output\n1 2\n```")
    expectContains(text.spans, StyledText.Segment("1 2", style: .dim))
  }

  @Test func highlightsSwiftBlocks() {
    let text = MarkdownRenderer(width: 40).render("```swift\nlet x = 1\n```")
    expectContains(text.spans, StyledText.Segment("let", style: SwiftHighlighter.style(for: .keyword)))
  }

  /// A code line wider than the row is never left for the terminal to cut: it goes on in rows
  /// marked `↩`, and the characters are all there.
  @Test func wrapsCodeBlocksBehindTheContinuationMark() {
    let long = String(repeating: "x", count: 50)
    let rows = Self.render("```\n\(long)\n```", width: 20)
    expectEqual(rows.count, 4, "\(rows)")
    expectTrue(rows.allSatisfy { $0.count <= 20 })
    expectTrue(rows.dropFirst().allSatisfy { $0.hasPrefix(CodeWrapper.mark) })
    expectEqual(rows.joined().filter { $0 == "x" }.count, 50)
  }

  @Test func hangsWrappedListItemsUnderTheirText() {
    let lines = Self.render("1. one two three four five six\n2. seven", width: 16)
    expectEqual(lines, ["1. one two three", "   four five six", "2. seven"])
  }

  @Test func underlinesTopHeadingsToTheirWidth() {
    expectEqual(Self.render("# Hi there"), ["Hi there", "════════"])
    expectEqual(Self.render("## Hi"), ["Hi", "──"])
  }

  @Test func showsALinkURLOnlyWhenItDiffersFromTheText() {
    expectEqual(Self.render("[a](http://b.c) <http://d.e>"), ["a (http://b.c) http://d.e"])
  }

  /// With colour on, the only escapes left are the renderer's own SGR codes.
  @Test func emitsNoForeignControlSequencesEvenWithColor() throws {
    let markdown = try MarkdownRendererGoldenTests.fixture("hostile.md")
    var output = MarkdownRenderer(width: 60).render(markdown).rendered(color: true)
    output.replace(/\x{1B}\[[0-9;]*m/, with: "")
    let controls = output.unicodeScalars.filter {
      ($0.value < 0x20 && $0 != "\n") || (0x7F...0x9F).contains($0.value)
    }
    expectTrue(controls.isEmpty, "left: \(controls.map { String($0.value, radix: 16) })")
    expectTrue(!output.contains("pwned") && !output.contains("evil"))
  }
}
