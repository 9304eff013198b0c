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
    // Each word's range and each stretch's end (a count of words) first, then each stretch made
    // with its room: appended word by word, a stretch's array grew again and again, and so did
    // the list of them (issue 29 (a), s44-checkfast44: 48,665 times on the prose bank). A text has
    // fewer words than half its bytes and a stretch more, and fewer stretches than bytes and one.
    var words: [Range<Int>] = []
    words.reserveCapacity(bytes.count / 2 + 1)
    var ends: [Int] = []
    ends.reserveCapacity(bytes.count + 1)
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
        if let first = start { words.append(first..<index) }
        start = nil
        if byte != UInt8(ascii: " "), byte != UInt8(ascii: "-"), !isJoiner(byte) { ends.append(words.count) }
      }
    }
    if let first = start { words.append(first..<bytes.count) }
    ends.append(words.count)
    var stretches: [[String]] = []
    stretches.reserveCapacity(ends.count)
    var first = 0
    for end in ends {
      stretches.append(words[first..<end].map(lowered))
      first = end
    }
    return stretches
  }
}

extension KeyPointMatcher {
  /// `wordStretches` of a text whose scalars stand alone (`StatementReader.standsAlone`: French,
  /// Greek, Cyrillic, the quotes and dashes; no carriage return), and whose lowered scalars do too,
  /// read scalar by scalar (issue 29 (a), s44-checkfast44: `lowercased()` of the text and its
  /// characters, each asked `isLetter`, were 64 M of a `check` of the unicode bank, 858 texts).
  /// Each scalar of the lowered text is then one character, and what the character reading asks
  /// of it is the scalar's: `Character.isLetter` and `isNumber` are its first scalar's
  /// `isAlphabetic` and numeric type (`ScalarFacts.wordUnit`, both together), and it equals an
  /// ASCII character only as a character (`isCharacter`). Lowered as `lowercased()` lowers, scalar
  /// by scalar (`ScalarFacts.appendLowercased`). Nil for any other text.
  static func scalarWordStretches(
    _ text: Substring, joiners: Set<Character>, decimals: Bool, compounds: Bool
  ) -> [[String]]? {
    var lowered: [Unicode.Scalar] = []
    lowered.reserveCapacity(text.utf8.count)
    for scalar in text.unicodeScalars {
      guard StatementReader.standsAlone(scalar) else { return nil }
      if scalar.isASCII {
        let value = scalar.value
        lowered.append(value >= 0x41 && value <= 0x5A ? Unicode.Scalar(UInt8(value + 0x20)) : scalar)
      } else if ScalarFacts.of(scalar) & ScalarFacts.changesWhenLowercased == 0 {
        lowered.append(scalar)
      } else {
        for low in scalar.properties.lowercaseMapping.unicodeScalars {
          guard StatementReader.standsAlone(low) else { return nil }
          lowered.append(low)
        }
      }
    }
    return scalarWordStretches(lowered, joiners: joiners, decimals: decimals, compounds: compounds)
  }

  /// `characterWordStretches`' loop over `lowered`, each scalar a character.
  private static func scalarWordStretches(
    _ lowered: [Unicode.Scalar], joiners: Set<Character>, decimals: Bool, compounds: Bool
  ) -> [[String]] {
    func isNumber(_ scalar: Unicode.Scalar) -> Bool {
      scalar.isASCII ? scalar.value >= 0x30 && scalar.value <= 0x39 : scalar.properties.numericType != nil
    }
    func isLetterOrNumber(_ scalar: Unicode.Scalar) -> Bool {
      scalar.isASCII
        ? UInt8(scalar.value).isLetter || (scalar.value >= 0x30 && scalar.value <= 0x39)
        : ScalarFacts.of(scalar) & ScalarFacts.wordUnit != 0
    }
    // `Character(scalar) == Character(ascii)`: an ASCII scalar is only itself; any other is
    // compared as a character (canonical equivalence), as the character reading compares it.
    func isCharacter(_ scalar: Unicode.Scalar, _ ascii: Unicode.Scalar) -> Bool {
      scalar.isASCII ? scalar == ascii : Character(scalar) == Character(ascii)
    }
    func isNumber(at index: Int) -> Bool { index < lowered.count && isNumber(lowered[index]) }
    var stretches: [[String]] = []
    var stretch: [String] = []
    var word = ""
    var previous: Unicode.Scalar = " "
    for index in lowered.indices {
      let scalar = lowered[index]
      let next: Unicode.Scalar? = index + 1 < lowered.count ? lowered[index + 1] : nil
      defer { previous = scalar }
      if isLetterOrNumber(scalar)
        || (decimals && isCharacter(scalar, ".") && isNumber(previous) && next.map(isNumber) == true)
        // "4,096": three digits after the `,` and no fourth (`characterWordStretches`).
        || (decimals && isCharacter(scalar, ",") && isNumber(previous) && isNumber(at: index + 1)
          && isNumber(at: index + 2) && isNumber(at: index + 3) && !isNumber(at: index + 4))
        || (compounds && isCharacter(scalar, "-") && isLetterOrNumber(previous)
          && next.map(isLetterOrNumber) == true)
      {
        word.unicodeScalars.append(scalar)
      } else {
        if !word.isEmpty { stretch.append(word) }
        word = ""
        if !isCharacter(scalar, " "), !isCharacter(scalar, "-"), !joiners.contains(Character(scalar)) {
          stretches.append(stretch)
          stretch = []
        }
      }
    }
    if !word.isEmpty { stretch.append(word) }
    stretches.append(stretch)
    return stretches
  }
}
