/// `try?`, `try!`, `as?` and `as!` said outside a code span (session 22, s22-grading39), the
/// `O` of Big-O notation (session 23, s23-grading45), and an optional type's `?` (session 46).
extension StatementReader {
  /// The keywords whose `?` or `!` is part of an operator.
  static let operatorKeywords: [[UInt8]] = [Array("try".utf8), Array("as".utf8)]

  /// The word that ends right before `end` is `try` or `as` (in any case): the `?` or `!` at
  /// `end` is their operator, not the end of a sentence ("try? turns a throw into nil" is one
  /// sentence; "why retry? it failed" is two).
  static func operatorKeyword<Units: RandomAccessCollection>(before end: Int, in units: Units) -> Bool
  where Units.Element: TextUnit, Units.Index == Int {
    operatorKeywords.contains { keyword in
      let start = end - keyword.count
      return start >= 0 && (start == 0 || !units[start - 1].isWordUnit)
        && zip(units[start..<end], keyword).allSatisfy { unit, letter in unit.ascii | 0x20 == letter }
    }
  }

  /// An `O` (or `o`), a word of its own, right before the `(` at `index`: a complexity, `O(n²)`,
  /// whose parenthesis is no aside (an answer's "O(n²)" read as a key point reads it).
  static func bigO<Units: RandomAccessCollection>(before index: Int, in units: Units) -> Bool
  where Units.Element: TextUnit, Units.Index == Int {
    index > 0 && units[index - 1].ascii | 0x20 == UInt8(ascii: "o")
      && (index == 1 || !units[index - 2].isWordUnit)
  }

  /// The `?` at `index` marks an optional type said outside a code span, not the end of a question
  /// (session 46, s46-falseopp): right after a word that opens with a capital (a type's name), and
  /// before a space and a word all in plain lowercase letters. "Int? can hold an Int or nil" is one
  /// sentence about `Int?`; the sentence ended at "Int", and "can hold an Int or nil" was read as
  /// the opposite of "non-optional types can never hold `nil`". "Chinese or Japanese?
  /// markedTextRange is set" asks a question: the word after it is a name.
  static func marksOptionalType<Units: RandomAccessCollection>(at index: Int, in units: Units) -> Bool
  where Units.Element: TextUnit, Units.Index == Int {
    guard index > 0, units[index - 1].isWordUnit, index + 2 < units.count, units[index + 1].isWhitespace,
      units[index + 2].isPlainLowercase
    else { return false }
    var start = index - 1
    while start > 0, units[start - 1].isWordUnit { start -= 1 }
    guard units[start].isCapital else { return false }
    var end = index + 2
    while end < units.count, units[end].isWordUnit {
      guard units[end].isPlainLowercase else { return false }
      end += 1
    }
    return true
  }

  /// An operator's token: `?` right after a word said outside a code span (`Int?`, not `try?` nor
  /// `as?`) is the word `optional` ("an optional Int" is what `Int?` says); any other, the symbol.
  /// In code, a key point's `T?` stays the symbol its `wrong:` lines and answers were measured with
  /// (read as `optional` there too, it moved 11 : 3 credits but freed 2 right points told the
  /// opposite for 5 contradictions lost, on `what-is-an-optional`'s wrong-claim probes).
  static func symbolToken<Units: RandomAccessCollection>(
    _ text: String, at start: Int, in units: Units, range: Range<String.Index>, inCode: Bool
  ) -> Token where Units.Element: TextUnit, Units.Index == Int {
    guard text == "?", !inCode, start > 0, units[start - 1].isWordUnit,
      !operatorKeyword(before: start, in: units)
    else {
      return Token(kind: .symbol, text: text, range: range)
    }
    return Token(kind: .word, text: "optional", range: range, inCode: inCode)
  }
}
