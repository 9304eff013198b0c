extension StatementReader {
  /// `pieces(of:asides:)`'s sentences of a text whose every character is one Unicode scalar
  /// (`scalarPieces(of:asides:)`, `StatementReader+Tokens.swift`), not made pieces (session 33).
  static func scalarSentences(of text: String, asides allowsAsides: Bool) -> [[Token]]? {
    // The text's own bytes, not a copy of them (issue 29 (a), session 33).
    if let read = text.utf8.withContiguousStorageIfAvailable({
      scalarSentences(of: text, bytes: $0, asides: allowsAsides)
    }) {
      return read
    }
    return Array(text.utf8).withUnsafeBufferPointer {
      scalarSentences(of: text, bytes: $0, asides: allowsAsides)
    }
  }

  /// `scalarSentences(of:asides:)` of `text` whose UTF-8 is `bytes`; a non-ASCII text's scalars
  /// and offsets decoded into the thread's room (`ReadingScratch`), not into two new arrays.
  static func scalarSentences(of text: String, bytes: UnsafeBufferPointer<UInt8>, asides allowsAsides: Bool)
    -> [[Token]]?
  {
    let utf8 = text.utf8
    if bytes.allSatisfy({ $0 < 0x80 && $0 != 0x0D }) {
      return unitSentences(ASCIIUnits(units: bytes, utf8: utf8), of: text, asides: allowsAsides)
    }
    return ReadingScratch.withRoom(scalars: bytes.count) { room, offsets in
      let (count, alone) = Self.decode(bytes, into: room, offsets: offsets)
      let scalars = UnsafeBufferPointer(start: room, count: count)
      guard alone || text.count == count, !scalars.contains(where: Self.equalsASCIIPunctuation) else {
        return nil
      }
      return unitSentences(
        ScalarUnits(units: scalars, offsets: offsets, bytes: bytes, utf8: utf8), of: text,
        asides: allowsAsides)
    }
  }

  /// The text of `bytes[positions]` (a `String`'s own bytes, cut at scalar boundaries): a word
  /// made from the bytes themselves, not by slicing the text and copying the slice (which cost
  /// twice as much; session 21 for ASCII text, session 25 for the others).
  static func string(_ bytes: [UInt8], _ positions: Range<Int>, ascii: Bool = false) -> String {
    bytes.withUnsafeBufferPointer { string($0, positions, ascii: ascii) }
  }

  /// `string(_:_:ascii:)` of bytes in place (the text's own, session 33).
  static func string(_ bytes: UnsafeBufferPointer<UInt8>, _ positions: Range<Int>, ascii: Bool = false)
    -> String
  {
    let word = UnsafeBufferPointer(rebasing: bytes[positions])
    // An ASCII word that fits a small string (nearly every one) written into it, not
    // validated as `String(decoding:as:)` validates it (session 31; a word of other scalars
    // is validated either way, and costs more written in place).
    guard ascii, word.count <= 15 else { return String(decoding: word, as: UTF8.self) }
    return String(unsafeUninitializedCapacity: word.count) { $0.initialize(from: word).1 }
  }

  /// The scalars of `bytes` (a `String`'s, valid UTF-8), the UTF-8 offset of each and of the
  /// end, and whether every one stands alone (`decode(_:into:offsets:)` into new arrays).
  static func decoded(_ bytes: [UInt8]) -> (scalars: [Unicode.Scalar], offsets: [Int], alone: Bool) {
    bytes.withUnsafeBufferPointer { bytes in
      ReadingScratch.withRoom(scalars: bytes.count) { scalars, offsets in
        let (count, alone) = decode(bytes, into: scalars, offsets: offsets)
        return (
          Array(UnsafeBufferPointer(start: scalars, count: count)),
          Array(UnsafeBufferPointer(start: offsets, count: count + 1)), alone
        )
      }
    }
  }

  /// Decodes `bytes` (a `String`'s, valid UTF-8) into `scalars` (room for `bytes.count`) and the
  /// UTF-8 offset of each and of the end into `offsets` (room for one more), in one pass over the
  /// bytes (session 25: the scalar view's indices were a third of this reading), each lead byte
  /// saying how many bytes its scalar has: how many scalars, and whether every one stands alone.
  static func decode(
    _ bytes: UnsafeBufferPointer<UInt8>, into scalars: UnsafeMutablePointer<Unicode.Scalar>,
    offsets: UnsafeMutablePointer<Int>
  ) -> (count: Int, alone: Bool) {
    var alone = true
    var position = 0
    var index = 0
    while position < bytes.count {
      offsets[index] = position
      let lead = UInt32(bytes[position])
      // An ASCII byte is its scalar, alone unless a carriage return (`standsAlone`): most of a
      // text's bytes, read without the switch, the loop of continuation bytes and the scalar's
      // check (issue 29 (a), session 33).
      if lead < 0x80 {
        scalars[index] = Unicode.Scalar(UInt8(truncatingIfNeeded: lead))
        alone = alone && lead != 0x0D
        position += 1
        index += 1
        continue
      }
      var value: UInt32
      var length: Int
      switch lead {
      case 0..<0x80: (value, length) = (lead, 1)
      case 0xC0..<0xE0: (value, length) = (lead & 0x1F, 2)
      case 0xE0..<0xF0: (value, length) = (lead & 0x0F, 3)
      default: (value, length) = (lead & 0x07, 4)
      }
      for next in position + 1..<position + length { value = value << 6 | UInt32(bytes[next] & 0x3F) }
      position += length
      let scalar = Unicode.Scalar(value) ?? "\u{FFFD}"
      scalars[index] = scalar
      alone = alone && standsAlone(scalar)
      index += 1
    }
    offsets[index] = bytes.count
    return (index, alone)
  }

  /// `characterPieces(of:asides:)`'s sentences: any text, character by character.
  static func characterSentences(of text: String, asides allowsAsides: Bool) -> [[Token]] {
    let indices = Array(text.indices) + [text.endIndex]
    return Array(text).withUnsafeBufferPointer { characters in
      unitSentences(
        CharacterUnits(units: characters, indices: indices, text: text), of: text, asides: allowsAsides)
    }
  }

  /// The one reading of sentences, on the units of a text that are each one character (its
  /// bytes, its scalars or its characters; `source` gives the text's index of each unit, and of
  /// the end, and a word's text), each sentence's numbers read whole (`readingNumbers`). Outside code spans, `.`, `?` and `!` before a space or the end, `;` and line
  /// breaks end a sentence; inside them they are operators. With `asides`, a parenthesis is a
  /// statement of its own: its words are held apart and the sentence around it goes on after
  /// it ("a publisher declares a failure type (`Never` if it cannot fail)" says nothing
  /// negative of the failure type).
  ///
  /// A sentence's tokens are read into one room for the text (`TokenRoom`) and moved into an
  /// array of their count as it ends (session 33).
  static func unitSentences<Source: TextUnitSource>(
    _ source: Source, of text: String, asides allowsAsides: Bool
  ) -> [[Token]] {
    typealias Unit = Source.Unit
    let units = source.units
    // The source's, inlined in each specialisation (session 33: closures were a call each).
    func at(_ unit: Int) -> String.Index { source.index(unit) }
    var pieces: [[Token]] = []
    var tokens = TokenRoom()
    defer { tokens.giveBack() }
    var inCode = false
    var outer: [Token]?
    var asides: [[Token]] = []
    // A word of the sentence starts with an ASCII digit: only then are its numbers read
    // (`readingNumbers`, which gives any other sentence back as it is; session 33).
    var numbered = false
    var outerNumbered = false
    func endSentence() {
      let wasNumbered = numbered
      numbered = false
      if !tokens.isEmpty {
        var sentence = tokens.take()
        if wasNumbered { sentence = readingNumbers(sentence, in: text) }
        if outer != nil {
          asides.append(sentence)
          return
        }
        pieces.append(sentence)
      }
      guard outer == nil, !asides.isEmpty else { return }
      pieces += asides
      asides = []
    }
    let count = units.count
    // `.`, `?` or `!` outside code before a space or the end (not the second dot of `..`). The
    // sentence's tokens so far are given, not read from here (s48-checkfast: read here, every access
    // to `tokens` was checked for exclusivity at run time).
    @inline(__always)
    func endsSentence(_ ascii: UInt8, at index: Int, after read: UnsafeBufferPointer<Token>) -> Bool {
      guard ascii == UInt8(ascii: ".") || ascii == UInt8(ascii: "?") || ascii == UInt8(ascii: "!") else {
        return false
      }
      return !inCode && (index + 1 == count || units[index + 1].isWhitespace)
        && !(ascii == UInt8(ascii: ".") && index > 0 && units[index - 1].ascii == UInt8(ascii: "."))
        && !(ascii != UInt8(ascii: ".") && operatorKeyword(before: index, in: units))
        && !(ascii == UInt8(ascii: "?")
          && marksOptionalType(at: index, in: units, inQuestion: opensQuestion(read)))
    }
    var index = 0
    while index < count {
      let unit = units[index]
      let next = index + 1
      if unit.isWordUnit {
        var end = next
        var plain = unit.isPlainLowercase
        // "Lisez", "The": one token as well (`StatementReader+CapitalWords.swift`).
        var capital = !plain && unit.isCapital
        while end < count {
          let letter = units[end]
          if letter.isWordUnit {
            plain = plain && letter.isPlainLowercase
            capital = capital && letter.isPlainAlone
            end += 1
          } else if letter.isApostrophe, end + 1 < count, units[end + 1].isLetter {
            (plain, capital) = (false, false)
            end += 1
          } else {
            break
          }
        }
        let range = at(index)..<at(end)
        // Most words are plain lowercase: one token, as `wordTokens` reads them. Its text starts
        // with its first unit's bytes (a contraction's verb never with a digit).
        if plain {
          numbered = numbered || (unit.ascii >= 0x30 && unit.ascii <= 0x39)
          let text = source.word(index..<end, range)
          if endsInNT(units, index, end), let read = unapostrophed(text, range: range) {
            for var token in read {
              token.inCode = inCode
              tokens.append(token)
            }
          } else {
            tokens.append(Token(kind: .word, text: text, range: range, inCode: inCode))
          }
          index = end
          continue
        }
        // A capital word that may be a contraction without its apostrophe ("Dont") is left to
        // `wordTokens`, as is a word of the character reading.
        if capital, !endsInNT(units, index, end), let text = Unit.capitalWord(units[index..<end]) {
          tokens.append(Token(kind: .word, text: text, range: range, inCode: inCode, capitalized: true))
          index = end
          continue
        }
        for var token in wordTokens(text[range], range: range) {
          token.inCode = inCode
          numbered = numbered || startsWithDigit(token.text)
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
        outer = tokens.take()
        (outerNumbered, numbered) = (numbered, false)
      case UInt8(ascii: ")") where allowsAsides && !inCode && outer != nil:
        let saved = outer ?? []
        endSentence()
        tokens.append(contentsOf: saved)
        numbered = outerNumbered
        outer = nil
      case UInt8(ascii: "\n"), UInt8(ascii: ";"):
        endSentence()
      case UInt8(ascii: ","):
        tokens.append(Token(kind: .comma, text: ",", range: at(index)..<at(next)))
      case UInt8(ascii: ":") where !inCode:
        tokens.append(Token(kind: .comma, text: ":", range: at(index)..<at(next)))
      case _ where endsSentence(ascii, at: index, after: tokens.tokens):
        endSentence()
      default:
        guard unit.isOperator else { break }
        var end = next
        while end < count, units[end].isOperator { end += 1 }
        // A hyphen inside a word (`non-optional`) only separates.
        var start = index
        while start < end {
          if let taken = operatorToken(units, at: start, before: end) {
            tokens.append(
              symbolToken(
                taken.text, at: start, in: units, range: at(start)..<at(start + taken.length), inCode: inCode)
            )
            start += taken.length
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
      let inside = tokens.take()
      tokens.append(contentsOf: saved)
      tokens.append(contentsOf: inside)
      numbered = numbered || outerNumbered
      outer = nil
    }
    endSentence()
    return pieces
  }
}
