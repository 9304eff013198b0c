import DrillKitTesting
import Foundation
import Testing

@testable import DrillGrading

/// A key point that lists claims about one subject after a short label and a colon ("`unowned`:
/// not cleared (usually non-optional), traps if used after the object dies") is contradicted by
/// a clause that says the label plainly and one claim the other way, as a point of several parts
/// is: read whole, the clause shared too little of the point to contradict it. The point is
/// still touched as it is read whole. docs/evaluation.md, "Session 28 (s28-grading71)".
@Suite struct KeyPointMatcherClaimListTests {
  @Test func aClaimSaidTheOtherWayContradictsTheList() {
    let cases = [
      (
        "`unowned`: not cleared (usually non-optional), traps if used after the object dies.",
        "Weak becomes nil when the object is freed and must be an optional var. "
          + "Unowned is set to nil too, just like weak."
      ),
      ("Dictionary: key-to-value lookup, unique keys, no defined order", "A dictionary has a defined order."),
      (
        "Set: unique, unordered, fast membership test, set algebra",
        "A set keeps its elements in order and allows duplicates."
      ),
    ]
    for (point, answer) in cases {
      let result = checkPoint(point, answer)
      expectTrue(result.contradicted, "\(answer): \(result)")
    }
  }

  /// A clause that says one claim rightly is no contradiction, nor one that says a denied claim's
  /// word before a denial of its own (the denial moved: "enums can't have packs"), nor one that
  /// denies the label itself, which says nothing of a claim.
  @Test func rightAnswersAndOtherSubjectsContradictNothing() {
    let cases = [
      (
        "`unowned`: not cleared (usually non-optional), traps if used after the object dies.",
        "Unowned is not cleared when the object goes away; using it afterwards traps."
      ),
      (
        "Limits: no count or subscript, stored as a tuple, no enums, no synthesized conformances",
        "There are limits: enums can't have packs and you don't get synthesized Equatable."
      ),
      (
        "Dependencies: state and bindings read, environment values, observable properties read in `body`",
        "Reading the model inside a button's action closure doesn't register a dependency."
      ),
    ]
    for (point, answer) in cases {
      let result = checkPoint(point, answer)
      expectTrue(!result.contradicted, "\(answer): \(result)")
    }
  }

  /// Where a point is read as a list of claims: a label of at most four words and no denial, then
  /// commas outside a parenthesis, no stretch that opens with a subordinator.
  @Test func theListIsReadOnlyWhereTheEnglishSaysSo() {
    let reader = StatementReader(lexicon: .bundled, stemmer: SnowballStemmer())
    let unowned = reader.claimParts(
      "`unowned`: not cleared (usually non-optional), traps if used after the object dies.")
    expectEqual(unowned?.count, 2)
    expectEqual(unowned?.map(\.concepts.first?.name), ["unown", "unown"])
    // The comma inside the parenthesis splits nothing.
    expectEqual(
      reader.claimParts("`unowned`: not cleared (usually non-optional, never nil), traps if used late")?
        .count, 2)
    for point in [
      "Actors are reentrant: while one call is suspended at an `await`, the actor runs other calls.",
      "Neither keeps the object alive; both break cycles.",
      "Cancellation is cooperative: `cancel()` only sets a flag",
      "SwiftPM reads `from: \"1.4.0\"` as up to the next major version, not further.",
      "A value that is not yet ready to be shown: a placeholder, a spinner",
    ] {
      expectTrue(reader.claimParts(point) == nil, "\(point)")
    }
  }
}
