import DrillSupport

/// Code names as values (session 25, s25-grading58): a code name a point quotes fills a slot of
/// its claim, as a number or a side of a pair does (`misargues`): "new screens are shown **with**
/// `UIHostingController`", "When In Use **needs** `NSLocationWhenInUseUsageDescription`". A
/// sentence that states the point and fills the same slot (the same word before the name, past
/// up to two stop words) with another code name only, never saying the point's
/// own ("shown **with** UIViewRepresentable", "**needs** NSLocationAlwaysUsageDescription"),
/// gives another value of that slot: it contradicts the point. Two APIs named in one place are
/// two answers to one question; an API is one value, whatever else the sentence shares with the
/// point. An answer's code name is a word the way code is spelt: a capital after its first letter
/// beside a small letter (`UIHostingController`, `passRetained`), or an underscore
/// (`objc_msgSend`), its parts joined by a dot (`Task.detached`). One with a denial in the three
/// words before it ("rather than UIViewRepresentable") is not said; a point that quotes two names
/// in one slot ("`X` or `Y`") makes no claim on it.
///
/// A name said aloud (session 41, s41-grading128): a transcript spells a type as English spells a
/// proper noun, a capital and small letters ("returns a **Bool**", "stored as a **String**", "must
/// be **Comparable**") or capitals only ("the **UTF8** bytes"), and a long name as several such
/// words in a row ("**App Intents**", "**Unsafe Pointer**"). Inside a sentence (not its first
/// word, nor the first after `.`, `!`, `?`, `:` or `;`) such a word is a name, and names said in a
/// row are one name. The point's side is unchanged: only its quoted types are values.
extension KeyPointMatcher {
  /// A code name with the stem of the word before it that names its slot (what is shown **with**
  /// it, imported **as** it). The word after a name is no slot: "`NSItemProvider` **objects**"
  /// names a kind, and "`NSExtensionItem` objects" another part of the same claim.
  struct NameSlot {
    var name: String
    var before: String?
  }

  /// A word or mark of a text: a code name (`name`), another word, or the end of a stretch.
  enum NameToken: Equatable {
    case name(String)
    case word(String)
    case end
  }

  /// Lowercased letters and digits of `text`: how a name is compared.
  static func nameKey(_ text: some StringProtocol) -> String {
    String(text.lowercased().filter { $0.isLetter || $0.isNumber })
  }

  /// Whether an answer's word is spelt as code.
  static func isCodeSpelling(_ word: Substring) -> Bool {
    guard word.count >= 4, word.first?.isUppercase == true, word.contains(where: \.isLowercase) else {
      return false
    }
    return word.contains("_") || word.dropFirst().contains(where: \.isUppercase)
  }

  /// Whether an answer's word inside a sentence is spelt as a proper noun, so as a name said aloud:
  /// three letters or more, a capital then small letters ("Bool", "Comparable") or capitals only
  /// ("UTF8", "JSON"), digits allowed after the first letter.
  static func isCapitalSpelling(_ word: Substring) -> Bool {
    guard word.count >= 3, word.first?.isUppercase == true else { return false }
    let rest = word.dropFirst()
    return rest.allSatisfy { $0.isLowercase || $0.isNumber }
      || rest.allSatisfy { $0.isUppercase || $0.isNumber }
  }

  /// The tokens of `text`: a span in backticks is a name when `quoted`, else a word spelt as code
  /// or, inside a sentence, as a proper noun (names said in a row one name).
  static func nameTokens(_ text: Substring, quoted: Bool) -> [NameToken] {
    var tokens: [NameToken] = []
    var index = text.startIndex
    var sentenceStart = true
    func isPart(_ character: Character) -> Bool {
      character.isLetter || character.isNumber || character == "_"
    }
    while index < text.endIndex {
      let character = text[index]
      if quoted, character == "`" {
        let rest = text[text.index(after: index)...]
        guard let close = rest.firstIndex(of: "`") else { break }
        let quote = rest[..<close]
        // A method or a property (lowercase) is one of several steps: only a type is one value.
        tokens.append(quote.first(where: { $0.isLetter })?.isUppercase == true ? .name(nameKey(quote)) : .end)
        index = text.index(after: close)
      } else if isPart(character) {
        var end = index
        while end < text.endIndex,
          isPart(text[end])
            || (text[end] == "." && text.index(after: end) < text.endIndex
              && text[text.index(after: end)].isLetter
              && end > index && text[text.index(before: end)].isLetter)
        {
          end = text.index(after: end)
        }
        let word = text[index..<end]
        let isName = !quoted && (isCodeSpelling(word) || (!sentenceStart && isCapitalSpelling(word)))
        if isName, case .name(let previous) = tokens.last {
          // Names said in a row are one name: "Unsafe Mutable Pointer".
          tokens[tokens.count - 1] = .name(previous + nameKey(word))
        } else {
          tokens.append(isName ? .name(nameKey(word)) : .word(word.lowercased()))
        }
        sentenceStart = false
        index = end
      } else {
        if !character.isWhitespace, !"-'’`".contains(character) { tokens.append(.end) }
        if ".!?:;".contains(character) { sentenceStart = true }
        index = text.index(after: index)
      }
    }
    return tokens
  }

