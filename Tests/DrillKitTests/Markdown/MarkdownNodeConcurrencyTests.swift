import DrillKitTesting
import Foundation
import Synchronization
import Testing

@testable import DrillPresentation

/// cmark-gfm switches its inline extensions' special characters (`~`, `:`) on and off
/// in one process-wide table around each parse's inline pass: pages rendered on
/// several threads at once must still all see their strikethrough and autolinks.
@Suite struct MarkdownNodeConcurrencyTests {
  @Test func pagesRenderedAtOnceAllKeepTheirInlineExtensions() {
    let markdown = "Never ~~force unwrap~~ blindly; see https://swift.org for more.\n"
    let expected = MarkdownRenderer(width: 80).render(markdown).rendered(color: true)
    expectContains(expected, "\u{1B}[9m", "strikethrough is rendered")
    let differing = Mutex(0)
    DispatchQueue.concurrentPerform(iterations: 400) { _ in
      let rendered = MarkdownRenderer(width: 80).render(markdown).rendered(color: true)
      if rendered != expected { differing.withLock { $0 += 1 } }
    }
    expectEqual(differing.withLock { $0 }, 0)
  }
}
