extension StatementReader {
  // MARK: Tokens

  struct Token {
    enum Kind { case word, symbol, comma }
    var kind: Kind
    var text: String
    var range: Range<String.Index>
    /// Inside a code span: never a negation (`.none`) or a joining word.
    var inCode = false
    /// A part of a camelCase name said outside a code span ("keyNotFound"; `inName(_:at:)`).
    var inName = false
    /// A word of its own written with a capital ("Never"; `inName(_:at:)`).
    var capitalized = false
    /// The verb of a `re-` word, said again (`readingAgain`): a denial of the word holds its `again`.
    var repeated = false
    /// What the lexicon and the reader's lists say of `text` (set by `sentences(of:asides:)`).
    var info: WordInfo?
  }

  enum Piece {
    case sentence([Token])
  }

  static let operators: Set<String> = [
    "==", "===", "!=", "!==", "?", "!", "??", "...", "..<", "->", "&&", "||",
  ]

  /// The words of a lexicon entry, lowercased, as the reader splits them.
  static func words(of entry: String) -> [String] {
    plainWords(of: entry) ?? readWords(of: entry)
  }

  /// An entry of lowercase ASCII letters, spaces and hyphens only (most of the lexicon) split at
  /// its spaces and hyphens: what the reader makes of it, without reading it as a sentence
  /// (issue 29: a third of the lexicon's parse, paid once per grading process). The reader reads
  /// a run of hyphens as no token ("A hyphen inside a word only separates": no operator is made of
  /// `-` alone), so `non-optional` is `non`, `optional` (issue 29 (a), s33-checkfast34: the 121
  /// hyphened entries were read as sentences). `StatementReaderTokenTests` and
  /// `PlainWordsHyphenTests` check both agree on every entry of the bundled lexicon.
  static func plainWords(of entry: String) -> [String]? {
    var split = false
    for byte in entry.utf8 {
      if byte == 0x20 || byte == 0x2D {
        split = true
      } else if byte < 0x61 || byte > 0x7A {
        return nil
      }
    }
    // One word, most entries: the entry itself, neither split nor copied (issue 29 (a),
    // s33-checkfast32: a split and a copy for each of the lexicon's 3,300 entries).
    guard split || entry.isEmpty else { return [entry] }
    return entry.utf8.split(whereSeparator: { $0 == 0x20 || $0 == 0x2D }).map { String(Substring($0)) }
  }

  /// `words(of:)` read as a sentence.
  static func readWords(of entry: String) -> [String] {
    pieces(of: entry).flatMap { piece -> [String] in
      switch piece {
      case .sentence(let tokens): tokens.filter { $0.kind != .comma }.map(\.text)
      }
    }
  }

  /// Sentences of tokens. Outside code spans, `.`, `?` and `!` before a space,
  /// `;` and line breaks end a sentence; inside them they are operators.
  /// Numbers are read whole in each (`readingNumbers`).
  static func pieces(of text: String, asides allowsAsides: Bool = false) -> [Piece] {
    readSentences(of: text, asides: allowsAsides).map(Piece.sentence)
  }

  /// `pieces(of:asides:)`'s sentences, not made pieces: what `plainSentences` reads (session 33).
  static func readSentences(of text: String, asides allowsAsides: Bool = false) -> [[Token]] {
    // Numbers read as each sentence ends, not in another array of the pieces (session 33).
    scalarSentences(of: text, asides: allowsAsides) ?? characterSentences(of: text, asides: allowsAsides)
  }

  /// `pieces(of:asides:)` of a text whose every character is one Unicode scalar: plain ASCII
  /// (most answers and points) read on its bytes, then accented, Greek or Cyrillic words on
  /// their scalars, without breaking the text into grapheme clusters at every step. Nil for any
  /// other text (a character of several scalars, such as a carriage return and line feed or a
  /// letter and a combining accent, or a scalar that equals ASCII punctuation as a character,
  /// such as the Greek question mark for `;`): that is read character by character.
  /// (`scalarSentences(of:asides:)` made pieces, `StatementReader+Scalars.swift`.)
  static func scalarPieces(of text: String, asides allowsAsides: Bool) -> [Piece]? {
    scalarSentences(of: text, asides: allowsAsides)?.map(Piece.sentence)
  }

