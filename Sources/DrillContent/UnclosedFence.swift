import DrillMarkdown

/// A fenced code block whose closing fence is missing: Markdown runs it on to the next line that
/// can close it, or to the end of the file, and the sections it swallows are read as its code.
/// The errors that follow (a missing `### Answer`, a heading that "reads like a section title")
/// pointed far from the mistake (session 49's tryout). Found among the top-level blocks: a
/// block that swallowed a `##` or `###` heading and either runs to the end of the file or is a
/// ```swift block (no Swift line starts with `##`).
struct UnclosedFence {
  /// The line of the opening fence.
  var line: Int
  var column: Int
  /// The opening fence as written (```` ```swift ````).
  var opener: String
  /// The first swallowed line that reads like a heading (`##` or `###`).
  var swallowedLine: Int
  /// Whether the block runs to the end of the file.
  var toTheEnd: Bool

  init?(_ blocks: [MarkdownBlock], in source: SourceText) {
    for (index, block) in blocks.enumerated() {
      guard case .codeBlock(let info, _, true) = block.kind else { continue }
      let isLast = index == blocks.count - 1
      let isSwift = info.lowercased().hasPrefix("swift")
      guard isSwift || isLast else { continue }
      guard let (mark, length) = Self.fence(source, line: block.line) else { continue }
      var swallowed: Int?
      var closed = false
      var number = block.line + 1
      while number <= (isLast ? source.lineCount : block.endLine) {
        // Most lines of code can neither close the block nor read like a heading.
        guard Self.mayMatter(source, line: number, mark: mark) else {
          number += 1
          continue
        }
        let start = Self.start(source, line: number, mark: mark)
        if start.indent <= 3, start.run >= length, start.restIsBlank {
          closed = true
          break
        }
        if swallowed == nil, start.indent <= 3, start.isHeading { swallowed = number }
        number += 1
      }
      guard let swallowed, isSwift || !closed else { continue }
      let text = source.line(block.line)
      let opener = text.drop { $0 == " " }
      self.line = block.line
      self.column = text.count - opener.count + 1
      self.opener = String(opener.trimmingBlanks())
      self.swallowedLine = swallowed
      self.toTheEnd = !closed
      return
    }
    return nil
  }

  /// The mark (`` ` `` or `~`) and length of the fence opening on line `number`; nil when the
  /// line, after its spaces, starts with neither.
  private static func fence(_ source: SourceText, line number: Int) -> (mark: UInt8, length: Int)? {
    if source.isASCII(number) {
      // Each byte one `Character`: the `Character` test below, on the bytes.
      let range = source.lineRange(number)
      var index = range.lowerBound
      while index < range.upperBound, source.bytes[index] == UInt8(ascii: " ") { index += 1 }
      guard index < range.upperBound else { return nil }
      let mark = source.bytes[index]
      guard mark == UInt8(ascii: "`") || mark == UInt8(ascii: "~") else { return nil }
      let run = source.bytes[index..<range.upperBound].prefix { $0 == mark }.count
      return (mark, run)
    }
    let opener = source.line(number).drop { $0 == " " }
    guard let mark = opener.first, mark == "`" || mark == "~" else { return nil }
    return (mark == "`" ? UInt8(ascii: "`") : UInt8(ascii: "~"), opener.prefix { $0 == mark }.count)
  }

  /// How line `number` starts: its leading spaces, the run of `mark` after them, whether only
  /// spaces, tabs and `\r` follow that run, and whether it reads like a heading (`isHeading`
  /// after the spaces), all counted in `Character`s.
  private static func start(
    _ source: SourceText, line number: Int, mark: UInt8
  ) -> (indent: Int, run: Int, restIsBlank: Bool, isHeading: Bool) {
    func isBlank(_ byte: UInt8) -> Bool {
      byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\r")
    }
    if source.isASCII(number) {
      // Each byte one `Character` (a line holds no `\n`, so no `\r\n` either).
      let range = source.lineRange(number)
      let bytes = source.bytes
      var index = range.lowerBound
      while index < range.upperBound, bytes[index] == UInt8(ascii: " ") { index += 1 }
      let indent = index - range.lowerBound
      let trimmed = index
      while index < range.upperBound, bytes[index] == mark { index += 1 }
      let run = index - trimmed
      let restIsBlank = bytes[index..<range.upperBound].allSatisfy(isBlank)
      let hashes = bytes[trimmed..<range.upperBound].prefix { $0 == UInt8(ascii: "#") }.count
      let after = trimmed + hashes
      let isHeading =
        (hashes == 2 || hashes == 3)
        && (after == range.upperBound || bytes[after] == UInt8(ascii: " ")
          || bytes[after] == UInt8(ascii: "\t"))
      return (indent, run, restIsBlank, isHeading)
    }
    let line = source.line(number)
    let trimmed = line.drop { $0 == " " }
    let character = Character(Unicode.Scalar(mark))
    let run = trimmed.prefix { $0 == character }.count
    // The spaces dropped, counted without counting the line (`line.count` read every
    // `Character` of every line of code: 6.8 % of `check` on a bank of Unicode text).
    let indent = line.distance(from: line.startIndex, to: trimmed.startIndex)
    let restIsBlank = trimmed.dropFirst(run).allSatisfy { $0 == " " || $0 == "\t" || $0 == "\r" }
    return (indent, run, restIsBlank, isHeading(trimmed))
  }

  /// Whether line `number` can close a fence of `mark` or read like a heading: false when the
  /// first byte after its leading spaces is neither `mark` nor `#` (or there is none). Such a
  /// line starts, after its spaces, with a `Character` that is neither (a space merged with a
  /// combining mark after it is not a space, and no more a mark or `#`), so its run of marks
  /// is empty and it is no heading: the `Character` test reads it alike.
  private static func mayMatter(_ source: SourceText, line number: Int, mark: UInt8) -> Bool {
    let range = source.lineRange(number)
    var index = range.lowerBound
    while index < range.upperBound, source.bytes[index] == UInt8(ascii: " ") { index += 1 }
    guard index < range.upperBound else { return false }
    let byte = source.bytes[index]
    return byte == mark || byte == UInt8(ascii: "#")
  }

  /// `## ` or `### ` (a question's or a section's heading), or the marks alone.
  private static func isHeading(_ line: Substring) -> Bool {
    let marks = line.prefix { $0 == "#" }.count
    guard marks == 2 || marks == 3 else { return false }
    let rest = line.dropFirst(marks)
    return rest.isEmpty || rest.first == " " || rest.first == "\t"
  }

  /// The error, at the opening fence.
  func diagnostic(in source: SourceText) -> Diagnostic {
    let fence = String(opener.prefix { $0 == opener.first })
    let heading = "line \(swallowedLine) (`\(source.line(swallowedLine).trimmingBlanks())`)"
    let extent =
      toTheEnd
      ? "is never closed: everything after it, from \(heading) on, is read as its code"
      : "is not closed before \(heading), which is read as its code"
    return .error(
      "the \(opener) block opened at line \(line) \(extent); close it with a line \(fence)",
      at: source.location(line, column))
  }
}
