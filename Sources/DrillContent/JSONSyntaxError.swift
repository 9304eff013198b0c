import DrillMarkdown
import Foundation

/// Where a JSON file that does not parse goes wrong, for the error message.
enum JSONSyntaxError {
  /// Why `text` is not valid JSON and where (from `JSONSerialization`, which
  /// names the byte offset), for the error message.
  static func locate(in text: String) -> (message: String, location: (line: Int, column: Int)) {
    let data = Data(text.utf8)
    do {
      _ = try JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])
      return ("the file does not hold one JSON value", (1, 1))
    } catch {
      // An invalid escape and a missing comma said in words, at their place (session 46's tryout:
      // "questions[1].prompt must be a string", "Invalid value around character 330").
      if let found = plainProblem(in: text) { return found }
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

  /// An invalid escape (`\q`) in a file Foundation's decoder would read anyway, as the diagnostic
  /// to give; nil when there is none. One pass over the bytes looks for one first: the full scan
  /// (`plainProblem`) runs only for a file that has one (the review: it ran on every JSON file, a
  /// third of the decoder's own time).
  /// A raw tab, line break or other control character inside a string is found the same way:
  /// the decoder made it a value that is not a string (session 52's tryout: "must be a string").
  static func invalidEscape(in source: SourceText) -> Diagnostic? {
    var afterBackslash = false
    var inString = false
    var found = false
    for byte in source.bytes {
      if afterBackslash {
        guard isEscapeLetter(byte) else {
          found = true
          break
        }
        afterBackslash = false
      } else if byte == UInt8(ascii: "\\") {
        afterBackslash = true
      } else if byte == UInt8(ascii: "\"") {
        inString.toggle()
      } else if byte < 0x20, inString {
        found = true
        break
      }
    }
    guard found, let problem = plainProblem(in: source.text) else { return nil }
    return .error(
      "invalid JSON: \(problem.message)", at: source.location(problem.location.line, problem.location.column))
  }

  /// The bytes JSON allows after a backslash.
  static func isEscapeLetter(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"), UInt8(ascii: "b"), UInt8(ascii: "f"),
      UInt8(ascii: "n"), UInt8(ascii: "r"), UInt8(ascii: "t"), UInt8(ascii: "u"):
      true
    default: false
    }
  }

  /// The first invalid escape in a string, or a `,` missing between two values, with where it is;
  /// nil when the text has neither before another kind of error.
  static func plainProblem(in text: String) -> (message: String, location: (line: Int, column: Int))? {
    enum Container { case object, array }
    var stack: [Container] = []
    // A value just ended (and, in an object, was not a key): a `,` or the container's end is next.
    var afterValue = false
    var expectsKey = false
    var lastValueLine = 1
    var line = 1
    var column = 0
    var bytes = Array(text.utf8)[...]
    func advance() -> UInt8? {
      guard let byte = bytes.popFirst() else { return nil }
      if byte == UInt8(ascii: "\n") {
        line += 1
        column = 0
      } else if byte & 0xC0 != 0x80 {
        column += 1
      }
      return byte
    }
    while let byte = advance() {
      switch byte {
      case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"), UInt8(ascii: "\n"): continue
      case UInt8(ascii: ","):
        guard afterValue else { return nil }
        afterValue = false
        expectsKey = stack.last == .object
      case UInt8(ascii: ":"):
        guard !afterValue, !expectsKey, stack.last == .object else { return nil }
      case UInt8(ascii: "}"), UInt8(ascii: "]"):
        guard stack.popLast() == (byte == UInt8(ascii: "}") ? .object : .array) else { return nil }
        afterValue = true
        expectsKey = false
        lastValueLine = line
      default:
        // What JavaScript and YAML allow and JSON does not, said at its place (session 52's tryout).
        if let problem = notJSON(byte, before: bytes) { return (problem, (line, column)) }
        if afterValue {
          return (
            "a `,` is missing after the value that ends on line \(lastValueLine) (between two values)",
            (line, column)
          )
        }
        switch byte {
        case UInt8(ascii: "{"), UInt8(ascii: "["):
          stack.append(byte == UInt8(ascii: "{") ? .object : .array)
          expectsKey = byte == UInt8(ascii: "{")
          continue
        case UInt8(ascii: "\""):
          let isKey = expectsKey
          while true {
            if let next = bytes.first, next < 0x20 { return (controlCharacter(next), (line, column + 1)) }
            guard let inner = advance() else { return nil }
            if inner == UInt8(ascii: "\"") { break }
            guard inner == UInt8(ascii: "\\") else { continue }
            let escapeColumn = column
            guard let escaped = advance() else { return nil }
            if !isEscapeLetter(escaped) {
              let shown = escaped < 0x80 ? String(UnicodeScalar(escaped)) : "…"
              return (
                "invalid escape `\\\(shown)` in a string (write `\\\\` for a backslash itself)",
                (line, escapeColumn)
              )
            }
          }
          expectsKey = false
          // A key is followed by `:`, not `,`.
          afterValue = !isKey
        default:
          // A number, `true`, `false` or `null`: up to the next delimiter.
          while let next = bytes.first, !" \t\r\n,:]}".utf8.contains(next) { _ = advance() }
          afterValue = true
        }
        if afterValue { lastValueLine = line }
      }
    }
    return nil
  }

  /// What to write for the control character `byte`, raw inside a string.
  static func controlCharacter(_ byte: UInt8) -> String {
    switch byte {
    case UInt8(ascii: "\t"): "a tab inside a string must be written `\\t`"
    case UInt8(ascii: "\n"):
      "a line break inside a string must be written `\\n` (a string ends on its own line)"
    case UInt8(ascii: "\r"): "a carriage return inside a string must be written `\\r`"
    default:
      "control character U+\(hex(byte)) inside a string must be written `\\u\(hex(byte))`"
    }
  }

  private static func hex(_ byte: UInt8) -> String {
    let digits = String(byte, radix: 16, uppercase: true)
    return String(repeating: "0", count: 4 - digits.count) + digits
  }

  /// A comment (`//`, `/*`) or a single quote starting a value or key at `byte`, followed by `rest`.
  static func notJSON(_ byte: UInt8, before rest: ArraySlice<UInt8>) -> String? {
    if byte == UInt8(ascii: "'") {
      return "JSON strings and keys take double quotes `\"`, not `'`"
    }
    guard byte == UInt8(ascii: "/"), let next = rest.first,
      next == UInt8(ascii: "/") || next == UInt8(ascii: "*")
    else { return nil }
    var line = rest.prefix { $0 != UInt8(ascii: "\n") && $0 != UInt8(ascii: "\r") }
    // A `/* … */` comment up to its end when that is on the line.
    if next == UInt8(ascii: "*"), let end = line.dropFirst().firstRange(of: "*/".utf8) {
      line = line[..<end.upperBound]
    }
    var comment = "/" + String(decoding: line, as: UTF8.self).trimmingCharacters(in: .whitespaces)
    if comment.count > 40 { comment = comment.prefix(39) + "…" }
    return "JSON has no comments: remove `\(comment)` (a Markdown pack's header takes `#` comments)"
  }
}
