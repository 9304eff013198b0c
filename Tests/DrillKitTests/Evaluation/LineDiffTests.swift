import DrillKitTesting
import Testing

@testable import DrillEvaluation

@Suite struct LineDiffTests {
  @Test func keepsCommonLinesAndMarksTheRest() {
    let diff = LineDiff(expected: ["a", "b", "c"], yours: ["a", "x", "c", "d"])
    expectEqual(diff.lines.map(\.change), [.same, .expected, .yours, .same, .yours])
    expectEqual(diff.lines.map(\.text), ["a", "b", "x", "c", "d"])
    expectTrue(!diff.isEmpty)
  }

  @Test func identicalTextsHaveNoChanges() {
    let diff = LineDiff(expected: ["a", "b"], yours: ["a", "b"])
    expectTrue(diff.isEmpty)
    expectTrue(diff.whitespaceNotes.isEmpty)
  }

  @Test func emptySidesAreAllMarked() {
    expectEqual(LineDiff(expected: [], yours: ["a"]).lines, [LineDiff.Line(change: .yours, text: "a")])
    expectEqual(LineDiff(expected: ["a"], yours: []).lines, [LineDiff.Line(change: .expected, text: "a")])
  }

  @Test func saysWhenOnlyIndentationDiffers() {
    let diff = LineDiff(expected: ["x", "  y"], yours: ["x", "y"])
    expectEqual(diff.whitespaceNotes, ["\"y\": expected 2 spaces of indentation, yours has 0 spaces"])
  }

  @Test func saysWhereASingleSpaceIsMissingOrExtra() {
    expectEqual(
      LineDiff(expected: ["Hello, world"], yours: ["Hello,world"]).whitespaceNotes,
      ["\"Hello, world\": yours lacks a space after \"Hello,\""])
    expectEqual(
      LineDiff(expected: ["a = 1"], yours: ["a =  1"]).whitespaceNotes,
      ["\"a = 1\": the spaces inside the line differ"])
    expectEqual(
      LineDiff(expected: ["total:3"], yours: ["total: 3"]).whitespaceNotes,
      ["\"total:3\": yours has an extra space after \"total:\""])
    expectEqual(
      LineDiff(expected: ["x"], yours: [" x", "y"]).whitespaceNotes,
      ["\"x\": expected 0 spaces of indentation, yours has 1 space"])
    // Lines that differ in more than blanks get no note: the diff shows them.
    expectTrue(LineDiff(expected: ["Hello, world"], yours: ["Hello,World"]).whitespaceNotes.isEmpty)
  }

  /// A tab is named a tab and shown as `\t`: a terminal draws it as spaces (session 52's tryout,
  /// finding 6: "a<TAB>b" answered "ab" was told "yours lacks a space").
  @Test func namesATabAsATab() {
    expectEqual(
      LineDiff(expected: ["a\tb"], yours: ["ab"]).whitespaceNotes, [#""a\tb": yours lacks a tab after "a""#])
    expectEqual(
      LineDiff(expected: ["ab"], yours: ["a\tb"]).whitespaceNotes,
      [#""ab": yours has an extra tab after "a""#])
    expectEqual(
      LineDiff(expected: ["a\tb"], yours: ["a b"]).whitespaceNotes,
      [#""a\tb": expected a tab after "a", yours has a space"#])
    expectEqual(
      LineDiff(expected: ["\tx"], yours: ["  x"]).whitespaceNotes,
      ["\"x\": expected 1 tab of indentation, yours has 2 spaces"])
  }
}
