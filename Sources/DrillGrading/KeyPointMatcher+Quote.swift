import Foundation

extension KeyPointMatcher {
  /// The clause as quoted evidence: one line, at most `quoteLength` characters.
  static func quote(_ text: String, _ range: Range<String.Index>) -> String {
    asciiQuote(text[range]) ?? characterQuote(text[range])
  }

  /// `quote` of any clause, character by character.
  static func characterQuote(_ clause: Substring) -> String {
    let words = clause.split(whereSeparator: \.isWhitespace).joined(separator: " ")
      .trimmingCharacters(in: CharacterSet(charactersIn: ",;: "))
    guard words.count > quoteLength else { return words }
    return String(words.prefix(quoteLength - 1)).trimmingCharacters(in: .whitespaces) + "…"
  }

  /// `quote` of a plain ASCII clause (no carriage return), on its bytes: words joined by one
  /// space, `,;: ` trimmed at both ends, cut at `quoteLength`. Nil for any other text.
  static func asciiQuote(_ clause: Substring) -> String? {
    // Also any clause whose every character is one scalar (`isWhitespace` is the scalar's).
    let ascii = clause.utf8.allSatisfy { $0 < 0x80 && $0 != 0x0D }
    if ascii { return byteQuote(clause.utf8) }
    guard
      clause.unicodeScalars.allSatisfy(StatementReader.standsAlone)
        || clause.count == clause.unicodeScalars.count
    else { return nil }
    var bytes: [Unicode.Scalar] = []
    var pendingSpace = false
    for byte in clause.unicodeScalars {
      if byte.isASCII
        ? (byte.value >= 0x09 && byte.value <= 0x0D) || byte == " " : byte.properties.isWhitespace
      {
        pendingSpace = !bytes.isEmpty
        continue
      }
      if pendingSpace { bytes.append(" ") }
      pendingSpace = false
      bytes.append(byte)
    }
    func string(_ slice: ArraySlice<Unicode.Scalar>) -> String {
      var utf8: [UInt8] = []
      utf8.reserveCapacity(slice.count * 2)
      for scalar in slice { utf8.append(contentsOf: scalar.utf8) }
      return String(decoding: utf8, as: UTF8.self)
    }
    func trimmed(_ slice: ArraySlice<Unicode.Scalar>, _ set: (Unicode.Scalar) -> Bool) -> ArraySlice<
      Unicode.Scalar
    > {
      var slice = slice
      while let first = slice.first, set(first) { slice.removeFirst() }
      while let last = slice.last, set(last) { slice.removeLast() }
      return slice
    }
    let words = trimmed(bytes[...]) { $0 == "," || $0 == ";" || $0 == ":" || $0 == " " }
    // A mark after a removed line break would join the space before it: read as characters then.
    guard ascii || words.allSatisfy(StatementReader.standsAlone) || string(words).count == words.count else {
      return nil
    }
    guard words.count > quoteLength else { return string(words) }
    let cut = trimmed(words.prefix(quoteLength - 1)) { $0 == " " || $0 == "\t" }
    return string(cut) + "…"
  }

  /// `asciiQuote` of an ASCII clause, byte by byte into one buffer (most clauses).
  static func byteQuote(_ clause: Substring.UTF8View) -> String {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(clause.count)
    var pendingSpace = false
    for byte in clause {
      if (byte >= 0x09 && byte <= 0x0D) || byte == 0x20 {
        pendingSpace = !bytes.isEmpty
        continue
      }
      if pendingSpace { bytes.append(0x20) }
      pendingSpace = false
      bytes.append(byte)
    }
    func trimmed(_ slice: ArraySlice<UInt8>, _ set: (UInt8) -> Bool) -> ArraySlice<UInt8> {
      var slice = slice
      while let first = slice.first, set(first) { slice.removeFirst() }
      while let last = slice.last, set(last) { slice.removeLast() }
      return slice
    }
    let words = trimmed(bytes[...]) {
      $0 == UInt8(ascii: ",") || $0 == UInt8(ascii: ";") || $0 == UInt8(ascii: ":") || $0 == 0x20
    }
    guard words.count > quoteLength else { return String(decoding: words, as: UTF8.self) }
    let cut = trimmed(words.prefix(quoteLength - 1)) { $0 == 0x20 || $0 == 0x09 }
    return String(decoding: cut, as: UTF8.self) + "…"
  }
}
