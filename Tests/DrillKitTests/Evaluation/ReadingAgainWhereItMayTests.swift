import DrillKitTesting
import Testing

@testable import DrillGrading

/// `sentences(of:)` reading a sentence again for `re-` and `non-` words only where one may change
/// it, the reading itself given back where none does (issue 29 (a), branch `s34-checkfast35`):
/// each sentence as `readingNonSpellings(readingAgain(_:))` read it.
@Suite struct ReadingAgainWhereItMayTests {
  static let texts =
    QuotedTermsInPlaceTests.texts + QuotedTermsInPlaceTests.longTexts + [
      "It re-creates the view, then refetches and reloads; a nonmutating get is non-optional.",
      "re fetch it, non optional — ré-écrit, réessaie, nonnull",
    ]

  /// The shape of a reading: each token's fields and its `WordInfo`'s identity.
  static func shape(_ sentences: [[StatementReader.Token]]) -> [String] {
    sentences.map { tokens in
      tokens.map {
        "\($0.kind) \($0.text) \($0.range) \($0.inCode) \($0.inName) \($0.repeated) "
          + ($0.info.map { "\(ObjectIdentifier($0))" } ?? "-")
      }
      .joined(separator: "|")
    }
  }

  @Test func sentencesReadAgainAsEachSentenceMapped() {
    var changed = 0
    for reader in QuotedTermsInPlaceTests.readers() {
      for text in Self.texts {
        let read = reader.plainSentences(of: text, asides: false)
        let expected = read.map { reader.readingNonSpellings(reader.readingAgain($0)) }
        let made = reader.readingAgainAndNonSpellings(read)
        expectEqual(Self.shape(made), Self.shape(expected), "\(text.prefix(80))")
        for (tokens, again) in zip(read, expected) {
          let may = StatementReader.mayReadAgain(tokens, non: reader.questionAgainStems != nil)
          // A sentence said to be left as it is is left as it is.
          if !may { expectEqual(Self.shape([again]), Self.shape([tokens]), "\(text.prefix(80))") }
          if Self.shape([again]) != Self.shape([tokens]) { changed += 1 }
        }
      }
    }
    expectTrue(changed > 5, "\(changed) sentences read again")
  }

  @Test func emptyAndUnchangedReadings() {
    let reader = QuotedTermsInPlaceTests.readers()[3]
    expectTrue(reader.readingAgainAndNonSpellings([]).isEmpty)
    expectTrue(!StatementReader.mayReadAgain([], non: true))
    let plain = reader.plainSentences(
      of: "the cache holds values in code `refetch` and `nonnull`", asides: false)
    for tokens in plain { expectTrue(!StatementReader.mayReadAgain(tokens, non: true)) }
    expectEqual(Self.shape(reader.readingAgainAndNonSpellings(plain)), Self.shape(plain))
  }
}
