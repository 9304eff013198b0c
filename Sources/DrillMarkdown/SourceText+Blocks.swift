extension SourceText {
  /// A heading's text as written: ATX markers and closing `#`s removed, a
  /// setext heading's lines joined.
  package func headingText(_ heading: MarkdownBlock) -> String {
    if let range = atxContent(heading.line) { return string(range) }
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
    let last = max(heading.line, headingEnd(line: heading.line, endLine: heading.endLine) - 1)
    return (heading.line...last).map { line($0).trimmingBlanks() }.joined(separator: " ")
  }

  /// The bytes `headingText(heading)` is made of when they are all ASCII (an ATX heading's
  /// text read on bytes, see `atxContent`); nil otherwise.
  package func asciiHeadingText(_ heading: MarkdownBlock) -> ArraySlice<UInt8>? {
    asciiHeadingText(line: heading.line)
  }

  /// `asciiHeadingText` of the ATX heading on line `number`.
  package func asciiHeadingText(line number: Int) -> ArraySlice<UInt8>? {
    guard let range = atxContent(number) else { return nil }
    let text = bytes[range]
    guard isASCII(number) || text.allSatisfy({ $0 < 0x80 }) else { return nil }
    return text
  }

  /// The range of the text of the ATX heading on line `number` when it is written plainly: its
  /// spaces, `#`s, blanks, then ASCII text that does not end with a `#`, then blanks. Then it is
  /// what `asciiHeadingText` gives, found without its steps (no closing sequence to look for,
  /// no line to test); nil for any other line, which `asciiHeadingText` reads.
  package func plainHeadingText(line number: Int) -> Range<Int>? {
    let range = lineRange(number)
    guard let marks = afterHashes(range) else { return nil }
    let text = trimmedBlanks(marks..<range.upperBound)
    guard text.lowerBound > marks, let last = text.last, bytes[last] != UInt8(ascii: "#") else { return nil }
    for index in text where bytes[index] >= 0x80 { return nil }
    return text
  }

  /// Where the `#`s that open an ATX heading on the line `range` end: after its leading spaces,
  /// one `#` or more; nil when the line does not open so.
  private func afterHashes(_ range: Range<Int>) -> Int? {
    var low = range.lowerBound
    while low < range.upperBound, bytes[low] == UInt8(ascii: " ") { low += 1 }
    guard low < range.upperBound, bytes[low] == UInt8(ascii: "#") else { return nil }
    while low < range.upperBound, bytes[low] == UInt8(ascii: "#") { low += 1 }
    return low
  }

  /// The bytes of an ATX heading's text on line `number`: the same steps as
  /// `headingText` on characters. Nil when the line is not an ATX heading, or when
  /// characters could decide otherwise, which only a non-ASCII scalar right after the
  /// `#`s (a combining mark makes `#́` one character, not a `#`) or a closing sequence
  /// on a non-ASCII line can: every delimiter is ASCII, and UTF-8 never hides an ASCII
  /// byte inside a longer scalar.
  private func atxContent(_ number: Int) -> Range<Int>? {
    let range = lineRange(number)
    guard let low = afterHashes(range) else { return nil }
    if low < range.upperBound, bytes[low] >= 0x80 { return nil }
    var text = trimmedBlanks(low..<range.upperBound)
    // An optional closing sequence: spaces, then only `#`s.
    guard let last = text.last, bytes[last] == UInt8(ascii: "#") else { return text }
    guard isASCII(number) else { return nil }
    guard let lastNonHash = text.lastIndex(where: { bytes[$0] != UInt8(ascii: "#") }) else {
      return text.lowerBound..<text.lowerBound
    }
    if Self.isBlank(bytes[lastNonHash]) { text = trimmedBlanks(text.lowerBound..<(lastNonHash + 1)) }
    return text
  }

  /// `range` without spaces and tabs at either end.
  package func trimmedBlanks(_ range: Range<Int>) -> Range<Int> {
    var low = range.lowerBound
    var high = range.upperBound
    while low < high, Self.isBlank(bytes[low]) { low += 1 }
    while high > low, Self.isBlank(bytes[high - 1]) { high -= 1 }
    return low..<high
  }

  /// The last line of the heading on line `number` whose end line cmark-gfm gives as
  /// `endLine`: its own line (ATX), or its underline (setext). cmark-gfm's end line for a
  /// setext heading can reach into the next block.
  func headingEnd(line number: Int, endLine: Int) -> Int {
    let range = lineRange(number)
    let first = bytes[range].firstIndex { $0 != UInt8(ascii: " ") }
    // A `#` followed by an ASCII byte (or nothing) is a `#` character too; only a
    // non-ASCII scalar after it could join it into another character.
    if let first, bytes[first] == UInt8(ascii: "#"), first + 1 == range.upperBound || bytes[first + 1] < 0x80
    {
      return number
    }
    if !isASCII(number) {
      guard !line(number).drop(while: { $0 == " " }).hasPrefix("#") else { return number }
    }
    for next in (number + 1)...max(number + 1, endLine) {
      let text = line(next).trimmingBlanks()
      if let first = text.first, first == "=" || first == "-", text.allSatisfy({ $0 == first }) {
        return next
      }
    }
    return number
  }

  /// The Markdown of a list item: its first line after the marker (and a task
  /// item's checkbox), continuation lines without the item's indentation.
  package func itemText(_ item: MarkdownBlock) -> String {
    guard let first = item.children.first else { return "" }
    let indent = max(0, first.column - 1)
    let lines = first.line...max(first.line, item.endLine)
    if let text = byteItemText(lines, indent: indent) { return text }
    var parts: [Substring] = []
    for number in lines {
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

  /// `itemText` read on bytes (issue 29 (a), session 32: the lines of a non-ASCII item were
  /// copied, joined and copied again, 30 M of a `check` of 10,000 Unicode questions). Nil when a
  /// continuation line's last dropped space is followed by a non-ASCII scalar, which may make one
  /// `Character` of it (a space and a combining accent) that the reading on characters keeps.
  private func byteItemText(_ lines: ClosedRange<Int>, indent: Int) -> String? {
    // Line `number` without the item's indentation: the first line loses `indent` bytes
    // (stepping back to a scalar's first byte, as `droppingBytes` does), the others up to
    // `indent` spaces. `joins`: a kept non-ASCII scalar follows a dropped space (a blank line
    // never sets it, so the lines read below are all it needs to see).
    var joins = false
    func content(_ number: Int) -> Range<Int> {
      let range = lineRange(number)
      if number == lines.lowerBound {
        var low = min(range.lowerBound + indent, range.upperBound)
        while low > range.lowerBound, low < range.upperBound, bytes[low] & 0xC0 == 0x80 { low -= 1 }
        return low..<range.upperBound
      }
      var low = range.lowerBound
      while low < range.upperBound, low - range.lowerBound < indent, bytes[low] == UInt8(ascii: " ") {
        low += 1
      }
      if low > range.lowerBound, low < range.upperBound, bytes[low] >= 0x80 { joins = true }
      return low..<range.upperBound
    }
    // Blank lines at the end are dropped, then the blanks that end the last line.
    var lastLine = lines.upperBound
    while lastLine >= lines.lowerBound, bytes[content(lastLine)].allSatisfy(Self.isBlank) { lastLine -= 1 }
    guard lastLine >= lines.lowerBound else { return "" }
    let last = content(lastLine)
    var end = last.upperBound
    while end > last.lowerBound, Self.isBlank(bytes[end - 1]) { end -= 1 }
    if lastLine == lines.lowerBound { return joins ? nil : string(last.lowerBound..<end) }
    var joined: [UInt8] = []
    joined.reserveCapacity(end - lineRange(lines.lowerBound).lowerBound)
    for number in lines.lowerBound..<lastLine {
      joined += bytes[content(number)]
      joined.append(UInt8(ascii: "\n"))
    }
    joined += bytes[last.lowerBound..<end]
    return joins ? nil : String(decoding: joined, as: UTF8.self)
  }
}

extension Substring {
  /// Without its first `count` bytes (cmark's columns count bytes); a count that
  /// falls inside a character keeps that whole character.
  package func droppingBytes(_ count: Int) -> Substring {
    var index = utf8.index(startIndex, offsetBy: count, limitedBy: endIndex) ?? endIndex
    // Step back over UTF-8 continuation bytes (10xxxxxx) to a scalar's first byte.
    while index > startIndex, index < endIndex, utf8[index] & 0xC0 == 0x80 {
      index = utf8.index(before: index)
    }
    return self[index...]
  }

  /// Without spaces and tabs at either end.
  package func trimmingBlanks() -> Substring {
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
  package func trimmingBlanks() -> Substring { self[...].trimmingBlanks() }
}
