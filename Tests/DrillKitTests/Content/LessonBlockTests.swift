import DrillKitTesting
import Testing

@testable import DrillContent

@Suite struct LessonBlockTests {
  @Test func splitsTopLevelSwiftBlocksWithTheirOutputFromTheText() {
    let markdown =
      "\nIntro.\n\n```swift {fails}\nlet x = 1\nx = 2\n```\nMiddle.\n\n```swift\nprint(1)\n```\n\n```output\n1\n```\n\nEnd.\n"
    expectEqual(
      LessonBlock.split(markdown),
      [
        .markdown("Intro."), .swift(code: "let x = 1\nx = 2", flags: ["fails"], output: nil),
        .markdown("Middle."), .swift(code: "print(1)", flags: [], output: "1"), .markdown("End."),
      ])
  }

  @Test func leavesOtherFencesAndNestedSwiftInTheText() {
    let markdown =
      "```sh\nswift run\n```\n\n- an item\n\n  ```swift\n  print(2)\n  ```\n\n```output\nalone\n```"
    expectEqual(LessonBlock.split(markdown), [.markdown(markdown)])
  }

  @Test func joinsBlocksSoThatTheySplitBackTheSame() {
    let blocks: [LessonBlock] = [
      .markdown("Text with `code`.\n\n### A section"),
      .swift(code: "let fence = \"\"\"\n```\n\"\"\"", flags: ["traps"], output: "```"),
      .swift(code: "", flags: [], output: nil), .markdown("- a\n- b"),
    ]
    let markdown = LessonBlock.markdown(of: blocks)
    expectContains(
      markdown, "````swift {traps}\nlet fence = \"\"\"\n```\n\"\"\"\n````\n\n````output\n```\n````")
    expectEqual(LessonBlock.split(markdown), blocks)
  }

  @Test func anEmptyPageHasNoBlocks() {
    expectTrue(LessonBlock.split("").isEmpty)
    expectTrue(LessonBlock.split("\n\n").isEmpty)
  }
}
