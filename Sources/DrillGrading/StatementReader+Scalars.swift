extension StatementReader {
  /// `pieces(of:asides:)` of a text whose every character is one Unicode scalar: plain ASCII
  /// (most answers and points) read on its bytes, then accented, Greek or Cyrillic words on
  /// their scalars, without breaking the text into grapheme clusters at every step. Nil for any
  /// other text (a character of several scalars, such as a carriage return and line feed or a
  /// letter and a combining accent, or a scalar that equals ASCII punctuation as a character,
  /// such as the Greek question mark for `;`): that is read character by character.
  static func scalarPieces(of text: String, asides allowsAsides: Bool) -> [Piece]? {
    let bytes = Array(text.utf8)
    if bytes.allSatisfy({ $0 < 0x80 && $0 != 0x0D }) {
      let utf8 = text.utf8
      return unitPieces(bytes, of: text, asides: allowsAsides) {
        utf8.index(utf8.startIndex, offsetBy: $0)
      }
    }
    // The scalars, their indices and whether each stands alone, in one pass (session 19).
    var scalars: [Unicode.Scalar] = []
    var indices: [String.Index] = []
    scalars.reserveCapacity(bytes.count)
    indices.reserveCapacity(bytes.count + 1)
    var alone = true
    let view = text.unicodeScalars
    var index = view.startIndex
    while index < view.endIndex {
      let scalar = view[index]
      scalars.append(scalar)
      indices.append(index)
      alone = alone && Self.standsAlone(scalar)
      index = view.index(after: index)
    }
    indices.append(text.endIndex)
    guard alone || text.count == scalars.count, !scalars.contains(where: Self.equalsASCIIPunctuation) else {
      return nil
    }
    return unitPieces(scalars, of: text, asides: allowsAsides) { indices[$0] }
  }

  /// `pieces(of:asides:)` character by character: any text.
  static func characterPieces(of text: String, asides allowsAsides: Bool) -> [Piece] {
    let indices = Array(text.indices) + [text.endIndex]
    return unitPieces(Array(text), of: text, asides: allowsAsides) { indices[$0] }
  }

  /// The one reading of sentences, on the units of a text that are each one character (its
  /// bytes, its scalars or its characters; `at` gives the text's index of each unit, and of
  /// the end). Outside code spans, `.`, `?` and `!` before a space or the end, `;` and line
  /// breaks end a sentence; inside them they are operators. With `asides`, a parenthesis is a
  /// statement of its own: its words are held apart and the sentence around it goes on after
  /// it ("a publisher declares a failure type (`Never` if it cannot fail)" says nothing
  /// negative of the failure type).
  static func unitPieces<Unit: TextUnit>(
    _ units: [Unit], of text: String, asides allowsAsides: Bool, at: (Int) -> String.Index
  ) -> [Piece] {
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
    let count = units.count
    // `.`, `?` or `!` outside code before a space or the end (not the second dot of `..`).
    func endsSentence(_ ascii: UInt8, at index: Int) -> Bool {
      guard ascii == UInt8(ascii: ".") || ascii == UInt8(ascii: "?") || ascii == UInt8(ascii: "!") else {
        return false
      }
      return !inCode && (index + 1 == count || units[index + 1].isWhitespace)
        && !(ascii == UInt8(ascii: ".") && index > 0 && units[index - 1].ascii == UInt8(ascii: "."))
        && !(ascii != UInt8(ascii: ".") && operatorKeyword(before: index, in: units))
    }
    func string(_ start: Int, _ end: Int) -> String {
      String(decoding: units[start..<end].map(\.ascii), as: UTF8.self)
    }
    var index = 0
    while index < count {
      let unit = units[index]
      let next = index + 1
      if unit.isWordUnit {
        var end = next
        var plain = unit.isPlainLowercase
        while end < count {
          let letter = units[end]
          if letter.isWordUnit {
            plain = plain && letter.isPlainLowercase
            end += 1
          } else if letter.isApostrophe, end + 1 < count, units[end + 1].isLetter {
            plain = false
            end += 1
          } else {
            break
          }
        }
        let range = at(index)..<at(end)
        // Most words are plain lowercase: one token, as `wordTokens` reads them.
        if plain {
          let word = Unit.string(units, index..<end, of: text, at: range)
          tokens.append(Token(kind: .word, text: word, range: range, inCode: inCode))
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
      let ascii = unit.ascii
      switch ascii {
      case UInt8(ascii: "`"):
        inCode.toggle()
      // Big-O notation is no aside: "O(n²)" is read in its sentence, as a key point reads it. A
      // key point keeps its `(` as a token that ends a denial (`parenthesis`, session 24).
      case UInt8(ascii: "(") where !inCode && outer == nil && !bigO(before: index, in: units):
        guard allowsAsides else {
          tokens.append(Token(kind: .symbol, text: parenthesis, range: at(index)..<at(next)))
          break
        }
        (outer, tokens) = (tokens, [])
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
        tokens.append(Token(kind: .comma, text: ":", range: at(index)..<at(next)))
      case _ where endsSentence(ascii, at: index):
        endSentence()
      default:
        guard unit.isOperator else { break }
        var end = next
        while end < count, units[end].isOperator { end += 1 }
        // A hyphen inside a word (`non-optional`) only separates.
        var start = index
        while start < end {
          let taken = [3, 2, 1].first { length in
            start + length <= end && operators.contains(string(start, start + length))
          }
          if let taken {
            tokens.append(
              Token(kind: .symbol, text: string(start, start + taken), range: at(start)..<at(start + taken)))
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

/// One unit of a text read by `StatementReader.unitPieces`, each one character of the text: a
/// byte of ASCII text, a scalar of a text whose scalars stand alone, or a character. What the
/// reading asks of it is what `Character` answers (`isLetter`, `isNumber`, `isWhitespace`),
/// ASCII first.
protocol TextUnit {
  /// The unit's ASCII byte; 0xFF for any other unit.
  var ascii: UInt8 { get }
  /// A letter, a digit or `_`: part of a word.
  var isWordUnit: Bool { get }
  var isLetter: Bool { get }
  var isWhitespace: Bool { get }
  /// `'` or the typographic `’`.
  var isApostrophe: Bool { get }
  /// Kept as it is by `wordTokens` (`StatementReader.isPlainLowercase`); false: ask `wordTokens`.
  var isPlainLowercase: Bool { get }
  /// `String(text[range])`, `units[positions]` being that stretch of `text`.
  static func string(_ units: [Self], _ positions: Range<Int>, of text: String, at range: Range<String.Index>)
    -> String
}

extension TextUnit {
  static func string(_ units: [Self], _ positions: Range<Int>, of text: String, at range: Range<String.Index>)
    -> String
  {
    String(text[range])
  }
}

extension TextUnit {
  /// A character of the operators (`StatementReader.operators`): `=!<>?&|+-*/%.`
  var isOperator: Bool {
    switch ascii {
    case UInt8(ascii: "="), UInt8(ascii: "!"), UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "?"),
      UInt8(ascii: "&"), UInt8(ascii: "|"), UInt8(ascii: "+"), UInt8(ascii: "-"), UInt8(ascii: "*"),
      UInt8(ascii: "/"), UInt8(ascii: "%"), UInt8(ascii: "."):
      true
    default: false
    }
  }
}

extension UInt8: TextUnit {
  var ascii: UInt8 { self < 0x80 ? self : 0xFF }
  var isWordUnit: Bool { isLetter || (self >= 0x30 && self <= 0x39) || self == 0x5F }
  var isLetter: Bool { (self >= 0x61 && self <= 0x7A) || (self >= 0x41 && self <= 0x5A) }
  var isWhitespace: Bool { (self >= 0x09 && self <= 0x0D) || self == 0x20 }
  var isApostrophe: Bool { self == UInt8(ascii: "'") }
  var isPlainLowercase: Bool {
    (self >= 0x61 && self <= 0x7A) || (self >= 0x30 && self <= 0x39) || self == 0x5F
  }

  /// Made of the bytes themselves (the text's own: `scalarPieces` reads ASCII text on its
  /// bytes): slicing the text and copying the slice cost twice as much (session 21).
  static func string(
    _ units: [UInt8], _ positions: Range<Int>, of text: String, at range: Range<String.Index>
  ) -> String {
    units.withUnsafeBufferPointer {
      String(decoding: UnsafeBufferPointer(rebasing: $0[positions]), as: UTF8.self)
    }
  }
}

extension Unicode.Scalar: TextUnit {
  var ascii: UInt8 { isASCII ? UInt8(value) : 0xFF }
  var isWordUnit: Bool {
    isASCII ? UInt8(value).isWordUnit : ScalarFacts.of(self) & ScalarFacts.wordUnit != 0
  }
  var isLetter: Bool { isASCII ? UInt8(value).isLetter : ScalarFacts.of(self) & ScalarFacts.letter != 0 }
  var isWhitespace: Bool {
    isASCII ? UInt8(value).isWhitespace : ScalarFacts.of(self) & ScalarFacts.whitespace != 0
  }
  var isApostrophe: Bool { self == "'" || self == "\u{2019}" }
  var isPlainLowercase: Bool {
    isASCII ? UInt8(value).isPlainLowercase : ScalarFacts.of(self) & ScalarFacts.plainLowercase != 0
  }
}

extension Character: TextUnit {
  var ascii: UInt8 { utf8.count == 1 ? utf8.first ?? 0xFF : 0xFF }
  var isWordUnit: Bool {
    if let ascii = asciiValue { return ascii.isWordUnit }
    return isLetter || isNumber
  }
  var isApostrophe: Bool { self == "'" || self == "\u{2019}" }
  /// Every word of the character reading goes through `wordTokens`.
  var isPlainLowercase: Bool { false }
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

  /// Scalars that equal ASCII punctuation or a letter as characters (canonically equivalent:
  /// the Greek question mark is `;`, the Greek varia a backtick, the Kelvin sign `K`).
  static func equalsASCIIPunctuation(_ scalar: Unicode.Scalar) -> Bool {
    scalar == "\u{037E}" || scalar == "\u{1FEF}" || scalar == "\u{212A}"
  }
}
