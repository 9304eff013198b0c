import DrillKitTesting
import Foundation
import Testing

@testable import DrillGrading

/// A denial on a condition's own verb ("eligible only if they never had an offer before": the
/// `never` is `had`'s, inside the condition) says nothing against the claim the condition is
/// set on; it is compared for polarity only with a side whose clause says a condition too.
/// docs/evaluation.md, "Session 32 (s32-grading89)".
@Suite struct KeyPointMatcherOwnConditionTests {
  /// The brief's case, a condition after its main clause, and a point whose own condition holds
  /// the denial against an answer that says the case without one.
  @Test func aDenialOnAConditionsVerbContradictsNoClaim() {
    let eligible = checkPoint(
      "A user is eligible for an introductory offer only once per subscription group",
      "A user is eligible only if they never had an introductory offer in that subscription group before")
    expectTrue(eligible.credited && !eligible.contradicted, "\(eligible)")
    let fallsBack = checkPoint(
      "The app falls back to the development language when there is no translation",
      "Missing translation, falls back to the development language")
    expectTrue(fallsBack.credited && !fallsBack.contradicted, "\(fallsBack)")
  }

  /// The reader marks a denial whose words since the condition's opener are its subject and
  /// auxiliaries only; not a denial after the condition's own verb, a preposition's object, a
  /// concession, an elliptic alternative, nor a fronted condition its main clause follows with no
  /// comma.
  @Test func theReaderMarksOnlyADenialOnTheConditionsOwnVerb() {
    let reader = StatementReader(lexicon: .bundled, stemmer: SnowballStemmer())
    for text in [
      "a user is eligible only if they never had an introductory offer before",
      "a cold launch is when nothing of the app is in memory",
      "it drops a value if its subscriber has no demand at that moment",
      "when no pong arrives within a timeout, it cancels the task",
    ] {
      let read = reader.statement(text)
      expectTrue(
        read.contains { $0.ownCondition && $0.negation != nil },
        "\(text): \(read.map { ($0.name, $0.negation, $0.ownCondition) })")
    }
    for text in [
      "when the count reaches zero the object isn't freed right away",
      "checking the item when the download finishes isn't needed",
      "and checking before the request isn't a race",
      "swift code always goes through the setter, even when the property is not dynamic",
      "the fix is capturing weak self, or unowned self if the closure can't outlive the object",
      "if you loop over it again the closures don't run again",
      "it throws an error when the timeout passes rather than returning false",
    ] {
      let read = reader.statement(text)
      expectTrue(
        !read.contains { $0.ownCondition } && read.contains { $0.negation != nil },
        "\(text): \(read.map { ($0.name, $0.negation, $0.ownCondition) })")
    }
    let once = reader.statement("a user is eligible only once per subscription group")
    expectTrue(!once.contains { $0.nearCondition }, "\(once.map { ($0.name, $0.nearCondition) })")
  }

  /// A condition said the other way against the point's own condition still contradicts.
  @Test func aConditionAgainstAConditionIsStillCompared() {
    let unowned = checkPoint(
      "`[unowned self]` is safe only when the closure cannot run after self is freed.",
      "And unowned self is the safe choice when the closure might run after self is freed.")
    expectTrue(unowned.contradicted, "\(unowned)")
    let macro = checkPoint(
      "A macro fits when the code depends on the declaration's shape (its properties, cases, parameters).",
      "A macro fits when the code doesn't depend on the declaration's shape, like a fixed constant.")
    expectTrue(macro.contradicted, "\(macro)")
  }
}
