extension SourceText {
  /// A heading's text as written: ATX markers and closing `#`s removed, a
  /// setext heading's lines joined.
  func headingText(_ heading: MarkdownBlock) -> String {
    let first = line(heading.line)
    let trimmedStart = first.drop { $0 == " " }
    if trimmedStart.hasPrefix("#") {
      var text = trimmedStart.drop { $0 == "#" }.trimmingBlanks()
      // An optional closing sequence: spaces, then only `#`s.
      if let lastNonHash = text.lastIndex(where: { $0 != "#" }), text.last == "#",
        text[lastNonHash] == " " || text[lastNonHash] == "\t"
      {
        text = text[...lastNonHash].trimmingBlanks()
      } else if text.allSatisfy({ $0 == "#" }) {
        text = ""
      }
      return String(text)
    }
    // Setext: every line but the underline.
    let last = max(heading.line, headingEnd(heading) - 1)
    return (heading.line...last).map { line($0).trimmingBlanks() }.joined(separator: " ")
  }

  /// The last line of a heading: its own line (ATX), or its underline (setext).
  /// cmark-gfm's end line for a setext heading can reach into the next block.
  func headingEnd(_ heading: MarkdownBlock) -> Int {
    guard !line(heading.line).drop(while: { $0 == " " }).hasPrefix("#") else { return heading.line }
    for number in (heading.line + 1)...max(heading.line + 1, heading.endLine) {
      let text = line(number).trimmingBlanks()
      if let first = text.first, first == "=" || first == "-", text.allSatisfy({ $0 == first }) {
        return number
      }
    }
    return heading.line
  }

  /// The Markdown of a list item: its first line after the marker (and a task
  /// item's checkbox), continuation lines without the item's indentation.
  func itemText(_ item: MarkdownBlock) -> String {
    guard let first = item.children.first else { return "" }
    let indent = first.column - 1
    var parts: [Substring] = []
    for number in first.line...max(first.line, item.endLine) {
      let text = line(number)
      if number == first.line {
        parts.append(text.droppingBytes(indent))
      } else {
        var dropped = 0
        let rest = text.drop { character in
          guard dropped < indent, character == " " else { return false }
          dropped += 1
          return true
        }
        parts.append(rest)
      }
    }
    while let last = parts.last, isBlank(last) { parts.removeLast() }
    return parts.joined(separator: "\n")[...].trimmingTrailingBlanks()
  }
}

extension Substring {
  /// Without its first `count` bytes (cmark's columns count bytes); a count that
  /// falls inside a character keeps that whole character.
  func droppingBytes(_ count: Int) -> Substring {
    var index = utf8.index(startIndex, offsetBy: count, limitedBy: endIndex) ?? endIndex
    // Step back over UTF-8 continuation bytes (10xxxxxx) to a scalar's first byte.
    while index > startIndex, index < endIndex, utf8[index] & 0xC0 == 0x80 {
      index = utf8.index(before: index)
    }
    return self[index...]
  }

  /// Without spaces and tabs at either end.
  func trimmingBlanks() -> Substring {
    let isBlank = { (byte: UInt8) in byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") }
    guard let first = utf8.firstIndex(where: { !isBlank($0) }),
      let last = utf8.lastIndex(where: { !isBlank($0) })
    else { return self[endIndex...] }
    return self[first...last]
  }

  /// Without spaces and tabs at the end.
  func trimmingTrailingBlanks() -> String {
    guard let last = utf8.lastIndex(where: { $0 != UInt8(ascii: " ") && $0 != UInt8(ascii: "\t") }) else {
      return ""
    }
    return String(self[...last])
  }
}

extension String {
  /// Without spaces and tabs at either end.
  func trimmingBlanks() -> Substring { self[...].trimmingBlanks() }
}
