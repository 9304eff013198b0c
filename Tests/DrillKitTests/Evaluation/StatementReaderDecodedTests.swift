import DrillKitTesting
import Testing

@testable import DrillGrading

/// A text's scalars decoded from its bytes through pointers (`StatementReader.decoded`,
/// session 31): the scalars the scalar view gives, the UTF-8 offset of each and of the end, and
/// whether every one stands alone.
@Suite struct StatementReaderDecodedTests {
  static let texts =
    StatementReaderScalarTests.texts + StatementReaderCapitalWordTests.texts + [
      "a", "\u{7F}\u{80}", "\u{7FF}\u{800}\u{FFFF}\u{10000}\u{10FFFF}", "😀😀", "e\u{301}", "\r\n",
    ]

  @Test func decodedAsTheScalarViewReadsTheText() {
    for text in Self.texts {
      let (scalars, offsets, alone) = StatementReader.decoded(Array(text.utf8))
      expectEqual(scalars, Array(text.unicodeScalars), "\(text)")
      let expected =
        text.unicodeScalars.indices.map { text.utf8.distance(from: text.startIndex, to: $0) } + [
          text.utf8.count
        ]
      expectEqual(offsets, expected, "\(text)")
      expectEqual(alone, text.unicodeScalars.allSatisfy(StatementReader.standsAlone), "\(text)")
    }
  }

  @Test func anEmptyTextHasOnlyItsEnd() {
    let (scalars, offsets, alone) = StatementReader.decoded([])
    expectEqual(scalars, [])
    expectEqual(offsets, [0])
    expectTrue(alone)
  }
}
