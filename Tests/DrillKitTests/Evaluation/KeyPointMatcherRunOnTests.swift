import DrillKitTesting
import Testing

@testable import DrillGrading

/// Run-on answers, typed as one line without sentence marks: a capital says where a sentence
/// starts: docs/evaluation.md, "Session 23 (s23-grading47)".
@Suite struct KeyPointMatcherRunOnTests {
  /// The sentences the reader finds in an answer, as text.
  static func sentences(_ text: String) -> [String] {
    let reader = StatementReader(lexicon: .bundled, stemmer: SnowballStemmer())
    return reader.answerSentences(of: text).compactMap { tokens in
      guard let first = tokens.first, let last = tokens.last else { return nil }
      return String(text[first.range.lowerBound..<last.range.upperBound])
    }
  }

  static let runOn =
    "A struct is a value type so it gets copied when you assign it The class is shared by reference "
    + "Mutating it changes what everyone sees"

  /// In an answer with no sentence mark, an opener ("The") or another word written with a capital
  /// after a word that may end a sentence starts one.
  @Test func aCapitalAfterAClauseStartsASentenceOfARunOnAnswer() {
    expectEqual(
      Self.sentences(Self.runOn),
      [
        "A struct is a value type so it gets copied when you assign it", "The class is shared by reference",
        "Mutating it changes what everyone sees",
      ])
  }

  /// An answer with any sentence mark, even its final full stop, keeps its own sentences, and a
  /// short one is one statement typed without its full stop.
  @Test func anAnswerWithASentenceMarkOrAShortOneKeepsItsSentences() {
    expectEqual(
      Self.sentences(Self.runOn + "."),
      [Self.runOn])
    expectEqual(
      Self.sentences(
        "A struct is copied when you assign it. The class is shared Mutating it changes what everyone sees"),
      ["A struct is copied when you assign it", "The class is shared Mutating it changes what everyone sees"])
    expectEqual(
      Self.sentences("Internal Swift declarations are visible to other modules"),
      ["Internal Swift declarations are visible to other modules"])
  }

  /// Capitals that name something start no sentence: a name of several capitals, a word after a
  /// preposition or an article, a camelCase name, `I` and `I'd`.
  @Test func namesAndIStartNoSentence() {
    let text =
      "you publish the info so the App Store page shows it and I'd build it in Xcode with SwiftUI "
      + "views that return an array of Any values"
    expectEqual(Self.sentences(text), [text])
  }

  /// An answer typed all in lowercase has capitals on its names only: it stays one sentence; the
  /// same answer typed with capitals is split where one starts a sentence.
  @Test func anAnswerTypedInLowercaseKeepsItsNamesInItsSentence() {
    let lowercase =
      "so the plain C enum shows up as a struct with raw values the NS_ENUM one becomes a real Swift enum "
      + "with cases"
    expectEqual(Self.sentences(lowercase), [lowercase])
    expectEqual(
      Self.sentences(
        "So the plain C enum shows up as a struct with raw values The NS_ENUM one becomes a real enum with "
          + "cases"),
      [
        "So the plain C enum shows up as a struct with raw values",
        "The NS_ENUM one becomes a real enum with cases",
      ])
  }

  /// A denial no longer reaches into the next statement of a run-on answer ("… not on subscribe
  /// One result …" had denied the result), and the statement is credited as its written form is.
  @Test func aRunOnAnswerIsGradedAsItsSentences() {
    let point = "A Future produces one result and gives it to every subscriber"
    let runOn =
      "Yes Future runs at creation, not on subscribe One result, shared with all subscribers Deferred "
      + "makes it lazy, one run per subscriber"
    let check = checkPoint(point, runOn)
    expectTrue(check.credited && !check.contradicted, "\(check)")
    expectEqual(check.evidence, "One result, shared with all subscribers")
    let written =
      "Yes: Future runs at creation, not on subscribe. One result, shared with all subscribers. "
      + "Deferred makes it lazy, one run per subscriber."
    expectTrue(checkPoint(point, written).credited)
  }
}
