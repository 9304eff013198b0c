import DrillKitTesting
import Testing

@testable import DrillGrading

/// A `than` comparison read with the order of its two sides (session 53, s53-than;
/// docs/evaluation.md): "A is more X than B" states "B is less X than A", and "B is more X than A"
/// says its opposite. Main (`swiftdrill-grading try`, bin53) told each right answer below the
/// opposite and credited most of the swapped ones. Invented answers, none from the labelled sets
/// or session 52's review cases.
@Suite struct KeyPointMatcherS53ThanTests {
  /// The comparison said the other way round, its sides and its comparative both turned: credited,
  /// not told the opposite (`faster`/`slower`, `less`/`more`, `fewer`/`more`, `easier`/`harder`,
  /// `longer`/`shorter`).
  @Test(arguments: [
    (
      "Release builds run much faster than Debug builds.", "Debug builds run much slower than Release builds."
    ),
    (
      "A struct copy costs less than a class allocation.", "A class allocation costs more than a struct copy."
    ),
    ("Cached images load faster than network images.", "Network images load slower than cached images."),
    (
      "Small pull requests get fewer merge conflicts than big pull requests.",
      "Big pull requests get more merge conflicts than small pull requests."
    ),
    (
      "A synchronous call is easier to debug than a callback chain.",
      "A callback chain is harder to debug than a synchronous call."
    ),
    (
      "A full rebuild takes longer than an incremental build.",
      "An incremental build takes shorter than a full rebuild."
    ),
  ])
  func theComparisonTurnedRoundIsCredited(point: String, answer: String) {
    expectCredited(point, answer)
  }

  /// The two sides swapped and the comparative kept: the point's opposite, contradicted.
  @Test(arguments: [
    (
      "Release builds run much faster than Debug builds.", "Debug builds run much faster than Release builds."
    ),
    (
      "A struct copy costs less than a class allocation.", "A class allocation costs less than a struct copy."
    ),
    ("Cached images load faster than network images.", "Network images load faster than cached images."),
    (
      "Small pull requests get fewer merge conflicts than big pull requests.",
      "Big pull requests get fewer merge conflicts than small pull requests."
    ),
    (
      "A synchronous call is easier to debug than a callback chain.",
      "A callback chain is easier to debug than a synchronous call, since every step is its own closure."
    ),
    (
      "A full rebuild takes longer than an incremental build.",
      "An incremental build takes longer than a full rebuild."
    ),
  ])
  func theSidesSwappedAreContradicted(point: String, answer: String) {
    expectContradicted(point, answer)
  }

  /// The comparison said in the point's order is read as before: credited, and its comparative
  /// turned alone still contradicts it.
  @Test func thePointsOwnOrderIsReadAsBefore() {
    let point = "Cached images load faster than network images."
    expectCredited(point, "Cached images load faster than network images.")
    expectContradicted(point, "Cached images load slower than network images.")
  }

  /// The point turned round: its sides swapped where the answer names them, its comparative said
  /// as its opposite; nothing when the answer keeps the point's order, or says no comparison.
  @Test func thePointIsTurnedOnlyForAReversedComparison() {
    let stemmer = SnowballStemmer()
    func turned(_ point: String, _ answer: String) -> String? {
      KeyPointMatcher.turnedPoint(point, answer: answer, lexicon: .bundled, stemmer: stemmer)
    }
    let point = "macOS runners cost more per minute than Linux runners."
    #expect(
      turned(point, "Linux runners cost less per minute than macOS runners.")
        == "Linux runners cost less per minute than macOS runners.")
    #expect(
      turned(
        "A small pull request is easier to review than a large one.",
        "A large one is harder to review than a small one.")
        == "A large pull request is harder to review than a small one.")
    #expect(turned(point, "macOS runners cost more per minute than Linux runners.") == nil)
    #expect(turned(point, "Use Linux runners rather than macOS runners.") == nil)
    // One sentence in the point's order and one the other way round: not turned.
    #expect(
      turned(point, "macOS runners cost more than Linux runners. Linux runners cost less than macOS runners.")
        == nil)
  }

  /// Comparatives and their opposites: `more` against `less` and `fewer`, the slot rule's pairs,
  /// and the lexicon's `-er` opposites; a word that is no comparative has none.
  @Test func comparativesHaveTheirOpposites() {
    let stemmer = SnowballStemmer()
    let lexicon = GradingLexicon.bundled
    #expect(lexicon.comparativeOpposite("more", stemmer: stemmer) == "less")
    #expect(lexicon.comparativeOpposite("fewer", stemmer: stemmer) == "more")
    #expect(lexicon.comparativeOpposite("faster", stemmer: stemmer) == "slower")
    #expect(lexicon.comparativeOpposite("harder", stemmer: stemmer) == "easier")
    #expect(lexicon.comparativeOpposite("longer", stemmer: stemmer) == "shorter")
    #expect(lexicon.comparativeOpposite("server", stemmer: stemmer) == nil)
    #expect(lexicon.comparativeOpposite("runners", stemmer: stemmer) == nil)
  }
}
