/// A content file's text split into lines once, for slicing Markdown source
/// faithfully (sections are kept as written, never re-rendered).
struct SourceText: Sendable {
  let path: String
  let text: String
  /// Lines without their line breaks; `lines[0]` is line 1.
  let lines: [Substring]

  init(_ text: String, path: String) {
    self.text = text
    self.path = path
    self.lines = Self.splitLines(text)
  }

  /// The lines of `text` split at `\n`, `\r\n` and `\r`, scanning UTF-8 bytes
  /// (a line break always ends a Character, so every cut is a Character boundary).
  /// A final line break ends the last line rather than starting an empty one.
  static func splitLines(_ text: String) -> [Substring] {
    var lines: [Substring] = []
    let utf8 = text.utf8
    var start = utf8.startIndex
    var index = start
    while index != utf8.endIndex {
      let byte = utf8[index]
      guard byte == 0x0A || byte == 0x0D else {
        utf8.formIndex(after: &index)
        continue
      }
      lines.append(text[start..<index])
      utf8.formIndex(after: &index)
      if byte == 0x0D, index != utf8.endIndex, utf8[index] == 0x0A { utf8.formIndex(after: &index) }
      start = index
    }
    if start != utf8.endIndex || lines.isEmpty { lines.append(text[start..<utf8.endIndex]) }
    return lines
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
    line.utf8.allSatisfy { $0 == 0x20 || $0 == 0x09 }
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
