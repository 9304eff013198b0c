import DrillKitTesting
import Testing

@testable import DrillContent
@testable import DrillSupport

/// ```swift {file=…} and {module=…} blocks: which block they are compiled with, in every
/// content format, and the `check` errors for the ones that cannot be.
@Suite struct CompanionBlockTests {
  private static func pack(_ body: String) -> ContentLibrary {
    ContentLoader().loadPack(text: "---\nid: p\ntitle: P\n---\n\n" + body, path: "p.md")
  }

  private static func question(_ blocks: String) -> String {
    "## Q\nWhy?\n\n\(blocks)\n\n### Answer\nIt.\n"
  }

  @Test func fileAndModuleBlocksGoWithTheNextOrdinaryBlock() throws {
    let library = Self.pack(
      Self.question(
        "```swift {module=Legacy} {swift-version=5} {library-evolution}\npublic enum E { case a }\n```\n\n"
          + "Some words.\n\n```swift {file=Vault.swift}\nstruct Vault {}\n```\n\n"
          + "```swift {fails}\nimport Legacy\nprint(Vault())\n```\n\n```error\nsomething\n```\n\n"
          + "```swift\nprint(1)\n```"))
    expectEqual(library.diagnostics.map(\.description), [])
    expectEqual(library.snippets.count, 2)
    let main = try #require(library.snippets.first)
    expectEqual(main.claim, .failsToCompile)
    expectEqual(main.location.line, 19)
    expectEqual(main.expectedErrors?.lines, ["something"])
    expectEqual(main.companions.map(\.role), [.module("Legacy"), .file("Vault.swift")])
    expectEqual(main.companions.map(\.location.line), [9, 15])
    expectEqual(main.companions[0].settings.map(\.word), ["swift-version=5", "library-evolution"])
    expectEqual(main.companions[1].code, "struct Vault {}")
    // The group is used up: the block after it is compiled alone.
    expectEqual(library.snippets.last?.companions, [])
  }

  @Test func aGroupEndsWithItsText() {
    // A prompt's companion cannot reach into the Answer: each text is its own.
    let library = Self.pack(
      "## Q\nWhy?\n\n```swift {file=A.swift}\nstruct A {}\n```\n\n### Answer\n```swift\nprint(A())\n```\n")
    expectEqual(library.diagnostics.count, 1)
    expectEqual(library.diagnostics.first?.location.line, 9)
    expectEqual(library.diagnostics.first?.message.contains("and none follows"), true)
    expectEqual(library.snippets.first?.companions, [])
  }

  @Test func aNorunBlockTakesItsGroupWithIt() {
    let library = Self.pack(
      Self.question(
        "```swift {file=A.swift}\nstruct A {}\n```\n\n```swift {norun}\nA()\n```\n\n```swift\nprint(1)\n```"))
    expectEqual(library.diagnostics.map(\.description), [])
    expectEqual(library.snippets.map(\.companions), [[]])
  }

  @Test(
    arguments: [
      (
        "a claim on the companion",
        "```swift {file=A.swift} {fails}\nstruct A {}\n```\n\n```swift\nprint(1)\n```", 9,
        "put {fails} there"
      ),
      (
        "no warnings on the companion",
        "```swift {module=M} {nowarnings}\npublic struct A {}\n```\n\n```swift\nprint(1)\n```",
        9, "put {nowarnings} there"
      ),
      (
        "an output after the companion",
        "```swift {file=A.swift}\nstruct A {}\n```\n```output\n1\n```\n\n```swift\nprint(1)\n```",
        12, "an ```output block belongs after"
      ),
      (
        "an unknown word on a companion",
        "```swift {file=A.swift} {fast}\nstruct A {}\n```\n\n```swift\nprint(1)\n```", 9,
        "unknown code block flag `{fast}`"
      ),
      (
        "settings on a file",
        "```swift {file=A.swift} {swift-version=5}\nstruct A {}\n```\n\n```swift\nprint(1)\n```", 9,
        "put {swift-version=5} there"
      ),
      (
        "two roles", "```swift {file=A.swift} {module=M}\nstruct A {}\n```\n\n```swift\nprint(1)\n```", 9,
        "not 2 at once"
      ),
      (
        "a file named main", "```swift {file=main.swift}\nstruct A {}\n```\n\n```swift\nprint(1)\n```", 9,
        "name this file otherwise"
      ),
      (
        "a file name that is not a Swift file",
        "```swift {file=a/b.swift}\nstruct A {}\n```\n\n```swift\nprint(1)\n```", 9,
        "ending in `.swift`"
      ),
      (
        "a toolchain module's name",
        "```swift {module=Foundation}\npublic struct A {}\n```\n\n```swift\nprint(1)\n```", 9,
        "pick another"
      ),
      (
        "a module name that is not a name",
        "```swift {module=1st}\npublic struct A {}\n```\n\n```swift\nprint(1)\n```", 9,
        "a module name is letters"
      ),
      (
        "the same file twice",
        "```swift {file=A.swift}\nstruct A {}\n```\n\n```swift {file=A.swift}\nstruct B {}\n```\n\n```swift\nprint(1)\n```",
        13,
        "already has a {file=A.swift} block"
      ),
      (
        "a companion at the end", "```swift\nprint(1)\n```\n\n```swift {module=M}\npublic struct A {}\n```",
        13,
        "and none follows"
      ),
    ] as [(String, String, Int, String)])
  func aWrongCompanionIsACheckErrorWhereItIs(name: String, blocks: String, line: Int, message: String) {
    let library = Self.pack(Self.question(blocks))
    expectEqual(library.diagnostics.count, 1, "\(name): \(library.diagnostics)")
    expectEqual(library.diagnostics.first?.location.line, line, "\(name)")
    expectEqual(library.diagnostics.first?.message.contains(message), true, "\(name): \(library.diagnostics)")
  }

