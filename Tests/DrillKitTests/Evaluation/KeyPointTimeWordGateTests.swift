import Testing

@testable import DrillGrading

/// `times(in:stretches:)` reads a time only at a word `mayBeTimeWord` lets through (issue 29 (a),
/// s43-checkfast42): every word its `switch` and `repeatedWords` name must pass, or a time said
/// with it would go unread. A word added there and not to the gate fails here.
@Suite struct KeyPointTimeWordGateTests {
  typealias Matcher = KeyPointMatcher

  /// The `case`s of `times`' `switch`, and the words its `default` looks up.
  static let timeWords =
    ["once", "time", "times", "over", "again", "every", "each", "keep", "keeps", "kept", "keeping"]
    + Matcher.repeatedWords.sorted()

  @Test func everyTimeWordPasses() {
    for word in Self.timeWords {
      #expect(Matcher.mayBeTimeWord(word), "\(word)")
    }
  }

  /// A gate, not the words: "each"'s first byte and length let "ever" through to the `switch`.
  @Test func otherWordsAreSkipped() {
    for word in ["", "the", "one", "runs", "repeated", "eventually", "oncé", "Once"] {
      #expect(!Matcher.mayBeTimeWord(word), "\(word)")
    }
  }

  @Test func timesAreReadAsBefore() {
    let said = Matcher.times(in: "it runs once, then again and again, every time the view appears"[...])
    #expect(said.map(\.times) == [.once, .repeatedly, .repeatedly])
    let conjunction = Matcher.times(in: "once the request is sent it keeps retrying"[...])
    #expect(conjunction.map(\.times) == [.repeatedly])
  }
}
