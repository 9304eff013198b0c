import Foundation

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

  /// Why `text` is not valid JSON and where (from `JSONSerialization`, which
  /// names the byte offset), for the error message.
  static func syntaxError(in text: String) -> (message: String, location: (line: Int, column: Int)) {
    let data = Data(text.utf8)
    do {
      _ = try JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])
      return ("the file does not hold one JSON value", (1, 1))
    } catch {
      let detail = (error as NSError).userInfo[NSDebugDescriptionErrorKey] as? String ?? "\(error)"
      guard let range = detail.range(of: "character "),
        let offset = Int(detail[range.upperBound...].prefix { $0.isNumber })
      else { return (detail, (1, 1)) }
      var line = 1
      var column = 1
      for byte in text.utf8.prefix(offset) {
        if byte == UInt8(ascii: "\n") {
          line += 1
          column = 1
        } else {
          column += 1
        }
      }
      return (detail, (line, column))
    }
  }
}
