import CMarkGFM
import Dispatch
import DrillKitTesting
import Synchronization
import Testing

@testable import DrillMarkdown

@Suite struct CMarkExtensionsTests {
  static let page = """
    # Title

    - [x] done
    - [ ] open

    | a | b |
    |---|:-:|
    | 1 | 2 |

    ~~gone~~ and https://swift.org

    ```swift {fails}
    let x: Int = "no"
    ```
    """

  /// What one parse through each wrapper sees: the loader's blocks and the renderer's node types.
  static func parseBoth() -> ([MarkdownBlock], [String]) {
    let blocks = MarkdownParser.parse(SourceText(page, path: "page.md"))
    let types = MarkdownNode.parse(page) { document in document.children.map(\.typeName) } ?? []
    return (blocks, types)
  }

  @Test func bothParsersSeeTheExtensions() {
    let (blocks, types) = Self.parseBoth()
    let items = blocks.flatMap(\.children).map(\.kind)
    expectEqual(items, [.item(checked: true), .item(checked: false)])
    expectContains(types, "table")
  }

  @Test func manyThreadsParsingAtOnceRegisterTheExtensionsOnceAndAgree() {
    let results = Mutex<[([MarkdownBlock], [String])]>([])
    DispatchQueue.concurrentPerform(iterations: 64) { _ in
      let result = Self.parseBoth()
      results.withLock { $0.append(result) }
    }
    let (blocks, types) = Self.parseBoth()
    let all = results.withLock { $0 }
    expectEqual(all.count, 64)
    expectTrue(all.allSatisfy { $0.0 == blocks && $0.1 == types })
    // The registration really happened (in the C library, not a counter of ours).
    for name in ["table", "strikethrough", "tasklist", "autolink"] {
      expectTrue(cmark_find_syntax_extension(name) != nil, "\(name) is not registered")
    }
  }
}
