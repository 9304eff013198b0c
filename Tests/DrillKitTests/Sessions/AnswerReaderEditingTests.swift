import DrillKitTesting
import Testing

@testable import DrillSessions

/// A block read with text to edit: each line starts as the last answer's line (issue 28).
@Suite struct AnswerReaderEditingTests {
  @Test func eachLineStartsAsTheLastAnswersLine() {
    let console = ScriptedConsole(lines: ["let a = 1", "let b = 3", "print(a + b)", "."], interactive: true)
    let input = AnswerReader(console: console).readBlock(
      prompt: "code> ", editing: ["let a = 1", "let b = 2"])
    expectEqual(input, .answer("let a = 1\nlet b = 3\nprint(a + b)"))
    // Lines past the last answer's start empty: read as usual.
    expectEqual(console.editedTexts, ["let a = 1", "let b = 2"])
  }

  @Test func aLoneDotEndsTheAnswerThereDroppingTheRest() {
    let console = ScriptedConsole(lines: ["let a = 1", "."], interactive: true)
    let input = AnswerReader(console: console).readBlock(
      prompt: "code> ", editing: ["let a = 1", "let b = 2", "c"])
    expectEqual(input, .answer("let a = 1"))
    expectEqual(console.editedTexts, ["let a = 1", "let b = 2"])
  }
}
