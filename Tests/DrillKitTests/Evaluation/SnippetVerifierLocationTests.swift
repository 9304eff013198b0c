import DrillKitTesting
import Foundation
import Testing

@testable import DrillContent
@testable import DrillSupport

/// Where `check --run` points: an output mismatch at the ```output block and
/// the file line that differs, a failed check at its Tests line.
@Suite struct SnippetVerifierLocationTests {
  static func load(_ body: String) -> ContentLibrary {
    ContentLoader().loadPack(text: "---\nid: p\ntitle: P\n---\n\n" + body, path: "p.md")
  }

  @Test func theCollectorRecordsWhereOutputsAndTestsAreWritten() {
    let library = Self.load(
      "## A\nWhat?\n\n```swift\nprint(1)\n```\n\n```output\n1\n```\n\n### Answer\n1.\n\n## B\nWrite f.\n\n### Tests\n```swift\nexpect(f(), 1)\n```\n\n### Answer\n```swift\nfunc f() -> Int { 1 }\n```\n\n## C\ntype: output\n\n```swift\nprint(2)\n```\n\n### Output\n```output\n2\n```\n"
    )
    expectEqual(library.diagnostics.map(\.description), [])
    expectEqual(library.snippets.map(\.outputLocation?.line), [13, nil, 41])
    expectEqual(library.snippets.map(\.testsLocation?.line), [nil, 24, nil])
  }

  @Test func anOutputMismatchPointsAtTheOutputBlockAndNamesTheFileLine() throws {
    let verifier = try SnippetVerifierTests.verifier()
    var snippet = CodeSnippet(
      code: "print(1)\nprint(3)", claim: .runs(expectedOutput: "1\n2"),
      location: ContentLocation(path: "p.md", line: 10), context: "p/q")
    snippet.outputLocation = ContentLocation(path: "p.md", line: 15, column: 3)
    let problem = try #require(try verifier.verify(snippet))
    expectEqual(problem.location, ContentLocation(path: "p.md", line: 15, column: 3))
    expectTrue(
      problem.message.hasSuffix("differs from its output block at line 17: expected \"2\", got \"3\""))
    snippet.linesInFile = false
    expectEqual(
      try verifier.verify(snippet)?.message.hasSuffix("at line 2 of `output`: expected \"2\", got \"3\""),
      true)
  }

  @Test(arguments: [
    (
      "expect(double(2), 4, \"two\")\n    expect(double(4), 8, \"four\")", 22, 5,
      "at `expect(double(4), 8, \"four\")`", "Check failed: four; expected: 8; got: 6"
    ),
    (
      "expect(double(2), 4)\nexpect(double(4) == 8, \"four\")", 22, 1,
      "at `expect(double(4) == 8, \"four\")`", "Check failed: four"
    ),
    (
      "precondition(double(2) == 4)\n\nprecondition(double(4) == 8, \"four\")", 23, 1,
      "at `precondition(double(4) == 8, \"four\")` (trap)", "Precondition failed: four"
    ),
  ])
  func aFailedCheckPointsAtItsTestsLine(tests: String, line: Int, column: Int, call: String, said: String)
    throws
  {
    let verifier = try SnippetVerifierTests.verifier()
    var snippet = CodeSnippet(
      code: "func double(_ n: Int) -> Int { n + 2 }", claim: .passesTests(tests: tests),
      location: ContentLocation(path: "p.md", line: 30), context: "p/q")
    snippet.testsLocation = ContentLocation(path: "p.md", line: 20, column: 1)
    let problem = try #require(try verifier.verify(snippet))
    expectEqual(problem.location, ContentLocation(path: "p.md", line: line, column: column), "\(problem)")
    expectContains(problem.message, "fails its Tests \(call)", "\(problem)")
    expectTrue(problem.message.hasSuffix(said), "\(problem)")
  }

  @Test func aFailureTheRunDoesNotLocateStaysAtTheAnswer() throws {
    let verifier = try SnippetVerifierTests.verifier()
    var snippet = CodeSnippet(
      code: "func double(_ n: Int) -> Int { [Int]()[n] }", claim: .passesTests(tests: "expect(double(1), 2)"),
      location: ContentLocation(path: "p.md", line: 30), context: "p/q")
    snippet.testsLocation = ContentLocation(path: "p.md", line: 20, column: 1)
    let problem = try #require(try verifier.verify(snippet))
    expectEqual(problem.location.line, 30, "\(problem)")
    expectContains(problem.message, "fails its Tests (trap)", "\(problem)")
  }
}
