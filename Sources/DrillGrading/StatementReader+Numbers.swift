/// Numbers read whole (session 26, s26-grading59). A key point writes "about 16.7 milliseconds",
/// "Swift 6.2", "from: \"1.4.0\"", "limited to 4 KB"; the reader cut "16.7" at its dot into "16"
/// and "7" (a word of one character, no concept), so "6.2" and "6.0" were both "6" and a version
/// said whole was lost. Now digits joined by a `.` are one word ("16.7", "6.2", "1.4.0"), and a
/// unit written right after digits is a word of its own ("200MB", "16ms": "200" and "mb"). The
/// lexicon makes a unit said in full and its symbol one concept ("milliseconds" and "ms",
/// "kilobytes" and "KB"), and the slot rule names a number's slot by the unit's symbol
/// (`unitSymbols`: "64 kilobytes" fills the slot of "4 KB"). `%` stays unread: read as the word
/// `percent`, it stated a `wrong:` line about a rollout's percentage in the bank's own Answer
/// ("about 1% of them on the first day"). Number words are not turned into digits: that reading
/// was measured and refused (the session's section of docs/evaluation.md).
extension StatementReader {
  /// Units written right after digits without a space ("200MB", "16ms", "120Hz").
  static let gluedUnits: Set<String> = ["ms", "kb", "mb", "gb", "tb", "hz", "khz", "fps", "px", "pt", "km"]
  /// Units said in full, as their symbols: the word that names a number's slot
  /// (`KeyPointMatcher.slots`). The lexicon's `same:` lines make them one concept for a touch.
  static let unitSymbols: [String: String] = [
    "millisecond": "ms", "milliseconds": "ms", "kilobyte": "kb", "kilobytes": "kb", "megabyte": "mb",
    "megabytes": "mb", "gigabyte": "gb", "gigabytes": "gb", "hertz": "hz", "kilometre": "km",
    "kilometres": "km", "kilometer": "km", "kilometers": "km",
  ]

  /// Whether `text` starts with an ASCII digit.
  static func startsWithDigit(_ text: String) -> Bool {
    text.utf8.first.map { $0 >= 0x30 && $0 <= 0x39 } ?? false
  }

  /// Whether `text` is ASCII digits, with `.` between them ("16.7", "1.4.0").
  static func isDigits(_ text: String) -> Bool {
    startsWithDigit(text) && text.utf8.allSatisfy { ($0 >= 0x30 && $0 <= 0x39) || $0 == UInt8(ascii: ".") }
  }

  /// `tokens` (one sentence of `text`) with their numbers read whole: digits joined across a `.`
  /// with nothing else between ("17.2", "2.3.1"), and a unit glued to digits as a word of its own
  /// ("200MB" as "200" and "mb", "16.7ms" as "16.7" and "ms"). A sentence without a word that starts with a digit is given
  /// back as it is.
  static func readingNumbers(_ tokens: [Token], in text: String) -> [Token] {
    guard tokens.contains(where: { $0.kind == .word && startsWithDigit($0.text) }) else { return tokens }
    // Made at the first number joined or split: a sentence whose numbers stand as they are ("42")
    // is given back, its tokens not copied one by one (issue 29 (a), session 29).
    var read: [Token]?
    var index = 0
    func change(before start: Int) {
      guard read == nil else { return }
      read = []
      read!.reserveCapacity(tokens.count + 1)
      read!.append(contentsOf: tokens[..<start])
    }
    while index < tokens.count {
      guard tokens[index].kind == .word, startsWithDigit(tokens[index].text) else {
        read?.append(tokens[index])
        index += 1
        continue
      }
      let start = index
      var token = tokens[index]
      index += 1
      // "17.2", "1.4.0", "16.7ms": one number (the `.` is no token; a camelCase word's parts
      // share one range, so a part never follows another with a `.` between).
      while index < tokens.count, isDigits(token.text), tokens[index].kind == .word,
        startsWithDigit(tokens[index].text),
        token.range.upperBound < tokens[index].range.lowerBound,
        text[token.range.upperBound..<tokens[index].range.lowerBound] == "."
      {
        token.text += "." + tokens[index].text
        token.range = token.range.lowerBound..<tokens[index].range.upperBound
        index += 1
      }
      if index > start + 1 { change(before: start) }
      // "200MB", "16ms": the digits, then the unit.
      if let split = token.text.utf8.firstIndex(where: {
        !($0 >= 0x30 && $0 <= 0x39) && $0 != UInt8(ascii: ".")
      }),
        gluedUnits.contains(String(token.text[split...])), isDigits(String(token.text[..<split]))
      {
        var unit = token
        (token.text, unit.text) = (String(token.text[..<split]), String(token.text[split...]))
        change(before: start)
        read!.append(token)
        read!.append(unit)
        continue
      }
      read?.append(token)
    }
    return read ?? tokens
  }
}
