import DrillKitTesting
import Foundation
import Testing

@testable import DrillContent
@testable import DrillEvaluation
@testable import DrillMarkdown
@testable import DrillSupport

/// The settings a fence asks for really reach swiftc, for `check --run` and
/// for the learner's answer to a code question.
@Suite struct SnippetVerifierSettingsTests {
  /// An error in Swift 6 mode (shared mutable state), fine in Swift 5 mode.
  static let sharedState = "struct Counter { static var count = 0 }\nCounter.count += 1\nprint(Counter.count)"

  static func snippet(_ code: String, claim: CodeSnippet.Claim, _ words: [String]) throws -> CodeSnippet {
    var snippet = CodeSnippet(
      code: code, claim: claim, location: ContentLocation(path: "questions/demo.md", line: 10),
      context: "demo/q")
    snippet.compilerSettings = try CompilerSetting.settings(in: words).get()
    return snippet
  }

  @Test func theSwiftVersionDecidesWhatCompiles() throws {
    let verifier = try SnippetVerifierTests.verifier()
    expectTrue(try verifier.verify(try Self.snippet(Self.sharedState, claim: .failsToCompile, [])) == nil)
    expectTrue(
      try verifier.verify(
        try Self.snippet(Self.sharedState, claim: .runs(expectedOutput: "1"), ["swift-version=5"]))
        == nil)
  }

  @Test func anUpcomingFeatureGivesItsWarning() throws {
    let verifier = try SnippetVerifierTests.verifier()
    var snippet = try Self.snippet(
      "protocol Shape {}\nstruct Square: Shape {}\nlet shape: Shape = Square()\nprint(shape)",
      claim: .runs(expectedOutput: "Square()"), ["upcoming=ExistentialAny"])
    snippet.expectedWarnings = ExpectedMessages(
      lines: ["must be written 'any Shape'"], location: ContentLocation(path: "questions/demo.md", line: 16))
    expectTrue(try verifier.verify(snippet) == nil)
    snippet.compilerSettings = []
    let problem = try #require(try verifier.verify(snippet))
    expectContains(problem.message, "the compiler gave no warning", "\(problem)")
  }

  @Test func aCodeQuestionsLearnerIsCompiledWithTheAnswersSettings() throws {
    let library = ContentLoader().loadPack(
      text:
        "---\nid: p\ntitle: P\n---\n\n## Q\nWrite a package function f returning 1.\n\n### Tests\n```swift\nprecondition(f() == 1)\n```\n\n### Answer\n```swift {package-name=Drill}\npackage func f() -> Int { 1 }\n```\n",
      path: "p.md")
    let question = try #require(library.packs.first?.questions.first)
    let runner = try SnippetVerifierTests.verifier().runner
    let outcome = Evaluator(runner: runner, lexicon: .bundled).evaluate(
      question, Response(text: "package func f() -> Int { 1 }"))
    expectTrue(outcome.correct, "\(outcome)")
    // Without the setting the same answer does not compile: the setting is what made it pass.
    let verifier = try SnippetVerifierTests.verifier()
    let bare = CodeSnippet(
      code: "package func f() -> Int { 1 }", claim: .passesTests(tests: "precondition(f() == 1)"),
      location: ContentLocation(path: "p.md", line: 19), context: "p/q")
    expectEqual(try verifier.verify(bare)?.message.contains("does not compile"), true)
  }
}
