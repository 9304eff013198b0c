import DrillKitTesting
import Testing

@testable import DrillGrading

/// Session 30 (s30-grading78), docs/evaluation.md: right answers said in other words. Two
/// adjacent fragments of a terse answer are read together up to five concepts each (four before),
/// where their touch has 0.45 of the point, not across a `;`, and never for a `wrong:` line; and
/// four lexicon lines (a test's colour, two abbreviations).
@Suite struct KeyPointMatcherWideFragmentTests {
  static let rasterization = "Rasterization helps a complex layer tree whose content does not change."

  /// A fragment of five concepts and its neighbour state the point together (the first has five
  /// concepts: under session 9's four-concept limit the two were not read together).
  @Test func twoFragmentsOfFiveConceptsStateAPointTogether() {
    let both = checkPoint(
      Self.rasterization, "It flattens the layer tree into a cached bitmap. Good for complex, static content."
    )
    expectTrue(both.credited, "\(both)")
    for alone in ["It flattens the layer tree into a cached bitmap.", "Good for complex, static content."] {
      let result = checkPoint(Self.rasterization, alone)
      expectTrue(!result.touched, "\(alone): \(result)")
    }
  }

  /// A `;` ends a sentence for the reader, but the two sides are a writer's statements set side
  /// by side: a wide pair is not read across it.
  @Test func aWidePairIsNotReadAcrossASemicolon() {
    let result = checkPoint(
      Self.rasterization, "It flattens the layer tree into a cached bitmap; good for complex, static content."
    )
    expectTrue(!result.touched, "\(result)")
  }

  /// A wide pair needs 0.45 of the point: three concepts of seven (0.43) touch the point when
  /// said in one sentence, not when spread over two wide fragments.
  @Test func aWidePairNeedsMoreOfThePoint() {
    let pair = checkPoint(
      Self.rasterization,
      "It flattens the layer tree into a cached bitmap. Good for complex shapes and gradients.")
    expectTrue(!pair.touched, "\(pair)")
    let sentence = checkPoint(
      Self.rasterization,
      "It flattens the layer tree into a cached bitmap, good for complex shapes and gradients.")
    expectTrue(sentence.credited, "\(sentence)")
  }

  /// Where the pairs come from: a wide pair is marked, none is made across a `;` or without the
  /// answer's text (the judge of `wrong:` lines reads clauses without it), and a `wrong:` line's
  /// judge (`wholeClaim`) takes no touch from a wide pair.
  @Test func widePairsAreMarkedAndNeverTouchAWrongLine() {
    let reader = StatementReader(lexicon: .bundled, stemmer: SnowballStemmer())
    let answer =
      "Flatten the tree into a cached bitmap on the GPU. Use it for animated content that moves a lot."
    let clauses = reader.clauses(answer)
    let sentences = Judge.sentences(of: clauses)
    let pairs = Judge.fragmentPairs(sentences, of: clauses, text: answer)
    expectTrue(pairs.count == 1 && pairs[0].1, "\(pairs)")
    expectTrue(Judge.fragmentPairs(sentences, of: clauses, text: nil).isEmpty)
    let joined = answer.replacingOccurrences(of: "GPU. Use", with: "GPU; use")
    let semicolon = reader.clauses(joined)
    expectTrue(Judge.fragmentPairs(Judge.sentences(of: semicolon), of: semicolon, text: joined).isEmpty)
    var judge = Judge(clauses: clauses, topic: [], lexicon: .bundled, text: answer)
    let wrong = judge.numbered(
      reader.parts("Rasterization flattens the layer tree for animated content on every frame"))
    expectTrue(judge.part(wrong[0]).touch != nil)
    judge.wholeClaim = true
    expectTrue(judge.part(wrong[0]).touch == nil)
  }

  /// Each line's words read as one concept: a test's colour as passing or failing, and
  /// abbreviations an engineer says for the full name a key point writes.
  @Test(arguments: [
    ("passes", "green"), ("fails", "red"), ("a content delivery network", "a CDN"),
    ("key-value observing", "KVO"),
  ])
  func phrasesReadAsOneConcept(written: String, said: String) {
    let reader = StatementReader(lexicon: .bundled, stemmer: SnowballStemmer())
    let (point, answer) = (reader.parts(written).flatMap { $0 }, reader.parts(said).flatMap { $0 })
    expectTrue(point.count == 1 && answer.map(\.name) == point.map(\.name), "\(point) \(answer)")
  }

  /// A test said by its colour states its point; denied, it does not.
  @Test func aTestsColourStatesPassingAndFailing() {
    let flaky = checkPoint(
      "A flaky test passes and fails on the same code without any change.", "Same code: green, then red.")
    expectTrue(flaky.credited, "\(flaky)")
    let green = checkPoint("The suite passes.", "The suite is green.")
    expectTrue(green.credited, "\(green)")
    let never = checkPoint("The suite passes.", "The suite is never green.")
    expectTrue(!never.credited, "\(never)")
  }
}
