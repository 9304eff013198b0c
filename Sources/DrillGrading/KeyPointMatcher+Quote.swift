import Foundation

extension KeyPointMatcher {
  /// The clause as quoted evidence: one line, at most `quoteLength` characters.
  static func quote(_ text: String, _ range: Range<String.Index>) -> String {
    // A clause that ends inside a complexity ("… is O(n") ends after its parenthesis.
    var range = range
    if range.upperBound < text.endIndex, text[range.upperBound] == ")",
      text[range].count(where: { $0 == "(" }) > text[range].count(where: { $0 == ")" })
    {
      range = range.lowerBound..<text.index(after: range.upperBound)
    }
    return asciiQuote(text[range]) ?? characterQuote(text[range])
  }

  /// `quote`, but a clause too long to show whole is shown around the words it shares with
  /// `statement` (the key point or wrong claim it was judged against), not cut after its first
  /// `quoteLength` characters: a long spoken clause touching three points showed the same
  /// opening to each, often none of the words that touched it. Stop words and case aside, a
  /// word is shared when its stem is one of the statement's.
  static func quote(
    _ text: String, _ range: Range<String.Index>, focus statement: String, stemmer: SnowballStemmer,
    stop: Set<String>
  ) -> String {
    let whole = quote(text, range)
    guard whole.hasSuffix("…") else { return whole }
    return focusedQuote(text[range], on: statement, stemmer: stemmer, stop: stop) ?? whole
  }

  /// The window of at most `quoteLength` characters (its "…" marks counted) of the clause's
  /// words that holds the most words of `statement`, the earliest of equals; nil when no word
  /// is shared or a single word is longer than the quote.
  static func focusedQuote(
    _ clause: Substring, on statement: String, stemmer: SnowballStemmer, stop: Set<String>
  ) -> String? {
    func key(_ word: some StringProtocol) -> String? {
      let letters = String(word.lowercased().filter { $0.isLetter || $0.isNumber })
      guard !letters.isEmpty, !stop.contains(letters) else { return nil }
      return stemmer.stem(letters)
    }
    let wanted = Set(statement.split(whereSeparator: { !$0.isLetter && !$0.isNumber }).compactMap(key))
    let words = clause.split(whereSeparator: \.isWhitespace).map(String.init)
    guard !wanted.isEmpty, words.allSatisfy({ $0.count < quoteLength - 2 }) else { return nil }
    let shared = words.map { key($0).map(wanted.contains) ?? false }
    var best: (start: Int, end: Int, count: Int)?
    for start in words.indices {
      var length = start > 0 ? 1 : 0
      var end = start
      var count = 0
      // Room for the closing "…" unless the window reaches the clause's end.
      while end < words.count {
        let added = words[end].count + (end > start ? 1 : 0)
        let closing = end + 1 < words.count ? 1 : 0
        guard length + added + closing <= quoteLength else { break }
        length += added
        count += shared[end] ? 1 : 0
        end += 1
      }
      if count > (best?.count ?? 0) { best = (start, end, count) }
    }
    guard let best else { return nil }
    let body = words[best.start..<best.end].joined(separator: " ")
      .trimmingCharacters(in: CharacterSet(charactersIn: ",;: "))
    return (best.start > 0 ? "…" : "") + body + (best.end < words.count ? "…" : "")
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
    func string(_ slice: ArraySlice<Unicode.Scalar>) -> String {
      var utf8: [UInt8] = []
      utf8.reserveCapacity(slice.count * 2)
      for scalar in slice { utf8.append(contentsOf: scalar.utf8) }
      return String(decoding: utf8, as: UTF8.self)
    }
    return collapsedQuote(
      clause.unicodeScalars, space: " ", marks: [",", ";", ":"],
      // The scalar's own whitespace property (`ScalarFacts`, or ASCII's).
      isSpace: { $0.isWhitespace },
      // A mark after a removed line break would join the space before it: read as characters then.
      accepts: { words in words.allSatisfy(StatementReader.standsAlone) || string(words).count == words.count
      },
      string: string)
  }

  /// `asciiQuote` of an ASCII clause, byte by byte into one buffer (most clauses).
  static func byteQuote(_ clause: Substring.UTF8View) -> String {
    collapsedQuote(
      clause, space: 0x20, marks: [UInt8(ascii: ","), UInt8(ascii: ";"), UInt8(ascii: ":")],
      isSpace: { ($0 >= 0x09 && $0 <= 0x0D) || $0 == 0x20 }, accepts: { _ in true },
      string: { String(decoding: $0, as: UTF8.self) }) ?? ""
  }

  /// The quote of a clause read as units that are each one character (bytes or scalars): each
  /// run of `isSpace` units one `space`, `space` and `marks` trimmed at both ends, cut at
  /// `quoteLength` with "…". Nil when `accepts` refuses the trimmed units.
  private static func collapsedQuote<Unit: Equatable>(
    _ clause: some Collection<Unit>, space: Unit, marks: [Unit], isSpace: (Unit) -> Bool,
    accepts: (ArraySlice<Unit>) -> Bool, string: (ArraySlice<Unit>) -> String
  ) -> String? {
    var units: [Unit] = []
    units.reserveCapacity(clause.count)
    var pendingSpace = false
    for unit in clause {
      if isSpace(unit) {
        pendingSpace = !units.isEmpty
        continue
      }
      if pendingSpace { units.append(space) }
      pendingSpace = false
      units.append(unit)
    }
    func trimmed(_ slice: ArraySlice<Unit>, _ set: (Unit) -> Bool) -> ArraySlice<Unit> {
      var slice = slice
      while let first = slice.first, set(first) { slice.removeFirst() }
      while let last = slice.last, set(last) { slice.removeLast() }
      return slice
    }
    let words = trimmed(units[...]) { $0 == space || marks.contains($0) }
    guard accepts(words) else { return nil }
    guard words.count > quoteLength else { return string(words) }
    // Spaces were collapsed to `space` above: only it can end the cut.
    return string(trimmed(words.prefix(quoteLength - 1)) { $0 == space }) + "…"
  }
}
