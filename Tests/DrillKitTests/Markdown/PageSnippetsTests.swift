import DrillKitTesting
import Testing

@testable import DrillContent

@Suite struct PageSnippetsTests {
  @Test func swiftBlocksAreFoundWithTheirFlags() {
    let markdown = "text\n```swift\nlet a = 1\n```\n```output\n1\n```\n~~~swift {traps}\nfatalError()\n~~~\n"
    expectEqual(
      PageSnippets.swiftBlocks(in: markdown),
      [
        .init(code: "let a = 1", flag: nil), .init(code: "fatalError()", flag: "traps"),
      ])
  }

  @Test func blocksInsideListsCountAndIndentedCodeDoesNot() {
    let markdown = "1. step\n\n   ```swift\n   print(1)\n   ```\n\n    let indented = 2\n"
    expectEqual(PageSnippets.swiftBlocks(in: markdown), [.init(code: "print(1)", flag: nil)])
  }

  @Test func companionBlocksRunWithTheBlockAfterThem() throws {
    let markdown =
      "```swift {module=Legacy} {swift-version=5}\npublic struct A {}\n```\n\n```swift {file=B.swift}\nstruct B {}\n```\n\n"
      + "```swift {fails}\nimport Legacy\n```\n\n```swift {file=Lonely.swift}\nstruct Lonely {}\n```\n"
    let snippets = PageSnippets.swiftBlocks(in: markdown)
    expectEqual(snippets.count, 4)
    // The first three are one program: each names the same main code and both companions.
    for snippet in snippets.prefix(3) {
      expectEqual(snippet.code, "import Legacy")
      expectEqual(snippet.flag, "fails")
      expectEqual(snippet.companions.map(\.role), [.module("Legacy"), .file("B.swift")])
    }
    expectEqual(snippets.prefix(3).map(\.part), [0, 1, nil])
    expectEqual(snippets.prefix(3).map(\.shownCode), ["public struct A {}", "struct B {}", "import Legacy"])
    expectEqual(snippets[0].companions[0].settings.map(\.word), ["swift-version=5"])
    // An edit replaces the block that was opened.
    expectEqual(snippets[1].editing("struct C {}").companions[1].code, "struct C {}")
    expectEqual(snippets[2].editing("print(1)").code, "print(1)")
    let request = snippets[0].request(origin: "l.md")
    expectEqual(request.files.map(\.name), ["B.swift", "main.swift"])
    expectEqual(request.modules.map(\.name), ["Legacy"])
    // A companion with no block after it runs alone.
    expectEqual(snippets[3], .init(code: "struct Lonely {}", flag: nil))
  }
}
