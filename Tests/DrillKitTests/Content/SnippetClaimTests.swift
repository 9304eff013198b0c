@testable import DrillContent
import Testing


@Suite struct SnippetClaimTests {
  private static func pack(_ body: String) -> String {
    "---\nid: p\ntitle: P\n---\n\n" + body
  }

  @Test(arguments: [
    (
      "plain block with output",
      "## Q\nExplain.\n\n```swift\nprint(1)\n```\n```output\n1\n```\n\n### Answer\nIt.\n",
      [CodeSnippet.Claim.runs(expectedOutput: "1")], [9]
    ),
    (
      "fails", "## Q\nExplain.\n\n```swift {fails}\nlet x: Int = \"\"\n```\n\n### Answer\nIt.\n",
      [.failsToCompile], [9]
    ),
    ("traps", "## Q\nExplain.\n\n### Answer\n```swift {traps}\n[0][1]\n```\n", [.traps], [10]),
    ("norun", "## Q\nExplain.\n\n```swift {norun}\nfragment\n```\n\n### Answer\nIt.\n", [], []),
    ("non-swift fences", "## Q\nExplain.\n\n```text\nhi\n```\n\n### Answer\nIt.\n", [], []),
    (
      "output section",
      "## Q\n```swift\nprint(2)\n```\n\n```swift\nprint(3)\n```\n\n### Output\n```output\n2\n```\n",
      [.runs(expectedOutput: "2"), .runs(expectedOutput: nil)], [7, 11]
    ),
    (
      "code question",
      "## Q\n```swift\nplayground()\n```\n\n### Starter\n```swift\nfunc f() {}\n```\n\n### Tests\n```swift\nf()\n```\n\n### Answer\n```swift\nfunc f() {}\n```\n",
      [.passesTests(tests: "f()")], [22]
    ),
    (
      "a code question's prompt proves what it claims, not its playground",
      "## Q\n```swift\nplayground()\n```\n\n```swift {fails}\nlet x: Int = \"\"\n```\n\n```swift\nprint(4)\n```\n```output\n4\n```\n\n"
        + "```swift {file=Shapes.swift}\nstruct Shape {}\n```\n\n```swift\nShape()\n```\n\n"
        + "### Tests\n```swift\nf()\n```\n\n### Answer\n```swift\nfunc f() {}\n```\n",
      [.failsToCompile, .runs(expectedOutput: "4"), .passesTests(tests: "f()")], [11, 15, 36]
    ),
    (
      "explanation block",
      "## Q\nPick.\n\n### Choices\n- [x] a\n- [ ] b\n\n### Explanation\n```swift\nprint(0)\n```\n",
      [.runs(expectedOutput: nil)], [14]
    ),
  ])
  func claimsWhatTheFencesSay(name: String, body: String, claims: [CodeSnippet.Claim], lines: [Int]) {
    let library = ContentLoader().loadPack(text: Self.pack(body), path: "p.md")
    #expect(library.diagnostics.map(\.description) == [], "\(name)")
    #expect(library.snippets.map(\.claim) == claims, "\(name)")
    #expect(library.snippets.map(\.location.line) == lines, "\(name)")
    #expect(library.snippets.allSatisfy { $0.context == "p/q" }, "\(name)")
  }

  @Test func lessonPagesRunTheirBlocksWithTheFollowingOutput() throws {
    let library = ContentLoader().loadLesson(
      text: try ContentFixtures.text("valid/lessons/variables.md"), path: "l.md")
    #expect(library.snippets.map(\.claim) == [.runs(expectedOutput: "hi 2")])
    #expect(library.snippets.first?.context == "lesson variables")
    #expect(library.snippets.first?.location.line == 15)
  }
}
