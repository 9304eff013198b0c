import DrillKitTesting
import Testing

@testable import DrillPresentation

@Suite struct DefinitionListTests {
  static let list = DefinitionList([
    .init("quiz", "Answer a set of questions, with points and explanations"),
    .init("interview", "A timed mock interview"),
  ])

  @Test func definitionsWrapUnderTheirOwnColumn() {
    let lines = Self.list.lines(width: 40).map(\.plain)
    expectEqual(
      lines,
      [
        "  quiz       Answer a set of questions,", "             with points and",
        "             explanations",
        "  interview  A timed mock interview",
      ])
  }

  @Test func aColumnTooNarrowPutsEachDefinitionUnderItsTerm() {
    let wide = DefinitionList([.init("--content DIR", "Add packs and lessons from DIR (repeatable)")])
    let lines = wide.lines(width: 36).map(\.plain)
    expectEqual(lines, ["  --content DIR", "      Add packs and lessons from DIR", "      (repeatable)"])
  }
}
