/// Words a rule's byte scan looks for (lowercase ASCII), each found as `holdsASCIIWord` finds it:
/// a start where every byte of the text, with `0x20` set, is the word's byte.
///
/// One pass over the text for all of them (issue 29 (a), session 30): the misstatement rules asked
/// `holdsASCIIWord` of a touched point once per word, up to fourteen searches of the same bytes
/// (`allClears`' harm roots, `mistimes`' nine time words, …), about 3 % of a `check` of the prose
/// bank. Each start is looked up by its byte with `0x20` set, and only the words beginning with
/// that byte are tried there. `isHeld(in:)` is `words.contains { holdsASCIIWord(text, $0) }`.
struct ASCIIWordSet: Sendable {
  /// The words' bytes, one after another, and where each ends.
  private let bytes: [UInt8]
  private let ends: [Int]
  /// For each byte value, the words (bit `i`: word `i`) that begin with it.
  private let startingWith: [UInt64]

  init(_ words: [StaticString]) {
    precondition(words.count <= 64, "a word set holds 64 words at most")
    var (bytes, ends) = ([UInt8](), [Int]())
    var startingWith = [UInt64](repeating: 0, count: 256)
    for (number, word) in words.enumerated() {
      let own = UnsafeBufferPointer(start: word.utf8Start, count: word.utf8CodeUnitCount)
      // An empty word is held nowhere (`holdsASCIIWord`): it begins with no byte.
      if let first = own.first { startingWith[Int(first)] |= 1 << UInt64(number) }
      bytes += own
      ends.append(bytes.count)
    }
    (self.bytes, self.ends, self.startingWith) = (bytes, ends, startingWith)
  }

  /// Whether `text` holds one of the words, each letter in either case.
  func isHeld(in text: String) -> Bool {
    var text = text
    return text.withUTF8(isHeld(in:))
  }

  /// Whether `text` holds one of the words, each letter in either case.
  func isHeld(in text: UnsafeBufferPointer<UInt8>) -> Bool {
    bytes.withUnsafeBufferPointer { words in
      ends.withUnsafeBufferPointer { ends in
        startingWith.withUnsafeBufferPointer { startingWith in
          for start in text.indices {
            var candidates = startingWith[Int(text[start] | 0x20)]
            while candidates != 0 {
              let number = candidates.trailingZeroBitCount
              candidates &= candidates &- 1
              let (from, end) = (number == 0 ? 0 : ends[number - 1], ends[number])
              guard end - from <= text.count - start else { continue }
              var index = 1
              while from + index < end, text[start + index] | 0x20 == words[from + index] { index += 1 }
              if from + index == end { return true }
            }
          }
          return false
        }
      }
    }
  }
}

extension KeyPointMatcher {
  /// `allClears`' prefilter: `harmRoots`.
  static let harmRootScan = ASCIIWordSet(harmRoots)
  /// `mistimes`' prefilter: each time word holds one of these.
  static let timeWordScan = ASCIIWordSet([
    "once", "time", "every", "each", "repeatedly", "twice", "whenever", "again", "over",
  ])
  /// `mayHoldQuantity`: `only` and the universal determiners.
  static let quantityWordScan = ASCIIWordSet(["only", "every", "all", "any", "each", "both"])
  /// `miscounts`' prefilter, besides a slot (`mayHoldSlots`).
  static let countWordScan = ASCIIWordSet(["one", "single", "several", "multiple"])
  /// `miscosts`' prefilter: a complexity named.
  static let costWordScan = ASCIIWordSet([
    "o(", "o of", "linear", "quadratic", "logarithmic", "constant time", "exponential",
  ])
}
