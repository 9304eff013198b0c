/// Operators read on a run's units (issue 29 (a), session 31): each length tried (three, two,
/// one characters) made a `String` of an array of the units' bytes and hashed it into
/// `operators`, some 2,000 instructions a run; `StatementReaderOperatorRunTests` reads every run
/// of up to four operator characters both ways.
extension StatementReader {
  /// The operators (`operators`), longest first, each with its bytes packed in an integer
  /// (the first byte lowest): a run of operator characters is matched on its units, without a `String`
  /// made and hashed for every length tried (session 31).
  static let operatorTable: [(code: UInt32, length: Int, text: String)] = operators.map { text in
    (Array(text.utf8).reversed().reduce(0) { $0 << 8 | UInt32($1) }, text.utf8.count, text)
  }.sorted { ($0.length, $0.text) > ($1.length, $1.text) }

  /// The longest operator that starts at `start` and ends by `end` (a run of operator
  /// characters), as `operators.contains` tried three, two and one characters: its length and
  /// text; nil when none does.
  static func operatorToken<Units: RandomAccessCollection>(
    _ units: Units, at start: Int, before end: Int
  ) -> (length: Int, text: String)? where Units.Element: TextUnit, Units.Index == Int {
    // Up to three units packed, the first lowest: the first `length` of them are its low bytes.
    let available = min(3, end - start)
    var code: UInt32 = 0
    for index in (start..<start + available).reversed() { code = code << 8 | UInt32(units[index].ascii) }
    for entry in operatorTable where entry.length <= available {
      let mask: UInt32 = entry.length == 3 ? 0xFF_FFFF : entry.length == 2 ? 0xFFFF : 0xFF
      if code & mask == entry.code { return (entry.length, entry.text) }
    }
    return nil
  }
}