  /// `scalarPieces(of:asides:)` of `text` whose UTF-8 is `bytes`.
  static func scalarPieces(of text: String, bytes: UnsafeBufferPointer<UInt8>, asides allowsAsides: Bool)
    -> [Piece]?
  {
    scalarSentences(of: text, bytes: bytes, asides: allowsAsides)?.map(Piece.sentence)
  }

  /// `pieces(of:asides:)` character by character: any text.
  static func characterPieces(of text: String, asides allowsAsides: Bool) -> [Piece] {
    characterSentences(of: text, asides: allowsAsides).map(Piece.sentence)
  }

  /// A word as tokens: camelCase split, lowercased, `n't` as `not`, other
  /// contractions (`'s`, `'re`) dropped.
  static func wordTokens(_ word: Substring, range: Range<String.Index>) -> [Token] {
    // Most words are plain lowercase ASCII: one token, as it is.
    if word.utf8.allSatisfy({ ($0 >= 0x61 && $0 <= 0x7A) || ($0 >= 0x30 && $0 <= 0x39) || $0 == 0x5F }) {
      let text = String(word)
      return unapostrophed(text, range: range) ?? [Token(kind: .word, text: text, range: range)]
    }
    var tokens =
      word.utf8.allSatisfy({ $0 < 0x80 })
      ? asciiWordTokens(word, range: range)
      : word.unicodeScalars.allSatisfy(standsAlone)
        ? scalarWordTokens(word, range: range) : characterWordTokens(word, range: range)
    // Which words are names (`inName(_:at:)`): the parts of a camelCase name, a capitalised word.
    if tokens.count > 1, isCamelCase(word) {
      for index in tokens.indices { tokens[index].inName = true }
    } else if tokens.count == 1, word.first?.isUppercase == true {
      tokens[0].capitalized = true
    }
    return tokens
  }

  /// A contraction typed without its apostrophe, as a learner in a hurry types it ("weak doesnt
  /// keep it alive"), read as `n't` is: its verb and `not`. Only these words: most words that
  /// end in `nt` are no contraction. Nil for any other word (a byte test before the lookup: this
  /// is on every word's path).
  static func unapostrophed(_ lower: String, range: Range<String.Index>) -> [Token]? {
    let bytes = lower.utf8
    guard bytes.count >= 4, bytes.last == UInt8(ascii: "t"), bytes.dropLast().last == UInt8(ascii: "n"),
      let base = unapostrophedBases[lower]
    else { return nil }
    return [Token(kind: .word, text: base, range: range), Token(kind: .word, text: "not", range: range)]
  }

  /// The units of `units[start..<end]` end in `n` and `t`: the only words `unapostrophed` can
  /// read ("doesnt"), told from the units before a text is made (two ASCII units are the last
  /// two bytes, and a text that ends in those bytes ends in those units).
  static func endsInNT<Units: RandomAccessCollection>(_ units: Units, _ start: Int, _ end: Int) -> Bool
  where Units.Element: TextUnit, Units.Index == Int {
    end - start >= 2 && units[end - 1].ascii == UInt8(ascii: "t") && units[end - 2].ascii == UInt8(ascii: "n")
  }

  /// The verb of each contraction without its apostrophe (`unapostrophed`), as `n't` gives it.
  static let unapostrophedBases: [String: String] = [
    "dont": "do", "doesnt": "does", "didnt": "did", "isnt": "is", "arent": "are", "wasnt": "was",
    "werent": "were", "cant": "can", "couldnt": "could", "wont": "will", "wouldnt": "would",
    "shouldnt": "should", "hasnt": "has", "havent": "have", "hadnt": "had", "neednt": "need",
    "mustnt": "must",
  ]

