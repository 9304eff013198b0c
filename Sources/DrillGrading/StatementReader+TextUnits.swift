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
  /// An uppercase letter that is a character of its own (`StatementReader.standsAlone`): a word
  /// of it and plain lowercase units (`isPlainAlone`) is one token, lowered, `capitalized`
  /// (`StatementReader.capitalWord`); false: ask `wordTokens`.
  var isCapital: Bool { get }
  /// `isPlainLowercase`, and a character of its own: it follows a capital in a capital word.
  var isPlainAlone: Bool { get }
  /// The text of a capital word (`isCapital`, then `isPlainAlone` units) as `wordTokens`
  /// lowers it; nil: ask `wordTokens` (`StatementReader+CapitalWords.swift`).
  static func capitalWord(_ units: Slice<UnsafeBufferPointer<Self>>) -> String?
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
  var isCapital: Bool { self >= 0x41 && self <= 0x5A }
  var isPlainAlone: Bool { isPlainLowercase }

}

extension Unicode.Scalar: TextUnit {
  var ascii: UInt8 { isASCII ? UInt8(value) : 0xFF }
  // Asked of every unit of a word: inlined, an ASCII unit is answered in a few instructions
  // (issue 29 (a), session 31: a call each once `unitPieces` grew).
  @inline(__always)
  var isWordUnit: Bool {
    isASCII ? UInt8(value).isWordUnit : ScalarFacts.of(self) & ScalarFacts.wordUnit != 0
  }
  var isLetter: Bool { isASCII ? UInt8(value).isLetter : ScalarFacts.of(self) & ScalarFacts.letter != 0 }
  var isWhitespace: Bool {
    isASCII ? UInt8(value).isWhitespace : ScalarFacts.of(self) & ScalarFacts.whitespace != 0
  }
  var isApostrophe: Bool { self == "'" || self == "\u{2019}" }
  @inline(__always)
  var isPlainLowercase: Bool {
    isASCII ? UInt8(value).isPlainLowercase : ScalarFacts.of(self) & ScalarFacts.plainLowercase != 0
  }
  /// `Character.isUppercase` of a scalar that stands alone (`ScalarFacts.uppercase`).
  var isCapital: Bool {
    isASCII
      ? UInt8(value).isCapital
      : StatementReader.standsAlone(self) && ScalarFacts.of(self) & ScalarFacts.uppercase != 0
  }
  var isPlainAlone: Bool {
    isASCII ? UInt8(value).isPlainLowercase : isPlainLowercase && StatementReader.standsAlone(self)
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
  var isCapital: Bool { false }
  var isPlainAlone: Bool { false }
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
