import Foundation

extension KeyPointMatcher {
  /// The clause as quoted evidence: one line, at most `quoteLength` characters.
  static func quote(_ text: String, _ range: Range<String.Index>) -> String {
    if let ascii = asciiQuote(text[range]) { return ascii }
    let words = text[range].split(whereSeparator: \.isWhitespace).joined(separator: " ")
      .trimmingCharacters(in: CharacterSet(charactersIn: ",;: "))
    guard words.count > quoteLength else { return words }
    return String(words.prefix(quoteLength - 1)).trimmingCharacters(in: .whitespaces) + "…"
  }

  /// `quote` of a plain ASCII clause (no carriage return), on its bytes: words joined by one
  /// space, `,;: ` trimmed at both ends, cut at `quoteLength`. Nil for any other text.
  static func asciiQuote(_ clause: Substring) -> String? {
    // Also any clause whose every character is one scalar (`isWhitespace` is the scalar's).
    let ascii = clause.utf8.allSatisfy { $0 < 0x80 && $0 != 0x0D }
    guard ascii || clause.count == clause.unicodeScalars.count else { return nil }
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
      var string = ""
      string.unicodeScalars.append(contentsOf: slice)
      return string
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
    guard ascii || string(words).count == words.count else { return nil }
    guard words.count > quoteLength else { return string(words) }
    let cut = trimmed(words.prefix(quoteLength - 1)) { $0 == " " || $0 == "\t" }
    return string(cut) + "…"
  }
}
