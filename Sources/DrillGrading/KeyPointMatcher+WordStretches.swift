extension KeyPointMatcher {
  /// `wordStretches` of an ASCII text without a carriage return, on its bytes (issue 29 (a),
  /// session 24: lowering the text and reading it by `Character`s was a tenth of a `check` of the
  /// prose bank, each rule reading its point and the sentence that states it). Each byte is then
  /// one character: lowering changes `A`–`Z` only, a letter is `a`–`z`, a number `0`–`9`, and
  /// a joiner one of the bytes (`\r\n` is one character: such a text is read by characters). Nil
  /// for any other text.
  static func asciiWordStretches(
    _ text: Substring, joiners: Set<Character>, decimals: Bool, compounds: Bool
  ) -> [[String]]? {
    var text = text
    return text.withUTF8 { bytes -> [[String]]? in
      for byte in bytes where byte >= 0x80 || byte == 0x0D { return nil }
      return asciiWordStretches(bytes, joiners: joiners, decimals: decimals, compounds: compounds)
    }
  }

  private static func asciiWordStretches(
    _ bytes: UnsafeBufferPointer<UInt8>, joiners: Set<Character>, decimals: Bool, compounds: Bool
  ) -> [[String]] {
    func isJoiner(_ byte: UInt8) -> Bool {
      !joiners.isEmpty && joiners.contains(Character(Unicode.Scalar(byte)))
    }
    func isLetter(_ byte: UInt8) -> Bool { byte | 0x20 >= 0x61 && byte | 0x20 <= 0x7A }
    func isNumber(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }
    func isLetterOrNumber(_ byte: UInt8) -> Bool { isLetter(byte) || isNumber(byte) }
    func lowered(_ range: Range<Int>) -> String {
      String(unsafeUninitializedCapacity: range.count) { word in
        for (offset, byte) in bytes[range].enumerated() { word[offset] = isLetter(byte) ? byte | 0x20 : byte }
        return range.count
      }
    }
    var stretches: [[String]] = []
    var stretch: [String] = []
    // A word is the bytes from `start` to the one that ends it (a letter, number, decimal point or
    // compound's hyphen continues it), made a `String` lowered in one go: appending each byte to
    // a buffer was a third of the function (issue 29 (a), session 32).
    var start: Int? = nil
    var previous = UInt8(ascii: " ")
    for index in bytes.indices {
      let byte = bytes[index]
      let next: UInt8? = index + 1 < bytes.count ? bytes[index + 1] : nil
      defer { previous = byte }
      if isLetterOrNumber(byte)
        || (decimals && byte == UInt8(ascii: ".") && isNumber(previous) && next.map(isNumber) == true)
        || (decimals && byte == UInt8(ascii: ",") && isNumber(previous) && index + 3 < bytes.count
          && bytes[(index + 1)...(index + 3)].allSatisfy(isNumber)
          && (index + 4 == bytes.count || !isNumber(bytes[index + 4])))
        || (compounds && byte == UInt8(ascii: "-") && isLetterOrNumber(previous)
          && next.map(isLetterOrNumber) == true)
      {
        if start == nil { start = index }
      } else {
        if let first = start { stretch.append(lowered(first..<index)) }
        start = nil
        if byte != UInt8(ascii: " "), byte != UInt8(ascii: "-"), !isJoiner(byte) {
          stretches.append(stretch)
          stretch = []
        }
      }
    }
    if let first = start { stretch.append(lowered(first..<bytes.count)) }
    stretches.append(stretch)
    return stretches
  }
}
