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
    // `\r\n` is one Character in Swift, so it is a separator of its own.
    var lines = text.split(omittingEmptySubsequences: false, whereSeparator: Self.isLineBreak)
    if let last = text.last, Self.isLineBreak(last) { lines.removeLast() }
    self.lines = lines
  }

  static func isLineBreak(_ character: Character) -> Bool {
    character == "\n" || character == "\r\n" || character == "\r"
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
    line.allSatisfy { $0 == " " || $0 == "\t" }
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