  /// The stem of a slot's anchor: the first of `words` (read away from the slot) that is neither a
  /// stop word nor a single letter, past at most two that are; nil at a nil (no word there: a
  /// name, the stretch's end) or at a word `ends` holds (a denial). One reading of a name's slot
  /// (`nameSlots`) and a value's (`values(in:of:…)`).
  static func slotAnchor(
    _ words: some Sequence<String?>, stemmer: SnowballStemmer, stop: Set<String>,
    ends: (String) -> Bool = { _ in false }
  ) -> String? {
    var skipped = 0
    for word in words {
      guard let word, !ends(word) else { return nil }
      if word.count < 2 || stop.contains(word) {
        skipped += 1
        if skipped == 3 { return nil }
        continue
      }
      return stemmer.stem(word)
    }
    return nil
  }

  /// The code names of `text` with their slots; a name with a denial in the three words before it
  /// is not said.
  static func nameSlots(in text: Substring, quoted: Bool, stemmer: SnowballStemmer, stop: Set<String>)
    -> [NameSlot]
  {
    let tokens = nameTokens(text, quoted: quoted)
    func anchor(_ indices: some Sequence<Int>) -> String? {
      slotAnchor(
        indices.lazy.map { index -> String? in
          if case .word(let word) = tokens[index] { return word }
          return nil
        }, stemmer: stemmer, stop: stop)
    }
    var found: [NameSlot] = []
    for (index, token) in tokens.enumerated() {
      guard case .name(let name) = token, !name.isEmpty else { continue }
      let denied = tokens[max(0, index - 3)..<index].contains {
        if case .word(let word) = $0 { return countDenials.contains(word) }
        return false
      }
      if denied { continue }
      let before = anchor(stride(from: index - 1, through: 0, by: -1))
      if before != nil { found.append(NameSlot(name: name, before: before)) }
    }
    return found
  }

  /// Whether `said` fills a slot of a code name the point quotes with another code name only.
  static func misnames(point: String, said: Substring, stemmer: SnowballStemmer, stop: Set<String>) -> Bool {
    // A byte test: `contains("`")` went through Foundation's `range(of:)` (issue 29 (a), session
    // 27: 2 % of a `check` of the prose bank). A point without the byte has no quote, and one whose
    // backtick carries a combining mark has no name either (`nameTokens` compares `Character`s).
    guard ByteSearch.holds(UInt8(ascii: "`"), in: point) else { return false }
    let pointSlots = nameSlots(in: point[...], quoted: true, stemmer: stemmer, stop: stop)
    if pointSlots.isEmpty { return false }
    let saidSlots = nameSlots(in: said, quoted: false, stemmer: stemmer, stop: stop)
    if saidSlots.isEmpty { return false }
    let pointKey = nameKey(point)
    let saidKey = nameKey(said)
    return pointSlots.contains { slot in
      func aligned(_ other: NameSlot) -> Bool { slot.before != nil && other.before == slot.before }
      if pointSlots.contains(where: { aligned($0) && $0.name != slot.name }) { return false }
      // The point's own name said anywhere in the sentence, whole or in part ("stopAccessing" for
      // `stopAccessingSecurityScopedResource()`), or the other name one of the point's.
      if saidKey.contains(slot.name) || saidSlots.contains(where: { slot.name.contains($0.name) }) {
        return false
      }
      return saidSlots.contains { aligned($0) && !pointKey.contains($0.name) }
    }
  }
}
