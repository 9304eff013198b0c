import DrillKitTesting
import Testing

@testable import DrillPresentation

@Suite struct StyledTextFittingTests {
  @Test func aLineThatFitsKeepsItsSpacesAndAlignment() {
    let text = StyledText("Points    3 of 10\n  a)  aligned")
    expectEqual(text.fitted(toWidth: 40).map(\.plain), ["Points    3 of 10", "  a)  aligned"])
  }

  @Test(arguments: [40, 60, 110])
  func aLongerLineWrapsAtSpacesUnderItsIndentPlusTheHang(width: Int) {
    let words = (1...40).map { "word\($0)" }.joined(separator: " ")
    let lines = StyledText("  · " + words).fitted(toWidth: width, hangingIndent: 2).map(\.plain)
    expectTrue(lines.count > 1)
    expectTrue(lines.allSatisfy { $0.displayWidth <= width })
    expectTrue(lines.dropFirst().allSatisfy { $0.hasPrefix("    w") })
    expectTrue(LineWidths.cutWords(of: words, in: lines.joined(separator: "\n")).isEmpty)
  }

  @Test func spacesBetweenColumnsSurviveOnTheFirstLine() {
    let lines = StyledText("Gaps      optionals, closures, generics, concurrency")
      .fitted(toWidth: 30, hangingIndent: 10).map(\.plain)
    expectEqual(lines, ["Gaps      optionals, closures,", "          generics,", "          concurrency"])
  }

  /// An id wider than the line breaks after one of its separators, never between letters.
  @Test func aTokenWiderThanTheLineBreaksAfterASeparator() {
    let id = "intermediate-concurrency/actor-reentrancy-and-suspension"
    let lines = StyledText("Saved for \(id) now").fitted(toWidth: 40).map(\.plain)
    expectEqual(lines, ["Saved for", "intermediate-concurrency/actor-", "reentrancy-and-suspension now"])
    expectTrue(lines.allSatisfy { $0.count <= 40 })
  }

  @Test func stylesSurviveTheWrap() {
    var text = StyledText("Right answer: ", style: .bold)
    text.append("a very long choice that needs more than one line to show", style: .code)
    let lines = text.fitted(toWidth: 30, hangingIndent: 2)
    expectEqual(lines.count, 3)
    expectTrue(lines[1].spans.allSatisfy { $0.style == .code || $0.text.allSatisfy { $0 == " " } })
  }

  @Test func aConsoleWritesMessagesFittedToItsWidth() {
    let console = ScriptedConsole(lines: [], width: 40)
    console.writeLine("Note: this lesson builds on Optionals and their friends (optionals), not done yet.")
    expectEqual(
      console.transcript,
      "Note: this lesson builds on Optionals\nand their friends (optionals), not done\nyet.\n")
  }
}

@Suite struct OutputGutterTests {
  @Test func everyLineOfOutputSitsBehindTheGutter() {
    expectEqual(OutputGutter.lines("1\n\n3\n", style: .code).plain, "  │ 1\n  │\n  │ 3\n")
    expectEqual(OutputGutter.lines("", style: .code).plain, "")
  }

  @Test func aDiffLineKeepsItsMarkBeforeTheGutter() {
    expectEqual(OutputGutter.line("2", style: .success, lead: "- ").plain, "- │ 2")
  }

  /// Without colour the gutter is what tells output from code.
  @Test func aLessonOutputBlockIsLabelledWithoutColour() {
    let text = MarkdownRenderer(width: 40).render("```swift\nprint(1)\n```\n\n```output\n1\n```")
    expectEqual(text.rendered(color: false), "  print(1)\n\n  │ 1")
    expectNotContains(text.rendered(color: true), "│ 1\u{1B}")
    expectContains(text.rendered(color: true), "\u{1B}[2m1\u{1B}[0m")
  }

  /// Output wider than the console goes on behind `↩ │ ` (a row the terminal wrapped would
  /// read as a line of output of its own), broken after a space, nothing dropped.
  @Test(arguments: [40, 60, 120])
  func outputWiderThanTheConsoleGoesOnBehindTheMark(width: Int) {
    let long = (1...30).map(String.init).joined(separator: " ")
    let console = ScriptedConsole(lines: [], width: width)
    console.writeOutput(long + "\n")
    let rows = console.transcript.split(separator: "\n").map(String.init)
    expectTrue(rows.allSatisfy { $0.count <= width }, "\(rows)")
    expectEqual(rows.first?.hasPrefix("  │ 1 2 3"), true)
    expectTrue(rows.dropFirst().allSatisfy { $0.hasPrefix("↩ │ ") })
    expectEqual(rows.map { $0.dropFirst(4) }.joined(), long)
    expectEqual(rows.count, (long.count + 4 <= width ? 1 : rows.count))
  }
}

@Suite struct MarkdownInlineTests {
  @Test func codeSpansAreStyledAndLoseTheirBackticks() {
    let text = MarkdownRenderer(width: 40).render(
      inline: "a) `let` and `var`", after: StyledText("Right answer: ", style: .bold), style: .bold)
    expectEqual(text.plain, "Right answer: a) let and var")
    expectTrue(text.spans.contains { $0.text == "let" && $0.style.color == TextStyle.code.color })
    expectNotContains(text.rendered(color: false), "`")
    expectNotContains(text.rendered(color: false), "\u{1B}")
  }

  @Test(arguments: [40, 60, 110])
  func aLongAnswerWrapsUnderTheLabel(width: Int) {
    let markdown =
      "b) `DispatchQueue.main.async` hops back to the main thread before touching the UI, "
      + "and `Task { @MainActor in … }` does the same with structured concurrency"
    let text = MarkdownRenderer(width: width).render(inline: markdown, after: "Right answer: ")
    let plain = text.plain
    expectTrue(LineWidths.overflows(in: plain, width: width).isEmpty, "\(plain)")
    expectTrue(LineWidths.cutWords(of: "hops back to the main thread before touching", in: plain).isEmpty)
    expectContains(plain, "DispatchQueue.main.async")
    expectNotContains(plain, "`")
  }

  @Test func aDocumentAfterALabelHangsUnderIt() {
    let text = MarkdownRenderer(width: 20).render("one two three four five", after: "  a) ")
    expectEqual(text.plain, "  a) one two three\n     four five")
  }
}
