import DrillKitTesting
import Foundation
import Testing

@testable import DrillGrading

/// A correction (docs/evaluation.md, "Session 43 (s43-precision133)"): "X isn't A then, it's A
/// later". A stretch that denies a verb, a comma, then `it` or `they` said plainly: a word both
/// stretches say is said both ways, compared in the form the point says it
/// (`StatementReader.correct`, `KeyPointMatcher.corrected`).
@Suite struct KeyPointMatcherCorrectionTests {
  static let decoded =
    "A `UIImage` created from data is decoded lazily, the first time it is drawn, on the main thread."

  /// The right answer that corrects a misbelief is credited, not told it says the opposite.
  @Test func aCorrectionStatesThePoint() {
    let answer =
      "A UIImage you create from data isn't actually decoded at that point, it gets decoded lazily "
      + "the first time it's drawn, on the main thread."
    let check = checkPoint(Self.decoded, answer)
    expectTrue(check.credited, "\(check)")
    expectEqual(check.contradiction, nil)
  }

  /// The word the correction repeats is marked in the denying stretch only.
  @Test func theRepeatedWordIsMarkedSaidBothWays() {
    let reader = StatementReader(lexicon: .bundled, stemmer: SnowballStemmer())
    let concepts = reader.clauses("It isn't decoded then, it's decoded lazily.").flatMap(\.concepts)
    let corrected = concepts.filter(\.corrected).map(\.name)
    expectTrue(corrected.contains("decod"), "\(concepts.map(\.name))")
    expectTrue(!concepts.contains { $0.corrected && $0.negation == nil })
    // No correction after `you` (another agent) or after a determiner's denial.
    expectTrue(
      !reader.clauses("It doesn't convert anything, you do the conversion.").flatMap(\.concepts).contains(
        where: \.corrected))
    expectTrue(
      !reader.clauses("No matter how many configurations, it picks a configuration.").flatMap(\.concepts)
        .contains(where: \.corrected))
  }

  /// A wrong claim said as a correction still contradicts: the denied word the correction does
  /// not repeat (`lazily`) stays denied.
  @Test func aWrongCorrectionStillContradicts() {
    let answer =
      "A UIImage you create from data isn't decoded lazily, it gets decoded at once when you create it, "
      + "on a background thread."
    let check = checkPoint(Self.decoded, answer)
    expectTrue(!check.credited, "\(check)")
  }

  /// A point that denies the word is compared with the denying stretch, as before.
  @Test func aDeniedPointKeepsTheDenial() {
    expectCredited(
      "`applicationWillTerminate(_:)` is not called for a suspended app",
      "application will terminate never fires in that case, it's only called if the app is killed while it's still running"
    )
  }
}
