extension Judge {
  /// `hasGuard` on the text's bytes (issue 29 (a), s18-checkfast2): the old reading lowered
  /// the whole answer and broke it into characters for every credited point, a fifth of the
  /// audit of a French bank. True or false when the bytes decide, nil when only the reading
  /// by characters can (then `hasGuard` reads as before).
  ///
  /// `hasGuard` finds a word of the lowered text (a run of letter characters) equal to a guard.
  /// Every guard is lowercase ASCII letters without `k`, so such a word is ASCII letters of the
  /// text itself, in a row, lowered (no other scalar lowers to one of them alone: the Kelvin
  /// sign lowers to `k`, `İ` to `i` and a combining dot, one character). An ASCII letter right
  /// after the word would be a letter character of its own, so the word ends where a run of
  /// ASCII letters ends; an ASCII letter right before it would be one too, unless the byte
  /// before that letter is not ASCII (a prepended mark joins the next scalar into its
  /// character). So a guard is possible only as a whole run of ASCII letters, or a run but its
  /// first letter after a non-ASCII byte: none, false. In an ASCII text each byte is a
  /// character (but a carriage return and line feed, neither a letter): a whole run, true.
  static func bytesHaveGuard(_ text: Substring) -> Bool? {
    // The guards read once a text, not at each run of letters; a run is tested only when it, or
    // it but its first letter, may be as long as a guard (issue 29 (a), s34-checkfast37).
    guard let guards = packedGuards else { return nil }
    let found = text.utf8.withContiguousStorageIfAvailable { bytes -> Bool? in
      var ascii = true
      var possible = false
      var start = 0
      let count = bytes.count
      func isLetter(_ byte: UInt8) -> Bool { (byte | 0x20) >= 0x61 && (byte | 0x20) <= 0x7A }
      while start < count {
        let byte = bytes[start]
        guard isLetter(byte) else {
          if byte >= 0x80 { ascii = false }
          start += 1
          continue
        }
        var end = start + 1
        while end < count, isLetter(bytes[end]) { end += 1 }
        if end - start <= 9,
          isGuard(guards, bytes, start, end)
            || (start > 0 && bytes[start - 1] >= 0x80 && isGuard(guards, bytes, start + 1, end))
        {
          possible = true
          if ascii { break }
        }
        start = end
      }
      if !possible { return false }
      // A guard found in a text read whole as ASCII so far: the rest may only add non-ASCII bytes.
      return ascii && !bytes.contains(where: { $0 >= 0x80 }) ? true : nil
    }
    return found ?? nil
  }

  /// The guards (`converseGuards`) as their bytes in one number; nil if one is not 1–8 ASCII
  /// letters (then the bytes decide nothing).
  static let packedGuards: [UInt64]? = {
    var packed: [UInt64] = []
    for word in converseGuards {
      guard (1...8).contains(word.utf8.count),
        word.utf8.allSatisfy({ $0 >= 0x61 && $0 <= 0x7A && $0 != UInt8(ascii: "k") })
      else { return nil }
      packed.append(word.utf8.reduce(0) { $0 << 8 | UInt64($1) })
    }
    return packed
  }()

  /// Whether `bytes[start..<end]` (ASCII letters), lowered, is a guard.
  private static func isGuard(
    _ guards: [UInt64], _ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int
  ) -> Bool {
    guard end - start >= 1, end - start <= 8 else { return false }
    var key: UInt64 = 0
    for index in start..<end { key = key << 8 | UInt64(bytes[index] | 0x20) }
    return guards.contains(key)
  }
}
