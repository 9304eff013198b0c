import DrillKitTesting
import Testing

@testable import DrillContent

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
    expectEqual(library.diagnostics.map(\.description), [], "\(name)")
    expectEqual(library.snippets.map(\.claim), claims, "\(name)")
    expectEqual(library.snippets.map(\.location.line), lines, "\(name)")
    expectTrue(library.snippets.allSatisfy { $0.context == "p/q" }, "\(name)")
  }

  @Test func warnsAtEachAssertOrPreconditionInTests() {
    let body =
      "## Q\nWrite f.\n\n### Tests\n```swift\nexpect(f(), 1, \"f()\")\n  precondition(f() == 1)\n"
      + "let s = \"assert(x)\" // assert(y)\nassert (f() > 0, \"positive\")\n```\n\n"
      + "### Answer\n```swift\nfunc f() -> Int { 1 }\n```\n"
    let library = ContentLoader().loadPack(text: Self.pack(body), path: "p.md")
    let messages = library.diagnostics.map(\.description)
    expectEqual(messages.count, 2)
    expectEqual(
      messages.first?.hasPrefix("p.md:12:3: warning: `precondition` in Tests says only \"check failed\""),
      true)
    expectEqual(messages.last?.hasPrefix("p.md:14:1: warning: `assert` in Tests"), true)
    expectTrue(messages.allSatisfy { $0.contains("use `expect(actual, expected, \"what\")`") })
    expectEqual(library.packs.first?.questions.count, 1, "a warning leaves the question in")
  }

  @Test func warnsAboutAJSONTestsLineByItsLineInTheValue() {
    let json =
      #"{"id": "p", "title": "P", "questions": [{"id": "q", "title": "Q", "prompt": "Write f.", "#
      + #""tests": "expect(f(), 1)\nassertionFailure()", "answer": "```swift\nfunc f() -> Int { 1 }\n```"}]}"#
    let library = ContentLoader().loadPack(text: json, path: "p.json")
    let messages = library.diagnostics.map(\.description)
    expectEqual(messages.count, 1)
    expectEqual(messages.first?.contains("warning: line 2 of `tests`: `assertionFailure` in Tests"), true)
  }

  @Test func findsOnlyCallsOutsideCommentsAndStrings() {
    let found = SnippetCollector.bareChecks(
      in:
        "x.assert(1)\nmyassert(2)\nprint(\"precondition(3)\")\n// assert(4)\nSwift.precondition(5)\npreconditionFailure()"
    )
    expectEqual(found.map(\.line), [6])
    expectEqual(found.map(\.name), ["preconditionFailure"])
  }

  /// A multi-line string or block comment hides what looks like a call inside it, on every
  /// line it spans; the call after it is found at its own line and column.
  @Test func callsInsideMultilineStringsAndBlockCommentsAreNotChecks() {
    let code = """
      let text = \"\"\"
        assert(1)
        \"\"\"
      /* precondition(2)
         assert(3) */ assert(4)
      """
    let found = SnippetCollector.bareChecks(in: code)
    expectEqual(found.map(\.line), [5])
    expectEqual(found.map(\.column), [17])
  }

  @Test func lessonPagesRunTheirBlocksWithTheFollowingOutput() throws {
    let library = ContentLoader().loadLesson(
      text: try ContentFixtures.text("valid/lessons/variables.md"), path: "l.md")
    expectEqual(library.snippets.map(\.claim), [.runs(expectedOutput: "hi 2")])
    expectEqual(library.snippets.first?.context, "lesson variables")
    expectEqual(library.snippets.first?.location.line, 15)
  }
}
