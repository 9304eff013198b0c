import Foundation

/// The texts of one question read once (issue 29 (a), s18-checkfast2): `check`'s key-point
/// audit grades the model Answer against the points, then each `wrong:` line against its point,
/// and each grading read the prompt three times (quoted terms, code names, topic) and each point
/// two or three times. A reading is the text's sentences of tokens, each with its `WordInfo`,
/// before any code name is renamed (`StatementReader.sentences(of:asides:)` renames on a copy),
/// so it depends on the text and the lexicon only: one per question serves every grading of it.
/// Not shared across threads; one lexicon per value (`KeyPointAudit` makes one per question).
public final class KeyPointReadings {
  /// Readings without asides (statements: prompts, points, `also:` and `wrong:` lines), by the
  /// text's bytes. An Answer (read with asides) is read once per grading and never kept.
  /// Room for a question's texts from the start (issue 29 (a), session 30): grown from empty, the
  /// table was made again at its second, third and fifth text, every key hashed again each time.
  private var read: [TextKey: [[StatementReader.Token]]] = Dictionary(minimumCapacity: 8)

  /// Per text read without code names: its code names (`StatementReader.codeNames(of:)`) and
  /// quoted stop words (`quotedTerms(of:)`), functions of its reading alone.
  private var names: [TextKey: [String: Set<String>]] = [:]
  private var quoted: [TextKey: Set<String>] = [:]

  public init() {}

  func codeNames(of text: String, _ make: (String) -> [String: Set<String>]) -> [String: Set<String>] {
    let key = TextKey(text)
    if let known = names[key] { return known }
    let made = make(text)
    names[key] = made
    return made
  }

  func quotedTerms(of text: String, _ make: (String) -> Set<String>) -> Set<String> {
    let key = TextKey(text)
    if let known = quoted[key] { return known }
    let made = make(text)
    quoted[key] = made
    return made
  }

  /// The reading of `text`: the one kept, else `make()`'s, kept.
  func sentences(of text: String, make: () -> [[StatementReader.Token]]) -> [[StatementReader.Token]] {
    let key = TextKey(text)
    if let known = read[key] { return known }
    let made = make()
    read[key] = made
    return made
  }

  /// A text compared and hashed by its UTF-8 bytes, not by canonical equivalence: a reading
  /// holds indices into its own text, so two texts are one key only when their bytes are equal.
  struct TextKey: Hashable {
    let text: String

    init(_ text: String) { self.text = text }

    static func == (left: TextKey, right: TextKey) -> Bool {
      var (left, right) = (left.text, right.text)
      guard left.utf8.count == right.utf8.count else { return false }
      // memcmp: `elementsEqual` went byte by byte (a prompt compared to each named text).
      return left.withUTF8 { a in
        right.withUTF8 { b in a.isEmpty || memcmp(a.baseAddress!, b.baseAddress!, a.count) == 0 }
      }
    }

    /// Its length and its first and last eight bytes, not every byte (issue 29 (a), session 30:
    /// a prompt with its code block hashed whole at each of a grading's dozen lookups was about
    /// 1 % of a `check`). Two texts of one question that agree there are told apart by `==`.
    func hash(into hasher: inout Hasher) {
      var text = text
      text.withUTF8 { bytes in
        hasher.combine(bytes.count)
        guard let base = bytes.baseAddress else { return }
        guard bytes.count >= 8 else {
          var folded: UInt64 = 0
          for byte in bytes { folded = folded << 8 | UInt64(byte) }
          hasher.combine(folded)
          return
        }
        let raw = UnsafeRawPointer(base)
        hasher.combine(raw.loadUnaligned(as: UInt64.self))
        hasher.combine(raw.loadUnaligned(fromByteOffset: bytes.count - 8, as: UInt64.self))
      }
    }
  }
}

extension StatementReader {
  /// The sentences of `text` (`pieces(of:asides:)`), each token with its `WordInfo`, before
  /// renaming: what `KeyPointReadings` keeps.
  func plainSentences(of text: String, asides: Bool) -> [[Token]] {
    // The reader's sentences themselves, set in place: no second array of them (session 33).
    var sentences = Self.readSentences(of: text, asides: asides)
    let words = lexicon.words
    for position in sentences.indices {
      // The sentence let go of, so that its tokens are set in place, not copied (session 21).
      var tokens = sentences[position]
      sentences[position] = []
      // The texts kept looked up under one lock for the sentence (session 33), then each other
      // text made and kept as `info(_:isWord:)` does, the token not copied to be asked
      // (issue 29 (a), session 29).
      words.setKnown(in: &tokens)
      for index in tokens.indices where tokens[index].info == nil {
        let text = tokens[index].text
        tokens[index].info = info(text, isWord: tokens[index].kind == .word)
      }
      sentences[position] = tokens
    }
    return sentences
  }
}

extension StatementReader {
  /// A word written as code as `forEachCodeName` names it: lowercased, when every character is
  /// a letter or a number; nil otherwise. An ASCII word on its bytes (each byte a character).
  static func codeName(_ word: Substring) -> String? {
    var lower: [UInt8] = []
    lower.reserveCapacity(word.utf8.count)
    var ascii = true
    for byte in word.utf8 {
      guard byte < 0x80 else {
        ascii = false
        break
      }
      switch byte {
      case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "0")...UInt8(ascii: "9"): lower.append(byte)
      case UInt8(ascii: "A")...UInt8(ascii: "Z"): lower.append(byte + 0x20)
      default: return nil
      }
    }
    if ascii { return String(decoding: lower, as: UTF8.self) }
    if word.unicodeScalars.allSatisfy(standsAlone) { return scalarCodeName(word.unicodeScalars) }
    return word.allSatisfy({ $0.isLetter || $0.isNumber }) ? word.lowercased() : nil
  }

  /// `codeName` of a word whose every scalar stands alone (`standsAlone`), so each scalar is a
  /// character: a letter or a number as `Character` tells them (`isAlphabetic`, a numeric type:
  /// `ScalarFacts.wordUnit` without `_`), lowered scalar by scalar as `lowercased()` lowers
  /// (French `résultat`; session 19).
  static func scalarCodeName(_ scalars: Substring.UnicodeScalarView) -> String? {
    var lower: [UInt8] = []
    lower.reserveCapacity(scalars.count * 2)
    for scalar in scalars {
      if scalar.isASCII {
        guard scalar != "_", UInt8(scalar.value).isWordUnit else { return nil }
      } else {
        guard ScalarFacts.of(scalar) & ScalarFacts.wordUnit != 0 else { return nil }
      }
      ScalarFacts.appendLowercased(scalar, to: &lower)
    }
    return String(decoding: lower, as: UTF8.self)
  }
}
