import DrillKitTesting
import Testing

@testable import DrillMarkdown

/// The loader finds headings by matching each block's kind where it lies (`firstHeading`,
/// `headings`), and the parser gives a heading its last line from the heading's line and
/// cmark-gfm's end line (`headingEnd(line:endLine:)`): the same blocks and lines as asking
/// each block for its `headingLevel`.
@Suite struct MarkdownBlockScanTests {
  static let document = """
    # Pack

    Intro.

    ## First
    id: first

    Prompt.

    ### Answer

    Words.

    Setext question
    ---------------

    ### Hints
    - a hint

    Heading two
    ===========

    ## Closed ##

    > ## Quoted, not a top-level heading

    ### Explanation ###
    """

  static var blocks: [MarkdownBlock] { MarkdownParser.parse(SourceText(document, path: "p.md")) }

  @Test func headingsAreTheBlocksOfThatLevel() {
    let blocks = Self.blocks
    for level in 1...4 {
      let expected = blocks.indices.filter { blocks[$0].headingLevel == level }
      expectEqual(blocks[...].headings(level), expected, "level \(level)")
    }
    expectEqual(blocks[...].headings(2).map { blocks[$0].line }, [5, 14, 23])
  }

  @Test func firstHeadingIsFoundFromEveryStartOfEverySlice() {
    let blocks = Self.blocks
    for low in 0...blocks.count {
      for high in low...blocks.count {
        let slice = blocks[low..<high]
        for start in low...high {
          for level in 1...3 {
            let expected = slice[start...].firstIndex { $0.headingLevel == level } ?? high
            expectEqual(slice.firstHeading(level, from: start), expected, "\(low)..<\(high) from \(start)")
          }
        }
      }
    }
    expectEqual([MarkdownBlock]()[...].headings(2), [])
  }

  @Test func headingsEndOnTheirOwnLineOrTheirUnderline() {
    let ends = Self.blocks.compactMap { block in block.headingLevel.map { _ in [block.line, block.endLine] } }
    expectEqual(ends, [[1, 1], [5, 5], [10, 10], [14, 15], [17, 17], [20, 21], [23, 23], [27, 27]])
  }
}
