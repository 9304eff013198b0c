import Foundation

/// Finds the lines where the elements of a JSON pack's `questions` array
/// start, in one pass over the bytes (strings and escapes are skipped).
enum JSONObjectLocator {
  /// The line of every element of the top-level object's `questions` array.
  static func questionLines(in text: String) -> [Int] {
    var scanner = Scanner()
    for byte in text.utf8 { scanner.consume(byte) }
    return scanner.lines
  }

  private struct Scanner {
    var lines: [Int] = []
    var line = 1
    var depth = 0
    var inString = false
    var escaped = false
    /// The bytes of the string being read at depth 1 (a key of the pack object).
    var keyBytes: [UInt8] = []
    var lastString = ""
    var key = ""
    var inQuestions = false
    var expectElement = false

    mutating func consume(_ byte: UInt8) {
      if byte == UInt8(ascii: "\n") { line += 1 }
      if inString {
        if escaped {
          escaped = false
        } else if byte == UInt8(ascii: "\\") {
          escaped = true
        } else if byte == UInt8(ascii: "\"") {
          inString = false
          if depth == 1 { lastString = String(decoding: keyBytes, as: UTF8.self) }
        }
        if depth == 1 { keyBytes.append(byte) }
        return
      }
      let isSpace =
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\t")
        || byte == UInt8(ascii: "\r")
      if inQuestions, depth == 2, expectElement, !isSpace, byte != UInt8(ascii: "]") {
        lines.append(line)
        expectElement = false
      }
      switch byte {
      case UInt8(ascii: "\""):
        inString = true
        keyBytes.removeAll(keepingCapacity: true)
      case UInt8(ascii: ":") where depth == 1:
        key = lastString
      case UInt8(ascii: ",") where depth == 2 && inQuestions:
        expectElement = true
      case UInt8(ascii: "{"), UInt8(ascii: "["):
        depth += 1
        if depth == 2, byte == UInt8(ascii: "["), key == "questions" {
          inQuestions = true
          expectElement = true
        }
      case UInt8(ascii: "}"), UInt8(ascii: "]"):
        if depth == 2 { inQuestions = false }
        depth -= 1
      default:
        break
      }
    }
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
