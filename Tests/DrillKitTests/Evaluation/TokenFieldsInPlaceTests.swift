import DrillEvaluation
import DrillKitTesting
import Testing

@testable import DrillGrading

/// Tokens read in place, not copied (issue 29 (a), session 29, branch `s29-checkfast15`): the first
/// reading looks each token's `WordInfo` up by its text (`info(_:isWord:)`), and `concepts` reads a
/// token's kind, text and code mark from the array instead of a copy of the token.
@Suite struct TokenFieldsInPlaceTests {
  let reader = StatementReader(lexicon: .bundled, stemmer: SnowballStemmer())

  /// Every token of a first reading carries the table's `WordInfo` of its own text: a word's stem,
  /// a symbol's text as it is.
  @Test func eachTokenCarriesItsOwnTextsInfo() {
    let text = "The caches aren't shared (`Sendable` types are), so copies == 2 and a non-final class waits."
    let sentences = reader.plainSentences(of: text, asides: false)
    var (words, symbols) = (0, 0)
    for token in sentences.joined() {
      guard let info = token.info else {
        Issue.record("\(token.text) has no info")
        continue
      }
      expectTrue(info === reader.info(token.text, isWord: token.kind == .word), "\(token.text)")
      if token.kind == .word {
        expectEqual(info.stem, reader.lexicon.stemKey(token.text, reader.stemmer), "\(token.text)")
        words += 1
      } else {
        expectEqual(info.stem, token.text)
        symbols += 1
      }
    }
    expectTrue(words > 10, "\(words) words")
    expectTrue(symbols > 1, "\(symbols) symbols")
  }

  /// The rules `concepts` asks of the token it stands on, each read from the array: `non` denies
  /// the one word it is joined to, a word after a parenthesis is not denied with the words before
  /// it, a stop word quoted as code is a concept, `or` opens an alternative.
  @Test func conceptsReadTheTokenTheyStandOn() {
    let nonFinal = reader.statement("a non-final class can be subclassed")
    expectEqual(nonFinal.filter { $0.negation != nil }.count, 1, "\(nonFinal.map(\.name))")
    let denied = reader.statement("it is not cached (the value) here")
    let after = denied.firstIndex { $0.name == reader.statement("value").first?.name }
    expectTrue(after.map { denied[$0].negation == nil } ?? false, "\(denied.map(\.name))")
    let alternative = reader.statement("use a struct or a class")
    expectEqual(alternative.filter(\.alternative).count, 1, "\(alternative.map(\.name))")
    let stopping = reader.statement("the compiler stops checking the types")
    expectTrue(stopping.contains { $0.negation != nil }, "\(stopping.map(\.name))")
  }

  /// The words of `text`'s one sentence after `step`.
  func texts(_ text: String, _ step: ([StatementReader.Token]) -> [StatementReader.Token]) -> [String] {
    reader.plainSentences(of: text, asides: false).flatMap { step($0).map(\.text) }
  }

  /// A sentence that drops no filler is given back whole, one that drops one keeps the words
  /// before it (made at the first filler dropped).
  @Test func fillersDroppedOrTheSentenceGivenBack() {
    let dropped = texts("the cache basically holds values", reader.dropFillers)
    expectEqual(dropped, ["the", "cache", "holds", "values"])
    let none = texts("a kind heap holds values", reader.dropFillers)
    expectEqual(none, ["a", "kind", "heap", "holds", "values"])
    let two = texts("um the cache holds, kind of, values", reader.dropFillers)
    expectEqual(two, ["the", "cache", "holds", ",", "values"])
  }

  /// A `re-` word read again keeps the words before it; a sentence whose `re-` words are none is
  /// given back whole.
  @Test func wordsReadAgainOrTheSentenceGivenBack() {
    var again = StatementReader(lexicon: .bundled, stemmer: SnowballStemmer())
    again.questionAgainStems = QuestionAgainStems(stems: ["fetch"], maker: again)
    let read = again.plainSentences(of: "the client then refetches it", asides: false).flatMap {
      again.readingAgain($0).map(\.text)
    }
    expectEqual(read, ["the", "client", "then", "fetches", "again", "it"])
    let kept = again.plainSentences(of: "the function returns a result", asides: false).flatMap {
      again.readingAgain($0).map(\.text)
    }
    expectEqual(kept, ["the", "function", "returns", "a", "result"])
  }

  /// A number joined across a `.` or split from its unit keeps the words before it; a sentence
  /// whose numbers stand as they are is given back whole.
  @Test func numbersJoinedOrTheSentenceGivenBack() {
    let joined = texts("it takes 16.7ms on 2.3.1 and 42 threads") { $0 }
    expectEqual(joined, ["it", "takes", "16.7", "ms", "on", "2.3.1", "and", "42", "threads"])
    let split = texts("the heap holds 200MB") { $0 }
    expectEqual(split, ["the", "heap", "holds", "200", "mb"])
    let plain = texts("42 threads and 7 queues") { $0 }
    expectEqual(plain, ["42", "threads", "and", "7", "queues"])
  }
}
