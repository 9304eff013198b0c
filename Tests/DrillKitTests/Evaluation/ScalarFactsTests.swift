import DrillKitTesting
import Testing

@testable import DrillGrading

/// The reader's answers kept per scalar (`ScalarFacts`), code names and words read on scalars,
/// and the slot prefilter on bytes (issue 29 (a), s19-checkfast3): each must read exactly as the
/// character reading it replaces.
@Suite struct ScalarFactsTests {
  /// The scalars that stand alone (`StatementReader.standsAlone`), the table's.
  static let alone = (0..<0x2100).compactMap(Unicode.Scalar.init).filter(StatementReader.standsAlone)

  /// The facts kept equal the facts looked up, and each is what `Character` answers; a scalar that
  /// lowering leaves alone lowers to itself.
  @Test func keptFactsAreTheCharactersOwn() {
    for scalar in Self.alone {
      let facts = ScalarFacts.of(scalar)
      let character = Character(scalar)
      expectEqual(facts, ScalarFacts.lookUp(scalar), "\(scalar.value)")
      expectEqual(
        facts & ScalarFacts.wordUnit != 0, character.isLetter || character.isNumber, "\(scalar.value)")
      expectEqual(facts & ScalarFacts.letter != 0, character.isLetter, "\(scalar.value)")
      expectEqual(facts & ScalarFacts.whitespace != 0, character.isWhitespace, "\(scalar.value)")
      var lower: [UInt8] = []
      ScalarFacts.appendLowercased(scalar, to: &lower)
      expectEqual(String(decoding: lower, as: UTF8.self), String(scalar).lowercased(), "\(scalar.value)")
    }
    // Beyond the table: looked up.
    expectEqual(ScalarFacts.of("\u{4E2D}"), ScalarFacts.lookUp("\u{4E2D}"))
  }

  /// Words of every scalar that stands alone, beside ASCII of either case, an apostrophe or `’`.
  static var words: [String] {
    Self.alone.flatMap { scalar in
      [
        "\(scalar)", "x\(scalar)y", "A\(scalar)b", "é\(scalar)É", "\(scalar)’t", "l’\(scalar)",
        "n\(scalar)’t",
      ]
    } + ["résultat", "Straße", "ΑΒΓ", "İstanbul", "ǅemal", "camelÉtat", "l’Ordre", "don’t", "won’t", "Ответ"]
  }

  /// Code names and word tokens on scalars equal the character reading's.
  @Test func scalarWordsReadAsCharacters() {
    for word in Self.words {
      let old = word.allSatisfy({ $0.isLetter || $0.isNumber }) ? word.lowercased() : nil
      expectEqual(StatementReader.codeName(word[...]), old, "\(word)")
      let range = word.startIndex..<word.endIndex
      let scalars = StatementReader.scalarWordTokens(word[...], range: range).map(\.text)
      let characters = StatementReader.characterWordTokens(word[...], range: range).map(\.text)
      expectEqual(scalars, characters, "\(word)")
    }
  }

  /// A text the byte scan passes over has no slot; the texts with one are all passed on.
  @Test(arguments: [
    "une classe est un type référence", "runs on the Main thread", "the parent's array", "iOS 17",
    "bac\u{212A}ground work", "MAIN", "mainé", "domain", "a child", "İnside", "before and after",
    "structs are copied; classes are shared", "twenty", "Ответ — un nombre", "", "first-class",
  ])
  func slotPrefilterPassesEverySlot(text: String) {
    let slots = KeyPointMatcher.slots(
      in: text[...], stemmer: SnowballStemmer(), stop: GradingLexicon.bundled.stopWords)
    if !KeyPointMatcher.mayHoldSlots(text) { expectTrue(slots.isEmpty, "\(text)") }
    for key in KeyPointMatcher.slotTable.keys.sorted() + KeyPointMatcher.slotNumbers.keys.sorted() {
      for variant in [key, key.uppercased(), "é \(key) é", "\(text) \(key)."] {
        expectTrue(KeyPointMatcher.mayHoldSlots(variant), "\(variant)")
      }
    }
  }

  /// The scope prefilter (`mayHoldExistentialScope`, session 20) passes every text with an
  /// existential scope: each scope word in either case, alone, beside accents and after any text,
  /// and each universal with each hedge.
  @Test(arguments: [
    "structs are copied; classes are shared", "It may be nil", "All tasks do not always run",
    "une classe est un type référence", "Ответ — un nombre", "", "private by default", "\u{212A}",
  ])
  func scopePrefilterPassesEveryExistentialScope(text: String) {
    let stop = GradingLexicon.bundled.stopWords
    func existential(_ text: String) -> Bool {
      KeyPointMatcher.scopes(in: text[...], stemmer: SnowballStemmer(), stop: stop, inCondition: true)
        .contains { $0.scope == .some }
    }
    if !KeyPointMatcher.mayHoldExistentialScope(text) { expectTrue(!existential(text), "\(text)") }
    let some = KeyPointMatcher.someScopes.sorted() + ["by default"]
    let all = KeyPointMatcher.allScopes.sorted() + ["have to", "has to"]
    let hedges = KeyPointMatcher.countDenials.sorted() + ["almost", "nearly"]
    for word in some + all.flatMap({ universal in hedges.map { "\($0) \(universal)" } }) {
      for variant in [word, word.uppercased(), "é \(word) é", "\(text) \(word)."] {
        expectTrue(KeyPointMatcher.mayHoldExistentialScope(variant), "\(variant)")
      }
    }
  }

  /// The scope prefilter in one pass (session 21) answers as a search of the text for each word
  /// in turn (`holdsASCIIWord(in:_:)`, as session 20 wrote it), on texts with and without them.
  @Test func scopePrefilterInOnePassAnswersAsEachWordSearched() throws {
    let words = try #require(KeyPointMatcher.scopeWordBytes)
    func searched(_ text: String) -> Bool {
      if text.unicodeScalars.contains("\u{212A}") { return true }
      var text = text
      return text.withUTF8 { bytes in
        func holds(_ word: [UInt8]) -> Bool {
          word.withUnsafeBufferPointer { KeyPointMatcher.holdsASCIIWord(in: bytes, $0) }
        }
        return words.some.contains(where: holds)
          || (words.all.contains(where: holds) && words.hedges.contains(where: holds))
      }
    }
    let all = (words.some + words.all + words.hedges).map { String(decoding: $0, as: UTF8.self) }
    var texts = [
      "structs are copied; classes are shared", "It may be nil", "All tasks do not always run",
      "une classe est un type référence", "Ответ — un nombre", "", "private by default", "\u{212A}",
      "a", "ALMOST EVERY", "[some]", "@ll `always` nearly", "K\u{212A}",
    ]
    for (index, word) in all.enumerated() {
      texts += [word, word.uppercased(), "x\(word)", String(word.dropLast()), "é\(word)é"]
      texts.append("\(word) \(all[(index * 7 + 3) % all.count])")
    }
    for text in texts {
      expectEqual(KeyPointMatcher.mayHoldExistentialScope(text), searched(text), "\(text)")
    }
  }
}
