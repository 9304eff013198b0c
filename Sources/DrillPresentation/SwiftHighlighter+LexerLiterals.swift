extension SwiftHighlighter.Lexer {
  /// Numbers: decimal with `_`, fractions and exponents; `0x` (with `p`
  /// exponents), `0o`, `0b`. A `.` counts only when a digit follows (`1..<5`).
  mutating func lexNumber() {
    let start = position
    if peek() == "0", let radix = peek(1), "xob".contains(radix) {
      position += 2
      while let next = peek(), next.isHexDigit || next == "_" { position += 1 }
      if radix == "x" { lexFraction(exponent: "p", digits: { $0.isHexDigit }) }
    } else {
      while let next = peek(), next.isNumber || next == "_" { position += 1 }
      lexFraction(exponent: "e", digits: { $0.isNumber })
    }
    emit(.number, from: start)
  }

  private mutating func lexFraction(exponent: Character, digits: (Character) -> Bool) {
    if peek() == ".", let next = peek(1), digits(next), next.isASCII {
      position += 1
      while let next = peek(), digits(next) || next == "_" { position += 1 }
    }
    if let marker = peek(), marker.lowercased() == String(exponent) {
      var offset = 1
      if let sign = peek(1), sign == "+" || sign == "-" { offset = 2 }
      if let digit = peek(offset), digit.isNumber {
        position += offset
        while let next = peek(), next.isNumber || next == "_" { position += 1 }
      }
    }
  }

  /// A string literal opening at `position` (after `hashes` `#`), single or
  /// triple quoted, with interpolations lexed as code.
  mutating func lexString(hashes: Int) {
    var start = position
    position += hashes
    let multiline = peek(1) == "\"" && peek(2) == "\""
    position += multiline ? 3 : 1
    let closing = String(repeating: "\"", count: multiline ? 3 : 1) + String(repeating: "#", count: hashes)
    let escape = "\\" + String(repeating: "#", count: hashes)

    while let next = peek() {
      if !multiline && next.isNewline { break }
      if matches(closing) {
        position += closing.count
        break
      }
      if matches(escape) {
        let afterEscape = position + escape.count
        if afterEscape < characters.count, characters[afterEscape] == "(" {
          emit(.string, from: start)
          let interpolationStart = position
          position = afterEscape + 1
          emit(.interpolation, from: interpolationStart)
          lexCode(untilParenDepthZero: true)
          let closeStart = position
          if peek() == ")" { position += 1 }
          emit(.interpolation, from: closeStart)
          start = position
          continue
        }
        position = min(characters.count, afterEscape + 1)
        continue
      }
      position += 1
    }
    emit(.string, from: start)
  }

  private func matches(_ text: String) -> Bool {
    var offset = 0
    for character in text {
      guard peek(offset) == character else { return false }
      offset += 1
    }
    return true
  }
}
