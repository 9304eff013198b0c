/// Words a rule's byte scan looks for (lowercase ASCII), each found as `holdsASCIIWord` finds it:
/// a start where every byte of the text, with `0x20` set, is the word's byte.
///
/// One pass over the text for all of them (issue 29 (a), session 30): the misstatement rules asked
/// `holdsASCIIWord` of a touched point once per word, up to fourteen searches of the same bytes
/// (`allClears`' harm roots, `mistimes`' nine time words, …), about 3 % of a `check` of the prose
/// bank. Each start is looked up by its byte and the next, each with `0x20` set, and only the
/// words beginning with those two bytes are tried there (common first letters, `e`, `t`, `o`, try
/// few words). `isHeld(in:)` is `words.contains { holdsASCIIWord(text, $0) }`.
///
/// A class holding its tables where they lie, allocated once: a rule asks one of the sets below
/// per touched point, and a struct of arrays was retained and released with each of its arrays.
final class ASCIIWordSet: @unchecked Sendable {
  /// The words' bytes, one after another, and where each ends.
  private let bytes: UnsafeMutableBufferPointer<UInt8>
  private let ends: UnsafeMutableBufferPointer<Int>
  /// For each byte value, the words (bit `i`: word `i`) that begin with it, and the words whose
  /// second byte it is, with every word of one byte (nothing follows it to test).
  private let startingWith: UnsafeMutableBufferPointer<UInt64>
  private let secondIs: UnsafeMutableBufferPointer<UInt64>
  /// The words of one byte: all that may start at a text's last byte.
  private let oneByte: UInt64

  convenience init(_ words: [StaticString]) {
    self.init(
      bytes: words.map { Array(UnsafeBufferPointer(start: $0.utf8Start, count: $0.utf8CodeUnitCount)) })
  }

  /// Words read from data (the lexicon's `values:` lines), as their bytes.
  init(bytes words: [[UInt8]]) {
    precondition(words.count <= 64, "a word set holds 64 words at most")
    var (all, ends) = ([UInt8](), [Int]())
    var (startingWith, secondIs) = ([UInt64](repeating: 0, count: 256), [UInt64](repeating: 0, count: 256))
    var oneByte: UInt64 = 0
    for (number, own) in words.enumerated() {
      let bit: UInt64 = 1 << UInt64(number)
      // An empty word is held nowhere (`holdsASCIIWord`): it begins with no byte.
      if let first = own.first { startingWith[Int(first)] |= bit }
      if own.count == 1 {
        oneByte |= bit
        for index in secondIs.indices { secondIs[index] |= bit }
      } else if own.count > 1 {
        secondIs[Int(own[1])] |= bit
      }
      all += own
      ends.append(all.count)
    }
    func kept<Element>(_ array: [Element]) -> UnsafeMutableBufferPointer<Element> {
      let buffer = UnsafeMutableBufferPointer<Element>.allocate(capacity: max(array.count, 1))
      _ = buffer.initialize(from: array)
      return buffer
    }
    (self.bytes, self.ends, self.oneByte) = (kept(all), kept(ends), oneByte)
    (self.startingWith, self.secondIs) = (kept(startingWith), kept(secondIs))
  }

  deinit {
    bytes.deallocate()
    ends.deallocate()
    startingWith.deallocate()
    secondIs.deallocate()
  }

  /// Whether `text` holds one of the words, each letter in either case.
  func isHeld(in text: String) -> Bool {
    var text = text
    return text.withUTF8(isHeld(in:))
  }

  /// Whether `text` holds one of the words, each letter in either case.
  func isHeld(in text: UnsafeBufferPointer<UInt8>) -> Bool { held(in: text) != 0 }

  /// The words `text` holds, each letter in either case, as bits (bit `i`: word `i`): all of
  /// them, or those found when one of `enough` is (`isHeld`: any).
  func held(in text: UnsafeBufferPointer<UInt8>, enough: UInt64 = ~0) -> UInt64 {
    guard let last = text.indices.last else { return 0 }
    var found: UInt64 = 0
    var start = 0
    while start < last {
      var candidates =
        startingWith[Int(text[start] | 0x20)] & secondIs[Int(text[start + 1] | 0x20)] & ~found
      while candidates != 0 {
        let number = candidates.trailingZeroBitCount
        candidates &= candidates &- 1
        let (from, end) = (number == 0 ? 0 : ends[number - 1], ends[number])
        guard end - from <= text.count - start else { continue }
        // The first two bytes are the word's (or it has one byte).
        var index = 2
        while from + index < end, text[start + index] | 0x20 == bytes[from + index] { index += 1 }
        guard from + index >= end else { continue }
        found |= 1 << UInt64(number)
        if found & enough != 0 { return found }
      }
      start += 1
    }
    return found | startingWith[Int(text[last] | 0x20)] & oneByte
  }
}

extension KeyPointMatcher {
  /// `allClears`' prefilter: `harmRoots`.
  static let harmRootScan = ASCIIWordSet(harmRoots)
  /// `mistimes`' prefilter: each time word holds one of these.
  static let timeWordScan = ASCIIWordSet(timeScanWords)
  static let timeScanWords: [StaticString] = [
    "once", "time", "every", "each", "repeatedly", "twice", "whenever", "again", "over", "keep", "kept",
  ]
  /// `mayHoldQuantity`: `only` and the universal determiners.
  static let quantityWordScan = ASCIIWordSet(quantityScanWords)
  static let quantityScanWords: [StaticString] = ["only", "every", "all", "any", "each", "both"]
  /// `miscounts`' prefilter, besides a slot (`mayHoldSlots`).
  static let countWordScan = ASCIIWordSet(countScanWords)
  static let countScanWords: [StaticString] = [
    "one", "single", "several", "multiple", "many", "both", "unlimited", "countless", "unbounded", "own",
    "separate", "new",
  ]
  /// `miscosts`' prefilter: a complexity named.
  static let costWordScan = ASCIIWordSet(costScanWords)
  static let costScanWords: [StaticString] = [
    "o(", "o of", "linear", "quadratic", "logarithmic", "constant time", "exponential",
  ]
}
