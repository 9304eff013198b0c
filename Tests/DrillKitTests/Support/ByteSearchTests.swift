import DrillKitTesting
import DrillSupport
import Testing

@Suite struct ByteSearchTests {
  let text = Array("abcabcXYabc".utf8)

  @Test func findsTheFirstOccurrenceAtOrAfterTheStart() {
    expectEqual(ByteSearch.firstIndex(of: Array("abc".utf8), in: text), 0)
    expectEqual(ByteSearch.firstIndex(of: Array("abc".utf8), in: text, from: 1), 3)
    expectEqual(ByteSearch.firstIndex(of: Array("abc".utf8), in: text, from: 4), 8)
    expectEqual(ByteSearch.firstIndex(of: Array("XY".utf8), in: text), 6)
    expectEqual(ByteSearch.firstIndex(of: Array("c".utf8), in: text, from: 10), 10)
  }

  @Test func missesWhatIsNotThereOrDoesNotFit() {
    expectTrue(ByteSearch.firstIndex(of: Array("abd".utf8), in: text) == nil)
    expectTrue(ByteSearch.firstIndex(of: Array("abc".utf8), in: text, from: 9) == nil)
    expectTrue(ByteSearch.firstIndex(of: Array("abc".utf8), in: text, from: 11) == nil)
    expectTrue(ByteSearch.firstIndex(of: Array("abc".utf8), in: text, from: 12) == nil)
    expectTrue(ByteSearch.firstIndex(of: Array("abc".utf8), in: text, from: -1) == nil)
    expectTrue(ByteSearch.firstIndex(of: [], in: text) == nil)
    expectTrue(ByteSearch.firstIndex(of: Array("a".utf8), in: []) == nil)
  }

  @Test func containsReadsUTF8AndAnEmptyNeedleIsAlwaysThere() {
    expectTrue(ByteSearch.contains("é", in: "café au lait"))
    expectTrue(!ByteSearch.contains("e\u{301}", in: "café"))
    expectTrue(ByteSearch.contains("", in: ""))
    expectTrue(!ByteSearch.contains("x", in: ""))
  }
}
