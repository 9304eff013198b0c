import DrillKitTesting
import Foundation
import Testing

@testable import DrillContent
@testable import DrillEvaluation
@testable import DrillSupport

/// `check --run` on ```error and ```warning blocks: the compiler's real messages
/// must contain each line, and a mismatch is reported at the block with what
/// the compiler said.
@Suite struct SnippetVerifierMessageTests {
  static let blockLocation = ContentLocation(path: "questions/demo.md", line: 14, column: 1)

  static func snippet(
    _ code: String, claim: CodeSnippet.Claim, errors: [String]? = nil, warnings: [String]? = nil
  ) -> CodeSnippet {
    CodeSnippet(
      code: code, claim: claim, location: ContentLocation(path: "questions/demo.md", line: 10),
      context: "demo/q", expectedErrors: errors.map { ExpectedMessages(lines: $0, location: blockLocation) },
      expectedWarnings: warnings.map { ExpectedMessages(lines: $0, location: blockLocation) })
  }

  static let assignToLet = "let x = 1\nx = 2"
  static let unusedVariable = "func f() {\n  var y = 1\n  print(y)\n}\nf()"

  @Test func errorLinesFoundInTheCompilersErrorsHold() throws {
    let verifier = try SnippetVerifierTests.verifier()
    let snippet = Self.snippet(
      Self.assignToLet, claim: .failsToCompile,
      errors: ["cannot assign to value: 'x' is a 'let' constant", "'x' is a 'let'"])
    expectTrue(try verifier.verify(snippet) == nil)
  }

  @Test func anErrorLineTheCompilerDoesNotSayIsReportedAtTheErrorBlock() throws {
    let verifier = try SnippetVerifierTests.verifier()
    // Case-sensitive: "Cannot" is not the compiler's "cannot".
    let snippet = Self.snippet(
      Self.assignToLet, claim: .failsToCompile, errors: ["'x' is a 'let' constant", "Cannot assign"])
    let problem = try #require(try verifier.verify(snippet))
    expectEqual(problem.location, Self.blockLocation)
    expectContains(problem.message, "no compiler error contains \"Cannot assign\"", "\(problem)")
    expectContains(
      problem.message, "its errors: line 12: \"cannot assign to value: 'x' is a 'let' constant\"",
      "\(problem)")
  }

  @Test func aFailsBlockThatCompilesIsReportedAtItsFenceNotAtTheErrorBlock() throws {
    let verifier = try SnippetVerifierTests.verifier()
    let snippet = Self.snippet("let x = 1\nprint(x)", claim: .failsToCompile, errors: ["anything"])
    let problem = try #require(try verifier.verify(snippet))
    expectEqual(problem.location.line, 10)
    expectContains(problem.message, "compiles, but it should not")
  }

  @Test func warningLinesFoundInTheCompilersWarningsHold() throws {
    let verifier = try SnippetVerifierTests.verifier()
    let snippet = Self.snippet(
      Self.unusedVariable, claim: .runs(expectedOutput: "1"),
      warnings: ["variable 'y' was never mutated; consider changing to 'let' constant"])
    expectTrue(try verifier.verify(snippet) == nil)
  }

  @Test func aMissingWarningIsReportedWithTheWarningsGiven() throws {
    let verifier = try SnippetVerifierTests.verifier()
    let snippet = Self.snippet(
      Self.unusedVariable, claim: .runs(expectedOutput: nil), warnings: ["was never used"])
    let problem = try #require(try verifier.verify(snippet))
    expectEqual(problem.location, Self.blockLocation)
    expectContains(problem.message, "no compiler warning contains \"was never used\"", "\(problem)")
    expectContains(problem.message, "its warnings: line 12: \"variable 'y' was never mutated", "\(problem)")
  }

  @Test func aWarningBlockOnCodeWithoutWarningsSaysSo() throws {
    let verifier = try SnippetVerifierTests.verifier()
    let snippet = Self.snippet("print(1)", claim: .runs(expectedOutput: nil), warnings: ["never mutated"])
    let problem = try #require(try verifier.verify(snippet))
    expectTrue(problem.message.hasSuffix("the compiler gave no warning"), "\(problem)")
  }

  @Test func warningsAreKeptInTheRunCache() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("warn-cache-\(UUID())")
    defer { try? FileManager.default.removeItem(at: folder) }
    let verifier = try SnippetVerifierTests.verifier(cache: RunCache(directory: folder))
    let snippet = Self.snippet(
      Self.unusedVariable, claim: .runs(expectedOutput: nil), warnings: ["was never"])
    expectTrue(verifier.check([snippet]).diagnostics.isEmpty)
    let second = verifier.check([snippet])
    expectEqual(second.fromCache, 1)
    expectTrue(second.diagnostics.isEmpty)
  }

  @Test func aWarningInAMacroExpansionCounts() throws {
    let verifier = try SnippetVerifierTests.verifier()
    let code =
      "import Foundation\nimport Observation\n\n@Observable\nfinal class Profile: Codable {\n  var name = \"Ada\"\n}\nprint(Profile().name)"
    let snippet = Self.snippet(
      code, claim: .runs(expectedOutput: "Ada"),
      warnings: ["immutable property will not be decoded because it is declared with an initial value"])
    expectTrue(try verifier.verify(snippet) == nil)
    let wrong = Self.snippet(code, claim: .runs(expectedOutput: "Ada"), warnings: ["will be decoded"])
    let problem = try #require(try verifier.verify(wrong))
    expectContains(
      problem.message, "its warnings: macro expansion line 1: \"immutable property", "\(problem)")
  }
}
