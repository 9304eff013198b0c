/// A content file's text split into lines once, for slicing Markdown source
/// faithfully (sections are kept as written, never re-rendered).
struct SourceText: Sendable {
  let path: String
  let text: String
  /// Lines without their line breaks; `lines[0]` is line 1.
  let lines: [Substring]

  init(_ text: String, path: String) {
    // A byte-order mark some editors write is not part of the first line.
    let text = text.hasPrefix("\u{FEFF}") ? String(text.dropFirst()) : text
    self.text = text
    self.path = path
    // Split on bytes: `\n`, `\r\n` and a lone `\r` end a line, as in CommonMark.
    var lines: [Substring] = []
    let utf8 = text.utf8
    var start = utf8.startIndex
    var index = start
    while index != utf8.endIndex {
      let byte = utf8[index]
      if byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") {
        lines.append(text[start..<index])
        var next = utf8.index(after: index)
        if byte == UInt8(ascii: "\r"), next != utf8.endIndex, utf8[next] == UInt8(ascii: "\n") {
          next = utf8.index(after: next)
        }
        start = next
        index = next
      } else {
        index = utf8.index(after: index)
      }
    }
    if start != utf8.endIndex { lines.append(text[start...]) }
    self.lines = lines
  }

  func line(_ number: Int) -> Substring {
    number >= 1 && number <= lines.count ? lines[number - 1] : ""
  }

  /// Lines `first...last` joined with `\n`, without blank lines at either end.
  func slice(_ first: Int, _ last: Int) -> String {
    var low = max(first, 1)
    var high = min(last, lines.count)
    while low <= high, isBlank(line(low)) { low += 1 }
    while high >= low, isBlank(line(high)) { high -= 1 }
    guard low <= high else { return "" }
    return lines[(low - 1)...(high - 1)].joined(separator: "\n")
  }

  func location(_ line: Int, _ column: Int = 1) -> SourceLocation {
    SourceLocation(path: path, line: line, column: column)
  }

  func isBlank(_ line: Substring) -> Bool {
    line.utf8.allSatisfy { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }
  }
}

extension SourceText {
  /// The text from line `line` to the end, for the Markdown parser.
  func body(from line: Int) -> Substring {
    guard line > 1 else { return text[...] }
    guard line <= lines.count else { return "" }
    return text[lines[line - 1].startIndex...]
  }
}
