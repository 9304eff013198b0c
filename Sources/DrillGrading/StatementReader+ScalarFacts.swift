/// What the reader asks of a non-ASCII scalar (`TextUnit`: a letter, part of a word, a space,
/// kept as it is by `wordTokens`; its case, for camelCase and lowering), as bits. Each answer is one or more Unicode property lookups
/// (a search of the standard library's tables, some 300 instructions each), asked again for
/// every letter of every French, Greek or Cyrillic word: the scalars that stand alone
/// (`StatementReader.standsAlone`: below U+0530, and the dashes and quotes of U+2010–U+2027) are
/// answered once per process here, from the same definitions (issue 29 (a), session 19); any
/// other scalar is looked up as before.
enum ScalarFacts {
  static let wordUnit: UInt8 = 1
  static let letter: UInt8 = 2
  static let whitespace: UInt8 = 4
  static let plainLowercase: UInt8 = 8
  /// Lowercasing changes it (else its lowercase mapping is itself).
  static let changesWhenLowercased: UInt8 = 16
  /// `Character.isLowercase` and `isUppercase` of the scalar as a character of its own.
  static let lowercase: UInt8 = 32
  static let uppercase: UInt8 = 64

  /// The facts of one scalar, from its properties.
  static func lookUp(_ scalar: Unicode.Scalar) -> UInt8 {
    let properties = scalar.properties
    var facts: UInt8 = 0
    if properties.isAlphabetic || properties.numericType != nil { facts |= wordUnit }
    if properties.isAlphabetic { facts |= letter }
    if properties.isWhitespace { facts |= whitespace }
    if StatementReader.isPlainLowercase(scalar) { facts |= plainLowercase }
    if properties.changesWhenLowercased { facts |= changesWhenLowercased }
    if Character(scalar).isLowercase { facts |= lowercase }
    if Character(scalar).isUppercase { facts |= uppercase }
    return facts
  }

  private static let low = 0x0530
  private static let punctuation = 0x2010..<0x2028

  /// U+0000–U+052F, then U+2010–U+2027.
  private static let table: [UInt8] = ((0..<low).map { $0 } + punctuation.map { $0 }).map { value in
    lookUp(Unicode.Scalar(UInt32(value))!)
  }

  /// The facts of `scalar`: from the table when it is in it, else looked up.
  static func of(_ scalar: Unicode.Scalar) -> UInt8 {
    let value = Int(scalar.value)
    if value < low { return table[value] }
    if punctuation.contains(value) { return table[low + value - punctuation.lowerBound] }
    return lookUp(scalar)
  }
}

extension ScalarFacts {
  /// `lowercased()` of scalars, each mapped alone as the standard library maps them, into `utf8`:
  /// ASCII on its byte, a scalar that lowering leaves alone as it is (its mapping is itself:
  /// checked for every scalar by `ScalarFactsTests`), any other by its lowercase mapping.
  static func appendLowercased(_ scalar: Unicode.Scalar, to utf8: inout [UInt8]) {
    if scalar.isASCII {
      let byte = UInt8(scalar.value)
      utf8.append(byte >= 0x41 && byte <= 0x5A ? byte + 0x20 : byte)
    } else if of(scalar) & changesWhenLowercased == 0 {
      utf8.append(contentsOf: scalar.utf8)
    } else {
      utf8.append(contentsOf: scalar.properties.lowercaseMapping.utf8)
    }
  }
}

extension StatementReader {
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
}
