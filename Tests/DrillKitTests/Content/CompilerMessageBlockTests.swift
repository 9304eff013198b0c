import DrillKitTesting
import Testing

@testable import DrillContent
@testable import DrillSupport

/// ```error and ```warning blocks: which snippet they attach to, where they are
/// located, and the `check` errors for misplaced ones, in every content format.
@Suite struct CompilerMessageBlockTests {
  private static func pack(_ body: String) -> ContentLibrary {
    ContentLoader().loadPack(text: "---\nid: p\ntitle: P\n---\n\n" + body, path: "p.md")
  }

  @Test func anErrorBlockAfterAFailsBlockListsItsExpectedErrors() {
    let library = Self.pack(
      "## Q\nWhy?\n\n```swift {fails}\nlet x = 1\nx = 2\n```\n\n```error\n  cannot assign to value\n\n'x' is a 'let' constant\n```\n\n### Answer\nIt.\n"
    )
    expectEqual(library.diagnostics.map(\.description), [])
    let snippet = library.snippets.first
    expectEqual(snippet?.claim, .failsToCompile)
    expectEqual(snippet?.expectedErrors?.lines, ["cannot assign to value", "'x' is a 'let' constant"])
    expectEqual(snippet?.expectedErrors?.location, ContentLocation(path: "p.md", line: 14, column: 1))
    expectTrue(snippet?.expectedWarnings == nil)
  }

  @Test(arguments: [
    "```swift\nf()\n```\n```warning\nnever mutated\n```",
    "```swift\nf()\n```\n```output\n1\n```\n```warning\nnever mutated\n```",
  ])
  func aWarningBlockFollowsTheBlockOrItsOutput(blocks: String) {
    let library = Self.pack("## Q\nWhy?\n\n\(blocks)\n\n### Answer\nIt.\n")
    expectEqual(library.diagnostics.map(\.description), [])
    expectEqual(library.snippets.first?.expectedWarnings?.lines, ["never mutated"])
    expectTrue(library.snippets.first?.expectedErrors == nil)
    let hasOutput = blocks.contains("output")
    expectEqual(library.snippets.first?.claim, .runs(expectedOutput: hasOutput ? "1" : nil))
  }

  @Test(arguments: [
    ("error after a plain block", "```swift\nprint(1)\n```\n```error\nx\n```", 12, "needs {fails}"),
    ("error after a traps block", "```swift {traps}\n[0][1]\n```\n```error\nx\n```", 12, "needs {fails}"),
    ("error alone", "Text.\n\n```error\nx\n```", 11, "must come right after the ```swift {fails} block"),
    (
      "error after prose", "```swift {fails}\nx\n```\n\nText.\n\n```error\nx\n```", 15,
      "must come right after"
    ),
    (
      "error after an output", "```swift {fails}\nx\n```\n```output\n1\n```\n```error\nx\n```", 15,
      "must come right after"
    ),
    (
      "warning after fails", "```swift {fails}\nx\n```\n```warning\nx\n```", 12,
      "the one before it is {fails} (list its errors"
    ),
    (
      "warning after norun", "```swift {norun}\nx\n```\n```warning\nx\n```", 12,
      "the one before it is {norun}"
    ),
    (
      "warning alone", "```warning\nx\n```", 9,
      "must come right after the ```swift block (or its ```output block)"
    ),
    (
      "two warnings", "```swift\nprint(1)\n```\n```warning\nx\n```\n```warning\ny\n```", 15,
      "must come right after"
    ),
  ])
  func aMisplacedBlockIsACheckErrorAtItsFence(name: String, blocks: String, line: Int, message: String) {
    let library = Self.pack("## Q\nWhy?\n\n\(blocks)\n\n### Answer\nIt.\n")
    let errors = library.diagnostics.filter { $0.severity == .error }
    expectEqual(errors.count, 1, "\(name): \(errors)")
    expectEqual(errors.first?.location, ContentLocation(path: "p.md", line: line, column: 1), "\(name)")
    expectEqual(errors.first?.message.contains(message), true, "\(name): \(errors)")
  }

