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
        parts.append(Substring(text.utf8.dropFirst(indent)))
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
    return parts.joined(separator: "\n").trimmingTrailingBlanks()
  }
}

extension StringProtocol where SubSequence == Substring {
  /// Without spaces and tabs at either end.
  /// (Spaces and tabs are single bytes, so the cuts are found in the UTF-8 view.)
  func trimmingBlanks() -> Substring {
    let slice = self[...]
    let utf8 = slice.utf8
    guard let first = utf8.firstIndex(where: { $0 != 0x20 && $0 != 0x09 }),
      let last = utf8.lastIndex(where: { $0 != 0x20 && $0 != 0x09 })
    else { return slice[slice.endIndex...] }
    return slice[first..<utf8.index(after: last)]
  }

  /// Without spaces and tabs at the end.
  func trimmingTrailingBlanks() -> String {
    let slice = self[...]
    let utf8 = slice.utf8
    let end = utf8.lastIndex { $0 != 0x20 && $0 != 0x09 }.map { utf8.index(after: $0) } ?? slice.startIndex
    return String(slice[..<end])
  }
}
