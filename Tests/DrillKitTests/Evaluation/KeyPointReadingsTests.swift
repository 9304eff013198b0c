import DrillKitTesting
import Testing

@testable import DrillGrading

/// A question's statements read once for all its gradings (`KeyPointReadings`), converse guards
/// and code names on bytes (issue 29 (a), s18-checkfast2): each must read exactly as before.
@Suite struct KeyPointReadingsTests {
  static let texts = [
    "Lisez ce code et répondez : que vaut `résultat` à la fin ?\n\n```swift\nlet valeurs = [2, 3]\n```",
    "Use `some View` or `any Shape`, not a plain LazyVStack; `nil` doesn't carry a reason.",
    "A struct is copied. Classes share (by reference) with each other",
    "une classe est un type référence",
    "Ответ — un nombre, `isKnownUniquelyReferenced` ou l’ordre",
    "",
  ]

  static func shape(_ sentences: [[StatementReader.Token]]) -> [String] {
    sentences.map { tokens in
      tokens.map { "\($0.kind) \($0.text) \($0.range) \($0.inCode) \($0.info?.stem ?? "-")" }
        .joined(separator: "|")
    }
  }

  /// Read through the cache (twice) or not, with or without code names: the same tokens.
  @Test func cachedSentencesEqualFreshOnes() {
    var fresh = StatementReader(lexicon: .bundled, stemmer: SnowballStemmer())
    var cached = fresh
    cached.readings = KeyPointReadings()
    for names in [[:], fresh.codeNames(Self.texts)] {
      fresh.codeNames = names
      cached.codeNames = names
      for text in Self.texts {
        expectEqual(Self.shape(cached.sentences(of: text)), Self.shape(fresh.sentences(of: text)))
        expectEqual(Self.shape(cached.sentences(of: text)), Self.shape(fresh.sentences(of: text)))
      }
    }
  }

  /// Quoted terms and code names of texts with and without code spans, kept or not.
  @Test func cachedTermsAndNamesEqualFreshOnes() {
    let fresh = StatementReader(lexicon: .bundled, stemmer: SnowballStemmer())
    var cached = fresh
    cached.readings = KeyPointReadings()
    for _ in 0..<2 {
      expectEqual(cached.quotedTerms(Self.texts), fresh.quotedTerms(Self.texts))
      expectEqual(cached.codeNames(Self.texts), fresh.codeNames(Self.texts))
      expectEqual(
        cached.codeNames(Array(Self.texts.reversed())), fresh.codeNames(Array(Self.texts.reversed())))
    }
    expectTrue(fresh.quotedTerms(Self.texts).contains("some"))
  }

  /// Gradings sharing one question's readings judge as gradings that share none.
  @Test func sharedReadingsJudgeAsFreshOnes() {
    let prompt = "Why is `some View` returned? Compare structs and classes."
    let points = ["structs are copied; classes are shared", "`some View` hides the concrete type"]
    let notes = [KeyPointNotes(also: ["a struct is a value type"], wrong: ["structs are shared"])]
    let answers = [
      "Structs get copied, classes are shared by reference. The `some View` hides its concrete type.",
      "Structs are shared, and classes are copied.", "structs are shared",
    ]
    let readings = KeyPointReadings()
    // With and without the model Answer's sentences lent, as the app and `check`'s audit grade.
    for (answer, model) in answers.flatMap({ answer in ["", answers[0]].map { (answer, $0) } }) {
      let shared = KeyPointMatcher.check(
        points, notes: notes, against: answer, prompt: prompt, lexicon: .bundled, readings: readings,
        model: model)
      let alone = KeyPointMatcher.check(
        points, notes: notes, against: answer, prompt: prompt, lexicon: .bundled, model: model)
      expectEqual("\(shared)", "\(alone)")
    }
  }

  /// `hasGuard` as it read before: the lowered text's letter characters.
  static func guardByCharacters(_ text: Substring) -> Bool {
    var word = ""
    for character in text.lowercased() {
      if character.isLetter {
        word.append(character)
      } else {
        if Judge.converseGuards.contains(word) { return true }
        word = ""
      }
    }
    return Judge.converseGuards.contains(word)
  }

  @Test(arguments: [
    "observed by the parent", "BY", "Between", "shares it with its child", "andante", "quand il vient",
    "the parent proposes", "each", "by\u{301} the way", "by—with", "\u{600}bby", "x\u{600}by", "\u{130}and",
    "\u{212A}by", "café and", "caféand", "écrit par", "both\r\nother", "by_the", "é-by-é", "",
  ])
  func guardsOnBytesAsOnCharacters(text: String) {
    let bytes = Judge.bytesHaveGuard(text[...])
    expectEqual(Judge.hasGuard(text[...]), Self.guardByCharacters(text[...]), "\(text)")
    if let bytes { expectEqual(bytes, Self.guardByCharacters(text[...]), "\(text)") }
    if text.utf8.allSatisfy({ $0 < 0x80 }) { expectTrue(bytes != nil, "\(text)") }
  }

  @Test(arguments: [
    "LazyVStack", "sort", "a_b", "don't", "Résultat", "ΑΒΓ", "x2", "l’ordre", "e\u{301}t\u{E9}",
  ])
  func codeNamesOnBytesAsOnCharacters(word: String) {
    let old = word.allSatisfy({ $0.isLetter || $0.isNumber }) ? word.lowercased() : nil
    expectEqual(StatementReader.codeName(word[...]), old, "\(word)")
  }
}
