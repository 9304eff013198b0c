import DrillKitTesting
import Testing

@testable import DrillGrading

/// A `non-` word spelled as the key points spell it: closed ("nonmutating") or apart
/// ("non-copyable") (docs/evaluation.md, session 31, s31-grading86;
/// `StatementReader+NonSpellings.swift`).
@Suite struct KeyPointMatcherNonSpellingTests {
  static func reader(_ keyPoints: [String]) -> StatementReader {
    var reader = StatementReader(lexicon: .bundled, stemmer: SnowballStemmer())
    reader.useQuestion(prompt: "", keyPoints: keyPoints)
    return reader
  }

  static let closed = "The nonmutating form of a verb adds \"ed\" or \"ing\", such as `sorted()`."
  static let apart = "A C++ type with a deleted copy constructor imports as a non-copyable type."

  /// The point writes the word closed; the answer sets the prefix apart (heldout10 and heldout26,
  /// `api-design/mutating-nonmutating-pairs`): the answer's `non` and the word are the point's word.
  @Test(arguments: [
    (Self.closed, "Non-mutating: ed or ing."),
    ("The nonmutating method returns a new value.", "the non-mutating one returns a new one"),
  ])
  func aHyphenedWordIsThePointsClosedWord(point: String, answer: String) {
    let said = checkPoint(point, answer)
    expectTrue(said.credited, "\(said)")
    let names = Self.reader([point]).statement(answer).map(\.name)
    expectTrue(!names.contains("non") && names.contains { $0.hasPrefix("nonmut") }, "\(names)")
  }

  /// The point sets the prefix apart; the answer writes the word closed (heldout14,
  /// `cpp-interop/cxx-value-vs-reference`): the answer's word is `non` and the word after it.
  @Test func aClosedWordIsThePointsWordSetApart() {
    let said = checkPoint("The type imports as non-copyable.", "it imports noncopyable")
    expectTrue(said.credited, "\(said)")
    let answer = "A C++ type whose copy constructor is deleted comes in as a noncopyable type."
    let concepts = Self.reader([Self.apart]).statement(answer)
    let copyable = concepts.first { $0.name.hasPrefix("copyabl") }
    expectTrue(copyable?.negation != nil, "\(concepts)")
  }

  /// Where no point writes the word, or the points write it both ways, the answer is read as
  /// written; so are words that start with `non` and are no `non-` word.
  @Test(arguments: [
    (["The compiler checks each call site."], "a noncopyable type"),
    (["The compiler checks each call site."], "a non-mutating method"),
    (
      ["A nonmutating method returns a new value.", "A non-mutating method is pure."],
      "a non-mutating method"
    ),
    (["A non-copyable type is moved."], "that is nonsense"),
  ])
  func otherwiseTheAnswerIsReadAsWritten(keyPoints: [String], answer: String) {
    let plain = StatementReader(lexicon: .bundled, stemmer: SnowballStemmer()).statement(answer)
    let read = Self.reader(keyPoints).statement(answer)
    expectEqual(read.map(\.name), plain.map(\.name))
  }

  /// The points' spellings, as the reader keeps them: a word written both ways is in neither set.
  @Test func theSpellingsOfThePoints() {
    let reader = Self.reader([Self.closed, Self.apart, "nonblocking I/O; a non-blocking call"])
    let spellings = reader.questionAgainStems!.nonSpellings
    expectEqual(spellings.closed, ["nonmutating"])
    expectEqual(spellings.apart, [reader.info("copyable", isWord: true).stem])
  }
}
