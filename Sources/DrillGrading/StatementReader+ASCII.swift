extension StatementReader {
  /// `pieces(of:asides:)` on the bytes of a plain ASCII text (most answers and points): the
  /// same reading, one byte for each character, without breaking the text into grapheme
  /// clusters. Nil for any other text (a byte of 0x80 or more, or a carriage return, which
  /// makes one character with the line feed after it): that is read character by character.
  static func asciiPieces(of text: String, asides allowsAsides: Bool) -> [Piece]? {
    let bytes = Array(text.utf8)
    guard !bytes.contains(where: { $0 >= 0x80 || $0 == 0x0D }) else { return nil }
    let utf8 = text.utf8
    func at(_ offset: Int) -> String.Index { utf8.index(utf8.startIndex, offsetBy: offset) }
    var pieces: [Piece] = []
    var tokens: [Token] = []
    var inCode = false
    var outer: [Token]?
    var asides: [Piece] = []
    func endSentence() {
      if outer != nil {
        if !tokens.isEmpty { asides.append(.sentence(tokens)) }
        tokens = []
        return
      }
      if !tokens.isEmpty { pieces.append(.sentence(tokens)) }
      tokens = []
      pieces += asides
      asides = []
    }
    func isWordByte(_ byte: UInt8) -> Bool {
      (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x30 && byte <= 0x39)
        || byte == 0x5F
    }
    func isLetter(_ byte: UInt8) -> Bool { (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x41 && byte <= 0x5A) }
    func isWhitespace(_ byte: UInt8) -> Bool { (byte >= 0x09 && byte <= 0x0D) || byte == 0x20 }
    func isOperator(_ byte: UInt8) -> Bool {
      switch byte {
      case UInt8(ascii: "="), UInt8(ascii: "!"), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "?"),
        UInt8(ascii: "&"), UInt8(ascii: "|"), UInt8(ascii: "+"), UInt8(ascii: "-"), UInt8(ascii: "*"),
        UInt8(ascii: "/"), UInt8(ascii: "%"), UInt8(ascii: "."):
        true
      default: false
      }
    }
    let count = bytes.count
    // `.`, `?` or `!` outside code before a space or the end (not the second dot of `..`).
    func endsSentence(_ byte: UInt8, at index: Int) -> Bool {
      guard byte == UInt8(ascii: ".") || byte == UInt8(ascii: "?") || byte == UInt8(ascii: "!") else {
        return false
      }
      return !inCode && (index + 1 == count || isWhitespace(bytes[index + 1]))
        && !(byte == UInt8(ascii: ".") && index > 0 && bytes[index - 1] == UInt8(ascii: "."))
    }
    var index = 0
    while index < count {
      let byte = bytes[index]
      let next = index + 1
      if isWordByte(byte) {
        var end = next
        while end < count {
          let letter = bytes[end]
          if isWordByte(letter) {
            end += 1
          } else if letter == UInt8(ascii: "'"), end + 1 < count, isLetter(bytes[end + 1]) {
            end += 1
          } else {
            break
          }
        }
        let range = at(index)..<at(end)
        // Most words are plain lowercase: one token, as `wordTokens` reads them.
        if bytes[index..<end].allSatisfy({
          ($0 >= 0x61 && $0 <= 0x7A) || ($0 >= 0x30 && $0 <= 0x39) || $0 == 0x5F
        }) {
          tokens.append(
            Token(
              kind: .word, text: String(decoding: bytes[index..<end], as: UTF8.self), range: range,
              inCode: inCode))
          index = end
          continue
        }
        for var token in wordTokens(text[range], range: range) {
          token.inCode = inCode
          tokens.append(token)
        }
        index = end
        continue
      }
      switch byte {
      case UInt8(ascii: "`"):
        inCode.toggle()
      case UInt8(ascii: "(") where allowsAsides && !inCode && outer == nil:
        outer = tokens
        tokens = []
      case UInt8(ascii: ")") where allowsAsides && !inCode && outer != nil:
        let saved = outer ?? []
        endSentence()
        tokens = saved
        outer = nil
      case UInt8(ascii: "\n"), UInt8(ascii: ";"):
        endSentence()
      case UInt8(ascii: ","):
        tokens.append(Token(kind: .comma, text: ",", range: at(index)..<at(next)))
      case UInt8(ascii: ":") where !inCode:
        tokens.append(Token(kind: .comma, text: ",", range: at(index)..<at(next)))
      case _ where endsSentence(byte, at: index):
        endSentence()
      default:
        guard isOperator(byte) else { break }
        var end = next
        while end < count, isOperator(bytes[end]) { end += 1 }
        // A hyphen inside a word (`non-optional`) only separates.
        var start = index
        while start < end {
          let taken = [3, 2, 1].first { length in
            start + length <= end
              && operators.contains(String(decoding: bytes[start..<(start + length)], as: UTF8.self))
          }
          if let taken {
            tokens.append(
              Token(
                kind: .symbol, text: String(decoding: bytes[start..<(start + taken)], as: UTF8.self),
                range: at(start)..<at(start + taken)))
            start += taken
          } else {
            start += 1
          }
        }
        index = end
        continue
      }
      index = next
    }
    if let saved = outer {
      // An unclosed parenthesis: its words belong to the sentence.
      tokens = saved + tokens
      outer = nil
    }
    endSentence()
    return pieces
  }
}
