import DrillKitTesting
import Foundation
import Testing

@testable import DrillContent
@testable import DrillEvaluation

/// Claims that need more than one file or module, proven by the real swiftc: each
/// test shows the claim holding with the companion block and the opposite claim
/// being reported, so the companion is what decides.
@Suite struct SnippetVerifierCompanionTests {
  private static func snippets(_ blocks: String) throws -> [CodeSnippet] {
    let library = ContentLoader().loadPack(
      text: "---\nid: p\ntitle: P\n---\n\n## Q\nWhy?\n\n\(blocks)\n\n### Answer\nIt.\n", path: "p.md")
    try #require(library.diagnostics.isEmpty, "\(library.diagnostics)")
    return library.snippets
  }

  private static func problems(_ blocks: String) throws -> [String] {
    try SnippetVerifierTests.verifier().verify(snippets(blocks)).map(\.description)
  }

  static let vault =
    "```swift {file=Vault.swift}\nstruct Vault {\n  fileprivate var code = 1234\n  var label = \"safe\"\n}\n```\n\n"

  @Test func aFileprivateMemberIsHiddenFromAnotherFile() throws {
    try expectEqual(
      Self.problems(
        Self.vault
          + "```swift {fails}\nprint(Vault().code)\n```\n\n```error\n'code' is inaccessible due to 'fileprivate' protection level\n```"
      ), [])
    try expectEqual(
      Self.problems(Self.vault + "```swift\nprint(Vault().label)\n```\n```output\nsafe\n```"), [])
    // In one file, the same access compiles: the second file is what makes it an error.
    let oneFile = try Self.problems(
      "```swift {fails}\nstruct Vault { fileprivate var code = 1234 }\nprint(Vault().code)\n```")
    expectEqual(oneFile.first?.contains("compiles, but it should not"), true, "\(oneFile)")
  }

  @Test func anErrorInACompanionFileIsLocatedInIt() throws {
    let problems = try Self.problems(
      "```swift {file=Vault.swift}\nstruct Vault {\n  var code: Int = \"no\"\n}\n```\n\n```swift\nprint(Vault())\n```"
    )
    expectEqual(problems.count, 1)
    // The fence is on line 9: the bad line is line 11 of p.md.
    let said = "line 11 (file Vault.swift): cannot convert value of type 'String'"
    expectEqual(problems.first?.contains(said), true, "\(problems)")
  }

  static let legacy =
    "```swift {module=Legacy} {swift-version=5}\npublic final class Counter {\n  public var value = 0\n  public init() {}\n}\n```\n\n"
  static let sharing =
    "func share(_ counter: Counter) async {\n  await Task.detached { print(counter.value) }.value\n}\nawait share(Counter())"

  @Test func preconcurrencyImportOfASwift5ModuleCompilesWithNoWarning() throws {
    try expectEqual(
      Self.problems(
        Self.legacy
          + "```swift {nowarnings}\n@preconcurrency import Legacy\n\(Self.sharing)\n```\n```output\n0\n```"),
      [])
    let plain = try Self.problems(
      Self.legacy
        + "```swift {fails}\nimport Legacy\n\(Self.sharing)\n```\n\n```error\nrisks causing data races\n```")
    expectEqual(plain, [])
  }

  @Test func aModuleIsCompiledWithItsOwnSettings() throws {
    // Swift 6 mode rejects the module's shared mutable state; its {swift-version=5} accepts it.
    let module =
      "public struct Tally { nonisolated(unsafe) public static var zero = 0 }\npublic var total = 0\n"
    try expectEqual(
      Self.problems(
        "```swift {module=Tally} {swift-version=5}\n\(module)```\n\n```swift\nimport Tally\nprint(Tally.zero)\n```"
      ), [])
    let strict = try Self.problems(
      "```swift {module=Tally}\n\(module)```\n\n```swift {fails}\nimport Tally\nprint(Tally.zero)\n```")
    expectEqual(strict.count, 1)
    // Reported at the module's fence (line 9), whatever the main block claims.
    let said = "p.md:9:1: error: the module Tally block of p/q does not compile: line 11 (module Tally):"
    expectEqual(strict.first?.hasPrefix(said), true, "\(strict)")
  }

  @Test func aNonFrozenEnumOfAResilientModuleNeedsUnknownDefault() throws {
    let shapes =
      "```swift {module=Shapes} {library-evolution}\npublic enum Shape { case circle, square }\n```\n\n"
    let exhaustive =
      "func name(_ shape: Shape) -> String {\n  switch shape {\n  case .circle: \"circle\"\n  case .square: \"square\"\n  }\n}\nprint(name(.square))"
    try expectEqual(
      Self.problems(
        shapes
          + "```swift {fails}\nimport Shapes\n\(exhaustive)\n```\n\n```error\nmay have additional unknown values\n```"
      ), [])
    // Without library evolution the enum is frozen to its clients: the same switch runs.
    try expectEqual(
      Self.problems(
        "```swift {module=Shapes}\npublic enum Shape { case circle, square }\n```\n\n```swift\nimport Shapes\n\(exhaustive)\n```\n```output\nsquare\n```"
      ), [])
  }

  @Test func noWarningsIsProvenBothWays() throws {
    try expectEqual(Self.problems("```swift {nowarnings}\nlet x = 1\nprint(x)\n```"), [])
    let problems = try Self.problems(
      "```swift {nowarnings}\nfunc f() {\n  var x = 1\n  print(x)\n}\nf()\n```")
    expectEqual(problems.count, 1)
    expectEqual(
      problems.first?.contains(
        "`{nowarnings}` block in p/q compiles with 1 warning: line 11: \"variable 'x' was never mutated"),
      true, "\(problems)")
  }

  @Test func migrateModeWarnsWhereTheFeatureWouldReject() throws {
    let code = "protocol Shape {}\nstruct Square: Shape {}\nlet shape: Shape = Square()\nprint(shape)"
    try expectEqual(
      Self.problems(
        "```swift {upcoming=ExistentialAny:migrate}\n\(code)\n```\n```output\nSquare()\n```\n```warning\nmust be written 'any Shape'\n```"
      ), [])
    // The same compile is not warning-free: the warning is what the block proves.
    let plain = try Self.problems("```swift {nowarnings} {upcoming=ExistentialAny:migrate}\n\(code)\n```")
    expectEqual(plain.first?.contains("must be written 'any Shape'"), true, "\(plain)")
  }

  @Test func theRunCacheKeysTheCompanions() throws {
    let a = try Self.snippets(Self.legacy + "```swift\nimport Legacy\nprint(Counter().value)\n```")
    let b = try Self.snippets(
      Self.legacy.replacing("value = 0", with: "value = 1")
        + "```swift\nimport Legacy\nprint(Counter().value)\n```")
    let toolchain = try SnippetVerifierTests.verifier().runner.toolchain
    let keys = [a, b].map { RunCache.key(for: SnippetVerifier.request(for: $0[0]), toolchain: toolchain) }
    expectTrue(keys[0] != keys[1])
  }
}
