import DrillKitTesting
import Testing

@testable import DrillGrading

/// A question's quoted terms read from the reading as it is kept, its tokens in place (issue 29
/// (a), branch `s34-checkfast35`): the terms the reading through `sentences(of:)` gave.
@Suite struct QuotedTermsInPlaceTests {
  static let texts = [
    "Lisez ce code et répondez : que vaut `résultat` à la fin ?\n\n```swift\nlet valeurs = [2, 3]\nprint(valeurs)\n```",
    "Use `some View` or `any Shape`, not a plain LazyVStack; `nil` doesn't carry a reason.",
    "The client refetches the `none` case, re-creates `some View` and reloads it; `.none` is nonmutating.",
    "A non-optional value, a nonmutating `get`, `nonisolated` and `.never` re fetches `static let`.",
    "`re` `fetch` re `fetch` — `non` `optional`, `.none` and `Never`; `dynamic` and `required` init.",
    "Ответ — un nombre, `isKnownUniquelyReferenced` ou l’ordre; `.none` café `any` ré-écrit",
    "e\u{301}tat `some` re\u{301}sultat 🙂 `.none` `without` `withoutResponse`",
    "``",
    "`",
    "",
    "no code span at all, refetches and non-final",
  ]

  /// Texts of the bank's sizes and past them: every text above joined, many times.
  static var longTexts: [String] {
    [
      Array(repeating: texts.joined(separator: " "), count: 40).joined(separator: "\n"),
      "```swift\n" + (0..<600).map { "let value\($0) = `none` refetch(\($0))" }.joined(separator: "\n")
        + "\n```",
    ]
  }

  /// `quotedTerms(of:)` as it was before the branch, written out: over `sentences(of:)`, each
  /// code word copied and asked through `info(_:)`.
  static func reference(_ reader: StatementReader, _ text: String) -> Set<String> {
    var terms: Set<String> = []
    for tokens in reader.sentences(of: text) {
      for index in tokens.indices where tokens[index].inCode {
        let token = tokens[index]
        let info = reader.info(token)
        if info.stop || (info.negation && text[..<token.range.lowerBound].last == ".")
          || StatementReader.isEverydayKeyword(token.text)
        {
          terms.insert(token.text)
        }
      }
    }
    return terms
  }

  /// Readers with and without kept readings, with and without a question's `re-` and `non-`
  /// stems (their readings then change words outside code), with code names.
  static func readers() -> [StatementReader] {
    let plain = StatementReader(lexicon: .bundled, stemmer: SnowballStemmer())
    var kept = plain
    kept.readings = KeyPointReadings()
    var again = plain
    again.questionAgainStems = QuestionAgainStems(
      ["the client fetches it again", "a non optional value, mutating get", "writes without response"],
      maker: plain)
    var againKept = again
    againKept.readings = KeyPointReadings()
    var named = againKept
    named.useQuestion(prompt: texts[1], keyPoints: [texts[2], texts[3]])
    return [plain, kept, again, againKept, named]
  }

  @Test func quotedTermsAsThroughSentences() {
    var found = 0
    for reader in Self.readers() {
      for text in Self.texts + Self.longTexts {
        let (made, expected) = (reader.quotedTerms(of: text), Self.reference(reader, text))
        expectEqual(made, expected, "\(text.prefix(80))")
        // Asked again: the kept reading read again.
        expectEqual(reader.quotedTerms(of: text), expected, "\(text.prefix(80))")
        found += made.count
      }
      expectEqual(
        reader.quotedTerms(Self.texts),
        Self.texts.reduce(into: Set<String>()) {
          $0.formUnion(Self.reference(reader, $1))
        })
    }
    expectTrue(found > 20, "\(found) terms")
  }

  @Test func questionTermsHoldTheQuotedStopWordsAndKeywords() {
    let reader = Self.readers()[1]
    let terms = reader.questionTerms(prompt: Self.texts[4], keyPoints: [Self.texts[1], Self.texts[2]])
    for term in ["some", "any", "none", "dynamic", "required"] {
      expectTrue(terms.contains(term), "\(terms)")
    }
    expectTrue(!terms.contains("fetch"), "\(terms)")
  }
}
