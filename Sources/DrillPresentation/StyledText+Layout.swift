/// Measuring, cutting and padding styled text for terminal layout.
extension StyledText {
  /// Columns the text occupies (see `Character.displayWidth`); meaningful for a single line.
  public var displayWidth: Int {
    spans.reduce(0) { $0 + $1.text.displayWidth }
  }

  /// True when there is no visible text at all.
  public var isEmpty: Bool {
    spans.allSatisfy(\.text.isEmpty)
  }

  /// The text split at newlines, styles kept; `"a\nb"` gives two lines, `""` one empty line.
  public var lines: [StyledText] {
    var result: [StyledText] = [StyledText()]
    for span in spans {
      let parts = span.text.split(separator: "\n", omittingEmptySubsequences: false)
      for (index, part) in parts.enumerated() {
        if index > 0 { result.append(StyledText()) }
        if !part.isEmpty {
          var piece = span
          piece.text = String(part)
          result[result.count - 1].spans.append(piece)
        }
      }
    }
    return result
  }

  /// Lines joined with newlines (no trailing newline).
  public init(lines: [StyledText]) {
    var joined = StyledText()
    for (index, line) in lines.enumerated() {
      if index > 0 { joined.append("\n") }
      joined.append(line)
    }
    self = joined
  }

  /// Adjacent spans with the same style merged and empty spans dropped, so
  /// coloured output carries as few escapes as possible.
  public func coalesced() -> StyledText {
    var result: [Segment] = []
    for span in spans where !span.text.isEmpty {
      if let last = result.last, last.style == span.style, last.isControl == span.isControl,
        last.isWhole == span.isWhole
      {
        result[result.count - 1].text += span.text
      } else {
        result.append(span)
      }
    }
    return StyledText(result)
  }

  /// Every span passed through `TerminalSanitizer.strip`.
  public func sanitized() -> StyledText {
    StyledText(
      spans.map { span in
        var clean = span
        clean.text = TerminalSanitizer.strip(span.text)
        clean.isControl = false
        return clean
      })
  }

  /// The longest prefix that fits in `width` columns, ending in `…` when text was cut.
  public func truncated(toWidth width: Int) -> StyledText {
    guard width > 0 else { return StyledText() }
    if displayWidth <= width { return self }
    var result = StyledText()
    var used = 0
    var lastStyle = TextStyle.plain
    outer: for span in spans {
      var kept = ""
      for character in span.text {
        let columns = character.displayWidth
        if used + columns > width - 1 {
          if !kept.isEmpty { result.append(kept, style: span.style) }
          lastStyle = span.style
          break outer
        }
        kept.append(character)
        used += columns
      }
      result.append(kept, style: span.style)
      lastStyle = span.style
    }
    result.append("…", style: lastStyle)
    return result
  }

  /// The text padded with spaces to `width` columns (never cut).
  public func padded(toWidth width: Int, alignment: TextAlignment = .left) -> StyledText {
    let missing = max(0, width - displayWidth)
    guard missing > 0 else { return self }
    switch alignment {
    case .left:
      return self + StyledText(String(repeating: " ", count: missing))
    case .right:
      return StyledText(String(repeating: " ", count: missing)) + self
    case .center:
      let left = missing / 2
      return StyledText(String(repeating: " ", count: left)) + self
        + StyledText(String(repeating: " ", count: missing - left))
    }
  }

  /// The text with trailing spaces removed from its last span(s).
  package func trimmingTrailingSpaces() -> StyledText {
    var copy = spans
    while let last = copy.last {
      // Up to the last character that is not a space (reversing the text twice made
      // generic collection types at run time: a million instructions on a first prompt).
      let trimmed = last.text.lastIndex { $0 != " " }.map { String(last.text[...$0]) } ?? ""
      if trimmed.isEmpty {
        copy.removeLast()
      } else {
        copy[copy.count - 1].text = trimmed
        break
      }
    }
    return StyledText(copy)
  }
}

/// Horizontal placement of text in a column.
public enum TextAlignment: Sendable, Hashable {
  case left, center, right
}
