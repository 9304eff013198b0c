import DrillKitTesting
import Testing

@testable import DrillGrading

/// The one-pass word sets of session 30 (issue 29 (a), s30-checkfast17) answer as the searches
/// they replace: a set holds a text exactly when one of its words is held by `holdsASCIIWord`.
@Suite struct ASCIIWordSetTests {
  static func searched(_ text: [UInt8], _ words: [StaticString]) -> Bool {
    text.withUnsafeBufferPointer { bytes in
      words.contains { word in
        let needle = UnsafeBufferPointer(start: word.utf8Start, count: word.utf8CodeUnitCount)
        return KeyPointMatcher.holdsASCIIWord(in: bytes, needle)
      }
    }
  }

  static func held(_ text: [UInt8], _ set: ASCIIWordSet) -> Bool {
    text.withUnsafeBufferPointer { set.isHeld(in: $0) }
  }

  /// Each rule's words, and a set of words sharing first letters, at every place of texts of 0 to
  /// 24 bytes, in either case, cut short, at the text's end, among bytes that match a letter only
  /// with `0x20` set (`0x08` for `(`, `0x00` for a space) and non-ASCII bytes.
  @Test func setAnswersAsEachWordSearched() {
    let sets: [[StaticString]] = [
      KeyPointMatcher.harmRoots,
      ["once", "time", "every", "each", "repeatedly", "twice", "whenever", "again", "over"],
      ["only", "every", "all", "any", "each", "both"],
      ["one", "single", "several", "multiple"],
      ["o(", "o of", "linear", "quadratic", "logarithmic", "constant time", "exponential"],
      ["a", "ab", "abc", "b", ""],
    ]
    let fillers: [[UInt8]] = [
      Array("zzzz".utf8), Array("é—Ω".utf8), [0x00, 0x08, 0x20, 0x40, 0x4F, 0x6F, 0x80, 0xFF],
      Array(" O F".utf8), Array("eeeeoooo".utf8),
    ]
    var checked = 0
    for words in sets {
      let set = ASCIIWordSet(words)
      for word in words {
        let bytes = Array(UnsafeBufferPointer(start: word.utf8Start, count: word.utf8CodeUnitCount))
        let upper = bytes.map { $0 >= 0x61 && $0 <= 0x7A ? $0 - 0x20 : $0 }
        for filler in fillers {
          for length in 0...24 {
            let text = (0..<length).map { filler[$0 % filler.count] }
            expectEqual(Self.held(text, set), Self.searched(text, words), "\(text)")
            for place in stride(from: 0, through: length, by: 3) {
              for written in [bytes, upper, Array(bytes.dropLast()), Array(bytes.dropFirst())] {
                let with = Array(text[..<place]) + written + Array(text[place...])
                expectEqual(Self.held(with, set), Self.searched(with, words), "\(with)")
                checked += 1
              }
            }
          }
        }
      }
    }
    expectTrue(checked > 10_000)
  }

  /// The rules' sets as they are used: on a point's `String`, found and not found.
  @Test func rulesSetsOnPoints() {
    expectTrue(KeyPointMatcher.timeWordScan.isHeld(in: "the closure runs Once"))
    expectTrue(!KeyPointMatcher.timeWordScan.isHeld(in: "a struct is copied"))
    expectTrue(KeyPointMatcher.harmRootScan.isHeld(in: "two locks can DEADLOCK"))
    expectTrue(!KeyPointMatcher.harmRootScan.isHeld(in: "values are copied"))
    expectTrue(KeyPointMatcher.costWordScan.isHeld(in: "lookup takes O(1)"))
    expectTrue(KeyPointMatcher.costWordScan.isHeld(in: "it runs in Constant Time"))
    expectTrue(!KeyPointMatcher.costWordScan.isHeld(in: "it runs in constant-time"))
    expectTrue(KeyPointMatcher.countWordScan.isHeld(in: "several tasks"))
    expectTrue(!KeyPointMatcher.countWordScan.isHeld(in: "a task"))
    expectTrue(KeyPointMatcher.quantityWordScan.isHeld(in: "Both sides"))
    expectTrue(!KeyPointMatcher.quantityWordScan.isHeld(in: "é"))
    expectTrue(!KeyPointMatcher.quantityWordScan.isHeld(in: ""))
  }

  /// A word of one byte at a text's last byte (no byte after it to look up), a longer word cut
  /// short there, and a text of one byte.
  @Test func lastByteAndOneByteWords() {
    expectTrue(ASCIIWordSet(["x"]).isHeld(in: "abX"))
    expectTrue(ASCIIWordSet(["x"]).isHeld(in: "x"))
    expectTrue(!ASCIIWordSet(["xy"]).isHeld(in: "abx"))
    expectTrue(!ASCIIWordSet(["xy"]).isHeld(in: "x"))
    expectTrue(ASCIIWordSet(["xy", "b"]).isHeld(in: "axb"))
    expectTrue(!ASCIIWordSet([""]).isHeld(in: "abc"))
  }
}
