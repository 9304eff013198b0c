/// Words read in `unitPieces` without `wordTokens` (issue 29 (a), session 31): a capital word
/// ("Lisez", "The", "Ответ": an uppercase letter, then plain lowercase units, every one a
/// character of its own) is the one token `wordTokens` makes of it, its first letter lowered,
/// `capitalized`. `wordTokens` spent some 3,300 instructions on each (a `Character` for
/// `isUppercase`, a scan of the word's scalars, the token's array), a few hundred here.
/// `StatementReaderCapitalWordTests` reads words and texts both ways.
extension TextUnit {
  /// The character reading asks `wordTokens` for every word.
  static func capitalWord(_ units: Slice<UnsafeBufferPointer<Self>>) -> String? { nil }
}

extension UInt8 {
  /// An ASCII capital word: its first byte lowered (`asciiWordTokens`), in place.
  static func capitalWord(_ units: Slice<UnsafeBufferPointer<UInt8>>) -> String? {
    String(unsafeUninitializedCapacity: units.count) { buffer in
      _ = buffer.initialize(from: units)
      buffer[0] += 0x20
      return units.count
    }
  }
}

extension Unicode.Scalar {
  /// A capital word of scalars lowered scalar by scalar, as `scalarWordTokens` lowers them
  /// (`ScalarFacts.appendLowercased`; a plain scalar is its own lowercase).
  static func capitalWord(_ units: Slice<UnsafeBufferPointer<Unicode.Scalar>>) -> String? {
    let first = units[units.startIndex]
    // An ASCII capital ("Lisez" in a French text): lowered by its byte, the plain scalars after
    // it written as they are (their own lowercase), in place.
    if first.isASCII {
      let count = units.dropFirst().reduce(1) { $0 + UTF8.width($1) }
      return String(unsafeUninitializedCapacity: count) { buffer in
        buffer[0] = UInt8(first.value) + 0x20
        var position = 1
        for scalar in units.dropFirst() {
          for byte in scalar.utf8 {
            buffer[position] = byte
            position += 1
          }
        }
        return position
      }
    }
    var lower: [UInt8] = []
    lower.reserveCapacity(units.count * 4 + 4)
    for scalar in units { ScalarFacts.appendLowercased(scalar, to: &lower) }
    return String(decoding: lower, as: UTF8.self)
  }
}