  /// `wordTokens` of an ASCII word, on its bytes: capitals are `A`–`Z`, lowercase `a`–`z`.
  static func asciiWordTokens(_ word: Substring, range: Range<String.Index>) -> [Token] {
    var tokens: [Token] = []
    var part: [UInt8] = []
    func close() {
      guard let apostrophe = part.firstIndex(of: UInt8(ascii: "'")) else {
        let text = String(decoding: part, as: UTF8.self)
        tokens += unapostrophed(text, range: range) ?? [Token(kind: .word, text: text, range: range)]
        return
      }
      let stem = String(decoding: part[..<apostrophe], as: UTF8.self)
      if part[apostrophe...].elementsEqual("'t".utf8), stem.hasSuffix("n") {
        let base = stem == "can" ? "can" : stem == "won" ? "will" : String(stem.dropLast())
        tokens.append(Token(kind: .word, text: base, range: range))
        tokens.append(Token(kind: .word, text: "not", range: range))
      } else {
        tokens.append(Token(kind: .word, text: stem, range: range))
      }
    }
    var previousIsLowercase = false
    for byte in word.utf8 {
      let isUppercase = byte >= 0x41 && byte <= 0x5A
      if previousIsLowercase, isUppercase {
        close()
        part.removeAll(keepingCapacity: true)
      }
      part.append(isUppercase ? byte + 0x20 : byte)
      previousIsLowercase = byte >= 0x61 && byte <= 0x7A
    }
    close()
    return tokens
  }

  /// `wordTokens` character by character: any word.
  static func characterWordTokens(_ word: Substring, range: Range<String.Index>) -> [Token] {
    var parts: [String] = []
    var current = ""
    var previous: Character?
    for character in word {
      if let previous, previous.isLowercase, character.isUppercase {
        parts.append(current)
        current = ""
      }
      current.append(character)
      previous = character
    }
    parts.append(current)
    return parts.flatMap { part in
      // The typographic apostrophe reads as `'` (checked first: replacing is costly).
      var lower = part.lowercased()
      if lower.unicodeScalars.contains("\u{2019}") {
        lower = lower.replacingOccurrences(of: "\u{2019}", with: "'")
      }
      return loweredPartTokens(lower, range: range)
    }
  }

  /// `characterWordTokens` of a word whose every scalar stands alone (`standsAlone`: each is a
  /// character), on its scalars (session 19): split where a lowercase one is followed by an
  /// uppercase one (`Character`'s case, from `ScalarFacts`), each part lowered scalar by scalar as
  /// `lowercased()` lowers, `’` read as `'`.
  static func scalarWordTokens(_ word: Substring, range: Range<String.Index>) -> [Token] {
    var tokens: [Token] = []
    var lower: [UInt8] = []
    lower.reserveCapacity(word.utf8.count + 4)
    var previousIsLowercase = false
    for scalar in word.unicodeScalars {
      let facts = ScalarFacts.of(scalar)
      if previousIsLowercase, facts & ScalarFacts.uppercase != 0 {
        tokens += loweredPartTokens(String(decoding: lower, as: UTF8.self), range: range)
        lower.removeAll(keepingCapacity: true)
      }
      if scalar == "\u{2019}" {
        lower.append(UInt8(ascii: "'"))
      } else {
        ScalarFacts.appendLowercased(scalar, to: &lower)
      }
      previousIsLowercase = facts & ScalarFacts.lowercase != 0
    }
    tokens += loweredPartTokens(String(decoding: lower, as: UTF8.self), range: range)
    return tokens
  }

  /// The tokens of one lowered part of a word (`'` for `’` already): itself, or before an
  /// apostrophe its stem, with `not` after `n't`.
  static func loweredPartTokens(_ lower: String, range: Range<String.Index>) -> [Token] {
    // No `'` character without its byte.
    guard lower.utf8.contains(UInt8(ascii: "'")), let apostrophe = lower.firstIndex(of: "'") else {
      return [Token(kind: .word, text: lower, range: range)]
    }
    let suffix = lower[apostrophe...]
    let stem = String(lower[..<apostrophe])
    if suffix == "'t", stem.hasSuffix("n") {
      let base = stem == "can" ? "can" : stem == "won" ? "will" : String(stem.dropLast())
      return [Token(kind: .word, text: base, range: range), Token(kind: .word, text: "not", range: range)]
    }
    return [Token(kind: .word, text: stem, range: range)]
  }
}
