import DrillEvaluation
import DrillKitTesting
import Testing

@testable import DrillGrading

/// Fillers found by index (issue 29 (a), branch `s32-checkfast29`): `dropFillers` asks each
/// token's own `WordInfo` where `contains(where:)` copied every token, starts at the first token
/// that may open a filler, and matches a filler's words against the tokens in place
/// (`StatementReader.says`), where `elementsEqual` over a slice copied each token.
@Suite struct FillersByIndexTests {
  let reader = StatementReader(lexicon: .bundled, stemmer: SnowballStemmer())

  /// `dropFillers` as it was before the branch, written out: every token asked through
  /// `info(_:)`, each filler matched with `elementsEqual`.
  func reference(_ tokens: [StatementReader.Token]) -> [StatementReader.Token] {
    guard !reader.lexicon.fillers.isEmpty, tokens.contains(where: { reader.info($0).startsFiller }) else {
      return tokens
    }
    var kept: [StatementReader.Token] = []
    var index = 0
    outer: while index < tokens.count {
      guard reader.info(tokens[index]).startsFiller else {
        kept.append(tokens[index])
        index += 1
        continue
      }
      let fillers = reader.info(tokens[index]).fillers
      for length in stride(from: min(reader.lexicon.longestFiller, tokens.count - index), through: 1, by: -1)
      {
        let words = tokens[index..<(index + length)]
        if fillers.contains(where: { $0.elementsEqual(words) { word, token in word == token.text } }) {
          index += length
          if index < tokens.count, tokens[index].kind == .comma { index += 1 }
          continue outer
        }
      }
      kept.append(tokens[index])
      index += 1
    }
    return kept
  }

  /// 3,000 random sentences of fillers' words, their fragments, commas and other words, some
  /// tokens without their `WordInfo` (looked up then): the same tokens kept, in order.
  @Test func randomSentencesDropAsBefore() {
    let words = [
      "so", "basically", "i", "think", "kind", "of", "sort", "you", "know", "um", "uh", "right", "okay", "ok",
      "well", "yeah", "to", "be", "honest", "like", "said", "long", "story", "short", "in", "a", "nutshell",
      "the", "cache", "holds", "values", ",", "résultat", "`let`", "mean", "me", "see", "let's",
    ]
    var generator = SystemRandomNumberGenerator()
    var (dropping, compared) = (0, 0)
    for _ in 0..<3_000 {
      let count = Int.random(in: 1...12, using: &generator)
      let text = (0..<count).map { _ in words.randomElement(using: &generator)! }.joined(separator: " ")
      for var tokens in reader.plainSentences(of: text, asides: false) {
        for index in tokens.indices where Bool.random(using: &generator) { tokens[index].info = nil }
        let (made, expected) = (reader.dropFillers(tokens), reference(tokens))
        expectEqual(made.map(\.text), expected.map(\.text), "\(text)")
        expectEqual(made.map(\.range), expected.map(\.range), "\(text)")
        expectEqual(made.map(\.kind), expected.map(\.kind), "\(text)")
        if made.count < tokens.count { dropping += 1 }
        compared += 1
      }
    }
    expectTrue(dropping > 300, "\(dropping) of \(compared) sentences dropped a filler")
  }

  /// A filler's words said by the tokens at a position: the same count, each text equal as
  /// `String` compares (canonically: `é` as `e` and a combining accent).
  @Test func saysMatchesWordsInPlace() {
    let tokens = reader.plainSentences(of: "well so basically re\u{301}sultat", asides: false).joined().map {
      $0
    }
    let texts = tokens.map(\.text)
    expectTrue(StatementReader.says(["so", "basically"], tokens, at: 1, length: 2), "\(texts)")
    expectTrue(!StatementReader.says(["so", "basically"], tokens, at: 1, length: 1), "\(texts)")
    expectTrue(!StatementReader.says(["so"], tokens, at: 1, length: 2), "\(texts)")
    expectTrue(!StatementReader.says(["basically", "so"], tokens, at: 1, length: 2), "\(texts)")
    let last = tokens.count - 1
    expectTrue(StatementReader.says(["résultat"], tokens, at: last, length: 1), "\(texts)")
  }
}
