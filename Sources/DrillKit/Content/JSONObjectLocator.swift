/// Finds the lines where the objects of a JSON pack's `questions` array start,
/// in one pass over the bytes (strings and escapes are skipped).
enum JSONObjectLocator {
  /// The line of every object opened at nesting depth 3 (pack object, questions array, question).
  static func questionLines(in text: String) -> [Int] {
    var lines: [Int] = []
    var line = 1
    var depth = 0
    var inString = false
    var escaped = false
    for byte in text.utf8 {
      if inString {
        if escaped {
          escaped = false
        } else if byte == UInt8(ascii: "\\") {
          escaped = true
        } else if byte == UInt8(ascii: "\"") {
          inString = false
        } else if byte == UInt8(ascii: "\n") {
          line += 1
        }
        continue
      }
      switch byte {
      case UInt8(ascii: "\""): inString = true
      case UInt8(ascii: "\n"): line += 1
      case UInt8(ascii: "{"), UInt8(ascii: "["):
        depth += 1
        if depth == 3, byte == UInt8(ascii: "{") { lines.append(line) }
      case UInt8(ascii: "}"), UInt8(ascii: "]"): depth -= 1
      default: break
      }
    }
    return lines
  }

  /// `line N, column M` in a decoding error's text, if the decoder said where.
  static func position(in message: String) -> (line: Int, column: Int)? {
    func number(after word: String) -> Int? {
      guard let range = message.range(of: word) else { return nil }
      return Int(message[range.upperBound...].prefix { $0.isNumber })
    }
    guard let line = number(after: "line ") else { return nil }
    return (line, number(after: "column ") ?? 1)
  }
}
