extension StatementReader {
  /// `pieces(of:asides:)` on the Unicode scalars of a text whose every character is one
  /// scalar (plain ASCII first, most answers and points, then accented, Greek or Cyrillic
  /// words): the same reading, one scalar for each character, without breaking the text into
  /// grapheme clusters at every step. A one-scalar character's `isLetter`, `isNumber` and
  /// `isWhitespace` are its scalar's properties. Nil for any other text (a character of
  /// several scalars, such as a carriage return and line feed or a letter and a combining
  /// accent, or a scalar that equals ASCII punctuation as a character, such as the Greek
  /// question mark for `;`): that is read character by character.
  static func scalarPieces(of text: String, asides allowsAsides: Bool) -> [Piece]? {
    let scalars: [Unicode.Scalar]
    let at: (Int) -> String.Index
    if text.utf8.allSatisfy({ $0 < 0x80 && $0 != 0x0D }) {
      scalars = text.utf8.map { Unicode.Scalar($0) }
      let utf8 = text.utf8
      at = { utf8.index(utf8.startIndex, offsetBy: $0) }
    } else {
      scalars = Array(text.unicodeScalars)
      guard scalars.allSatisfy(Self.standsAlone) || text.count == scalars.count,
        !scalars.contains(where: Self.equalsASCIIPunctuation)
      else {
        return nil
      }
      let indices = Array(text.unicodeScalars.indices) + [text.endIndex]
      at = { indices[$0] }
    }
    var pieces: [Piece] = []
    var tokens: [Token] = []
    tokens.reserveCapacity(32)
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
      // The next sentence starts with room for as many tokens as this one had (no growing).
      tokens.removeAll(keepingCapacity: true)
      pieces += asides
      asides = []
    }
    // As `Character.isLetter || isNumber` (`characterPieces`' word characters), ASCII first.
    func isWordByte(_ scalar: Unicode.Scalar) -> Bool {
      let byte = scalar.value
      guard byte >= 0x80 else {
        return (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x41 && byte <= 0x5A)
          || (byte >= 0x30 && byte <= 0x39)
          || byte == 0x5F
      }
      return scalar.properties.isAlphabetic || scalar.properties.numericType != nil
    }
    func isLetter(_ scalar: Unicode.Scalar) -> Bool {
      let byte = scalar.value
      guard byte >= 0x80 else { return (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x41 && byte <= 0x5A) }
      return scalar.properties.isAlphabetic
    }
    func isWhitespace(_ scalar: Unicode.Scalar) -> Bool {
      let byte = scalar.value
      guard byte >= 0x80 else { return (byte >= 0x09 && byte <= 0x0D) || byte == 0x20 }
      return scalar.properties.isWhitespace
    }
    func isOperator(_ scalar: Unicode.Scalar) -> Bool {
      guard scalar.isASCII else { return false }
      return switch UInt8(scalar.value) {
      case UInt8(ascii: "="), UInt8(ascii: "!"), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "?"),
        UInt8(ascii: "&"), UInt8(ascii: "|"), UInt8(ascii: "+"), UInt8(ascii: "-"), UInt8(ascii: "*"),
        UInt8(ascii: "/"), UInt8(ascii: "%"), UInt8(ascii: "."):
        true
      default: false
      }
    }
    let bytes = scalars
    let count = bytes.count
    func string(_ slice: ArraySlice<Unicode.Scalar>) -> String {
      var string = ""
      string.unicodeScalars.append(contentsOf: slice)
      return string
    }
    // `.`, `?` or `!` outside code before a space or the end (not the second dot of `..`).
    func endsSentence(_ byte: Unicode.Scalar, at index: Int) -> Bool {
      guard byte == "." || byte == "?" || byte == "!" else { return false }
      return !inCode && (index + 1 == count || isWhitespace(bytes[index + 1]))
        && !(byte == "." && index > 0 && bytes[index - 1] == ".")
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
          } else if letter == "'" || letter == "\u{2019}", end + 1 < count, isLetter(bytes[end + 1]) {
            end += 1
          } else {
            break
          }
        }
        let range = at(index)..<at(end)
        // Most words are plain lowercase: one token, as `wordTokens` reads them.
        if bytes[index..<end].allSatisfy(Self.isPlainLowercase) {
          tokens.append(Token(kind: .word, text: String(text[range]), range: range, inCode: inCode))
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
      case "`":
        inCode.toggle()
      case "(" where allowsAsides && !inCode && outer == nil:
        outer = tokens
        tokens = []
      case ")" where allowsAsides && !inCode && outer != nil:
        let saved = outer ?? []
        endSentence()
        tokens = saved
        outer = nil
      case "\n", ";":
        endSentence()
      case ",":
        tokens.append(Token(kind: .comma, text: ",", range: at(index)..<at(next)))
      case ":" where !inCode:
        tokens.append(Token(kind: .comma, text: ":", range: at(index)..<at(next)))
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
              && operators.contains(string(bytes[start..<(start + length)]))
          }
          if let taken {
            tokens.append(
              Token(
                kind: .symbol, text: string(bytes[start..<(start + taken)]),
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

extension StatementReader {
  /// A scalar that `wordTokens` keeps as it is when it is a character of its own: ASCII
  /// `a`–`z`, digits and `_`; or a lowercase letter that lowercasing leaves alone and
  /// uppercasing changes (so `Character.isUppercase` is false: no camelCase split), or a
  /// letter or digit without case that neither changes (digits of other scripts). Never an
  /// apostrophe (`l’ordre` is read as `l`).
  static func isPlainLowercase(_ scalar: Unicode.Scalar) -> Bool {
    let value = scalar.value
    guard value >= 0x80 else {
      return (value >= 0x61 && value <= 0x7A) || (value >= 0x30 && value <= 0x39) || value == 0x5F
    }
    let properties = scalar.properties
    guard !properties.changesWhenLowercased, !properties.isUppercase else { return false }
    if properties.isLowercase { return properties.changesWhenUppercased }
    return (properties.isAlphabetic || properties.numericType != nil) && scalar != "\u{2019}"
      && !properties.isCased
      && !properties.changesWhenUppercased && !properties.changesWhenTitlecased
  }

  /// A scalar that is a character of its own whatever scalars of this kind surround it (so a
  /// text of them has as many characters as scalars, without breaking it into grapheme
  /// clusters): Latin to the spacing modifiers (no carriage return), Greek and Cyrillic
  /// letters, and the dashes, quotes and ellipsis of general punctuation. None is a combining
  /// mark, a joiner, a prepended or spacing mark, a Hangul jamo or a regional indicator, the
  /// only scalars a grapheme cluster joins to their neighbours (Unicode's UAX #29); any other
  /// text is counted by character.
  static func standsAlone(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x0D: false
    case 0..<0x0300, 0x0370..<0x0483, 0x048A..<0x0530, 0x2010..<0x2028: true
    default: false
    }
  }

  /// Scalars that equal ASCII punctuation or a letter as characters (canonically equivalent:
  /// the Greek question mark is `;`, the Greek varia a backtick, the Kelvin sign `K`).
  static func equalsASCIIPunctuation(_ scalar: Unicode.Scalar) -> Bool {
    scalar == "\u{037E}" || scalar == "\u{1FEF}" || scalar == "\u{212A}"
  }
}
