import DrillKitTesting
import Foundation
import Testing

@testable import DrillGrading

/// "not A until B" against a point that says A plainly, with no bound of its own, where B names
/// some of the point's words: the sentence says A happens once B does, as the point does, and is
/// no contradiction ("the scope doesn't return until every child task has finished" for "the
/// scope waits for every child task to finish"). `till` bounds a denial
/// as `until` does. docs/evaluation.md, "Session 32 (s32-grading97)".
@Suite struct KeyPointMatcherUnboundedPointTests {
  @Test func aBoundThatNamesThePointsWordsIsNoContradiction() {
    let cases = [
      (
        "The handler's scope waits for every child task to finish",
        "The handler's scope doesn't return until every child task has finished."
      ),
      (
        "A `UIImage` created from data is decoded at its first render, on the main thread",
        "A UIImage made from data isn't decoded until the first time it's rendered."
      ),
    ]
    for (point, answer) in cases {
      let result = checkPoint(point, answer)
      expectTrue(!result.contradicted, "\(answer): \(result)")
    }
  }

  /// `till`, as it is said, bounds the denial against a point bounded by `until`.
  @Test func tillBoundsADenialAsUntilDoes() {
    let result = checkPoint(
      "On a locked device the buttons and toggles are inactive until the user unlocks it.",
      "Locked device: the buttons don't work till the user unlocks it.")
    expectTrue(!result.contradicted, "\(result)")
    let reader = StatementReader(lexicon: .bundled, stemmer: SnowballStemmer())
    let till = reader.statement("nothing goes to disk till you call save")
    expectTrue(
      till.contains { $0.bounded && $0.negation != nil } && till.contains { $0.boundedAfter },
      "\(till.map { ($0.name, $0.bounded, $0.boundedAfter) })")
  }

  /// A bound that names none of the point's words keeps the denial; so does a point that denies A
  /// itself, where the two denials agree.
  @Test func otherBoundsAndDeniedPointsKeepTheirReadings() {
    let keystroke = checkPoint(
      "A `TextField` with a `String` binding updates the value on every keystroke.",
      "A TextField with a String binding doesn't update the value until the user presses return.")
    expectTrue(keystroke.contradicted, "\(keystroke)")
    let subscribes = checkPoint(
      "Most publishers do no work until something subscribes", "Nothing actually runs until you subscribe.")
    expectTrue(subscribes.credited && !subscribes.contradicted, "\(subscribes)")
  }
}
