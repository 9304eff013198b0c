import Testing

@testable import DrillMarkdown

/// `MarkdownNode.proseLines`: Markdown read as a reader says it (the key-point audit's input).
@Suite struct MarkdownProseTests {
  @Test func softBreaksJoinAndBlocksEndLines() {
    let lines = MarkdownNode.proseLines(
      of: """
        A weak reference becomes
        nil when the **object is
        freed.** It does not keep it alive.

        - `unowned` never becomes nil
        - it traps instead

        ```swift
        print("not said")
        ```

        ## Heading
        """)
    #expect(
      lines == [
        "A weak reference becomes nil when the object is freed. It does not keep it alive.",
        "`unowned` never becomes nil", "it traps instead", "Heading",
      ])
  }

  @Test func tableRowsAreLinesOfCells() {
    let lines = MarkdownNode.proseLines(of: "| kind | copies |\n|---|---|\n| struct | yes |\n")
    #expect(lines == ["kind; copies;", "struct; yes;"])
  }
}
