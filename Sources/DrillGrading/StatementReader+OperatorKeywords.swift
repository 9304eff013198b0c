/// `try?`, `try!`, `as?` and `as!` said outside a code span (session 22, s22-grading39), and the
/// `O` of Big-O notation (session 23, s23-grading45).
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
}
