import DrillKitTesting
import Foundation
import Testing

@testable import DrillGrading

/// A denial phrase that opens its clause ("Instead of X, …", "Rather than X …", "Without X …")
/// denies its own object, not the main clause after it: that clause opens at its comma, at a
/// personal pronoun ("Instead of it I'd use …") or, once the denial holds a word, at a
/// determiner ("Without frozen the struct is resilient"). docs/evaluation.md, "Session 27
/// (s27-grading64)".
@Suite struct KeyPointMatcherFrontedDenialTests {
  /// Which concepts of `text`'s one clause are denied, by name.
  static func denied(_ text: String) -> [String] {
    let reader = StatementReader(lexicon: .bundled, stemmer: SnowballStemmer())
    return reader.clauses(text).flatMap(\.concepts).filter { $0.negation != nil }.map(\.name)
  }

  /// The main clause after a fronted denial is read as said: its subject ends the denial.
  @Test func theMainClauseAfterAFrontedDenialIsNotDenied() {
    expectTrue(Self.denied("Instead of it I'd use containerRelativeFrame or a custom Layout.").isEmpty)
    expectEqual(
      Self.denied("Instead of integer subscripts you iterate, use prefix or dropFirst."),
      ["integ", "subscript"])
    expectEqual(Self.denied("Then instead of reading I call set notify value."), ["read"])
    // `frozen` is the `immutable` group, whose pair is named `mutable` (s29-grading75; it read
    // `stale` while `unchanged` stemmed into it)
    expectEqual(Self.denied("Without frozen the struct is resilient."), ["mutabl"])
    expectTrue(Self.denied("Without it iOS kills the app on camera access.").isEmpty)
  }

  /// The comma after a fronted denial ends it: the list after the comma is the main clause's.
  @Test func aFrontedDenialDoesNotReachPastItsComma() {
    let said = Self.denied("Instead of integer subscripts, iterate, use prefix or dropFirst, or convert.")
    expectEqual(said, ["integ", "subscript"])
  }

  /// Right answers that open with the denial state their points (heldout3, heldout10, heldout13,
  /// heldout23 answers told "you said the opposite" before).
  @Test func rightAnswersOpeningWithADenialStateThePoint() {
    for (point, answer) in [
      (
        "Alternatives: iteration, `prefix`/`dropFirst`, `firstIndex(of:)`, `Array(text)`",
        "Instead of integer subscripts you iterate, use prefix or dropFirst, firstIndex of, or convert with Array of text."
      ),
      (
        "`containerRelativeFrame`, `onGeometryChange`, `ViewThatFits` and the `Layout` protocol are usually better tools.",
        "Instead of it I'd use containerRelativeFrame, onGeometryChange, ViewThatFits or a custom Layout, depending on the case."
      ),
      (
        "The IDFA is all zeros unless the user allows tracking.",
        "Without permission the IDFA comes back as all zeros."
      ),
      (
        "A widget can contain a `Button` or a `Toggle` that runs an App Intent.",
        "You can put a Button or a Toggle in the widget, and instead of a closure it takes an App Intent."
      ),
    ] {
      let result = checkPoint(point, answer)
      expectTrue(result.credited && !result.contradicted, "\(answer): \(result)")
    }
  }

  /// What the fronted denial holds is still denied, and a denial after the verb still reaches
  /// to the clause's end: both say the point the other way round.
  @Test func theDeniedAlternativeStillContradicts() {
    let point =
      "Screens report events such as \"login finished\" to the coordinator instead of pushing the next screen themselves."
    for answer in [
      "Instead of reporting events to the coordinator, the screens push the next screen themselves.",
      "The screens push the next screen themselves instead of reporting events to the coordinator.",
    ] {
      expectTrue(checkPoint(point, answer).contradicted, "\(answer)")
    }
  }
}
