import Testing

@testable import DrillKit

@Suite struct PageSnippetsTests {
  @Test func swiftBlocksAreFoundWithTheirFlags() {
    let markdown = "text\n```swift\nlet a = 1\n```\n```output\n1\n```\n~~~swift {traps}\nfatalError()\n~~~\n"
    #expect(
      PageSnippets.swiftBlocks(in: markdown) == [
        .init(code: "let a = 1", flag: nil), .init(code: "fatalError()", flag: "traps"),
      ])
  }

  @Test func blocksInsideListsCountAndIndentedCodeDoesNot() {
    let markdown = "1. step\n\n   ```swift\n   print(1)\n   ```\n\n    let indented = 2\n"
    #expect(PageSnippets.swiftBlocks(in: markdown) == [.init(code: "print(1)", flag: nil)])
  }
}