  @Test func aCodeQuestionsAnswerIsNotACompanion() {
    let code = Self.pack(
      "## Q\nWrite f.\n\n### Tests\n```swift\nexpect(f(), 1, \"f()\")\n```\n\n### Answer\n```swift {file=F.swift}\nfunc f() -> Int { 1 }\n```\n"
    )
    expectEqual(code.diagnostics.count, 1)
    expectEqual(
      code.diagnostics.first?.message.contains("compiled with its Tests alone"), true, "\(code.diagnostics)"
    )
  }

  @Test func anOutputQuestionsProgramTakesTheCompanionsBeforeIt() throws {
    let output = Self.pack(
      "## Q\nWhat does it print?\n\n```swift {module=M}\npublic let x = 1\n```\n\n```swift\nimport M\nprint(x)\n```\n\n### Output\n```\n1\n```\n"
    )
    expectEqual(output.diagnostics.map(\.description), [])
    let program = try #require(output.snippets.first)
    expectEqual(output.snippets.count, 1)
    expectEqual(program.claim, .runs(expectedOutput: "1"))
    expectEqual(program.code, "import M\nprint(x)")
    expectEqual(program.companions.map(\.role), [.module("M")])
    // A prompt of companions only has no program.
    let none = Self.pack(
      "## Q\nWhat does it print?\n\n```swift {module=M}\npublic let x = 1\n```\n\n### Output\n```\n1\n```\n")
    expectTrue(
      none.diagnostics.map(\.message).contains { $0.contains("needs a ```swift block in its prompt") })
  }

  @Test func aJSONLessonPageGroupsItsBlocks() throws {
    let json = """
      {"id": "l", "title": "L", "level": "beginner", "pages": [
        {"title": "One", "blocks": [
          {"swift": "public struct Token {}", "flags": ["module=Tokens", "swift-version=5"]},
          {"markdown": "Text."},
          {"swift": "import Tokens\\nprint(Token())", "output": "Token()"}
        ]},
        {"title": "Two", "blocks": [
          {"swift": "struct Lonely {}", "flags": ["file=Lonely.swift"]}
        ]}
      ]}
      """
    let library = ContentLoader().loadLesson(text: json, path: "l.json")
    expectEqual(library.diagnostics.count, 1, "\(library.diagnostics)")
    expectEqual(library.diagnostics.first?.message.contains("and none follows"), true)
    let snippet = try #require(library.snippets.first)
    expectEqual(snippet.claim, .runs(expectedOutput: "Token()"))
    expectEqual(snippet.companions.map(\.role), [.module("Tokens")])
    expectEqual(snippet.companions.first?.linesInFile, false)
  }

  @Test func theContentCacheKeepsTheGroups() throws {
    let library = Self.pack(
      Self.question(
        "```swift {module=Legacy} {swift-version=5}\npublic class C {}\n```\n\n```swift {nowarnings}\nimport Legacy\nprint(1)\n```"
      ))
    var writer = BinaryWriter()
    writer.write(try #require(library.snippets.first))
    var reader = BinaryReader(writer.bytes)
    let read = try reader.readSnippet()
    expectEqual(read, library.snippets.first)
    expectTrue(read.forbidsWarnings)
    expectEqual(read.companions.first?.settings.map(\.word), ["swift-version=5"])
  }
}
