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