  @Test func blocksAfterACodeQuestionsAnswerAndAnOutputQuestionsProgramAreChecked() {
    let library = Self.pack(
      """
      ## Code
      Write f.

      ### Tests
      ```swift
      f()
      ```

      ### Answer
      ```swift
      func f() {}
      ```
      ```error
      misplaced
      ```

      ## Out
      type: output

      ```swift
      print(1)
      ```
      ```warning
      none
      ```

      ### Output
      ```output
      1
      ```

      """)
    let errors = library.diagnostics.filter { $0.severity == .error }
    expectEqual(errors.map(\.location.line), [18], "\(errors)")
    expectEqual(library.snippets.first { $0.context == "p/out" }?.expectedWarnings?.lines, ["none"])
  }

  @Test func aJSONPackPlacesItsBlocksAtTheField() {
    let json = """
      {
        "id": "j", "title": "J",
        "questions": [
          {
            "title": "Q",
            "prompt": "Why?\\n\\n```swift {fails}\\nlet x = 1\\nx = 2\\n```\\n```error\\ncannot assign\\n```",
            "answer": "It.\\n\\n```swift\\nprint(1)\\n```\\n```error\\nmisplaced\\n```"
          }
        ]
      }
      """
    let library = ContentLoader().loadPack(text: json, path: "j.json")
    let errors = library.diagnostics.filter { $0.severity == .error }
    expectEqual(errors.count, 1, "\(errors)")
    expectEqual(errors.first?.message.contains("needs {fails}"), true)
    expectEqual(errors.first.map { $0.location.line >= 4 && $0.location.line <= 7 }, true, "\(errors)")
  }

  @Test func aJSONPackWithoutMistakesAttachesTheErrors() {
    let json = """
      {"id": "j", "title": "J", "questions": [{"title": "Q",
      "prompt": "Why?\\n\\n```swift {fails}\\nlet x = 1\\nx = 2\\n```\\n```error\\ncannot assign\\n```",
      "answer": "It."}]}
      """
    let library = ContentLoader().loadPack(text: json, path: "j.json")
    expectEqual(library.diagnostics.map(\.description), [])
    expectEqual(library.snippets.first?.expectedErrors?.lines, ["cannot assign"])
  }

  @Test func lessonsInMarkdownAndJSONCarryTheBlocks() throws {
    let markdown = """
      ---
      id: l
      title: L
      level: beginner
      ---

      ## Page

      ```swift {fails}
      let x = 1
      x = 2
      ```

      ```error
      cannot assign
      ```

      ```warning
      stray
      ```

      """
    let library = ContentLoader().loadLesson(text: markdown, path: "l.md")
    expectEqual(library.snippets.first?.expectedErrors?.location.line, 14)
    expectEqual(library.diagnostics.map(\.location.line), [18], "\(library.diagnostics)")

    let blocks = LessonBlock.split("Intro.\n\n```swift {fails}\nx\n```\n\n```error\ncannot find\n```\n\nEnd.")
    expectEqual(
      blocks,
      [
        .markdown("Intro."), .swift(code: "x", flags: ["fails"], output: nil, error: "cannot find"),
        .markdown("End."),
      ])
    expectEqual(
      LessonBlock.markdown(of: blocks),
      "Intro.\n\n```swift {fails}\nx\n```\n\n```error\ncannot find\n```\n\nEnd.")
  }

  @Test func aJSONLessonSwiftBlockTakesErrorAndWarningFields() {
    let json = """
      {"id": "l", "title": "L", "level": "beginner", "pages": [{"title": "P", "blocks": [
        {"swift": "let x = 1\\nx = 2", "flags": ["fails"], "error": "cannot assign"},
        {"swift": "print(1)", "output": "1", "warning": "never"},
        {"swift": "print(2)", "error": "misplaced"},
        {"markdown": "```error\\nafter a block\\n```"}
      ]}]}
      """
    let library = ContentLoader().loadLesson(text: json, path: "l.json")
    expectEqual(library.snippets.map(\.expectedErrors?.lines), [["cannot assign"], nil, nil])
    expectEqual(library.snippets.map(\.expectedWarnings?.lines), [nil, ["never"], nil])
    let errors = library.diagnostics.filter { $0.severity == .error }.map(\.message)
    expectEqual(errors.count, 2, "\(errors)")
    expectTrue(errors.contains { $0.contains("needs {fails}") })
    expectTrue(errors.contains { $0.contains("starts with an ```error block: write it as the `error`") })
  }
}
