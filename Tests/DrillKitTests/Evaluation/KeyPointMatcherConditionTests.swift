import DrillKitTesting
import Foundation
import Testing

@testable import DrillGrading

/// A denial inside an `if` condition set before its main clause ("if its subscriber has no
/// demand, the value is dropped") asserts nothing: it names the case the claim is made for,
/// often the point's own condition in other words, and tells nothing of the claim's polarity.
/// Right answers were told they said the opposite of "drops values when its subscriber's
/// demand is zero". docs/evaluation.md, "Session 29 (s29-grading74)".
@Suite struct KeyPointMatcherConditionTests {
  @Test func aDenialInAFrontedConditionContradictsNothing() {
    let cases = [
      (
        "A PassthroughSubject drops values when its subscriber's demand is zero",
        "With a PassthroughSubject, if its subscriber has no demand at the moment you send, the value is just dropped."
      ),
      (
        "Kubernetes sends `SIGTERM` and, after a grace period, `SIGKILL`.",
        "Kubernetes sends SIGTERM first and then, if the pod still hasn't exited after the grace period, SIGKILL."
      ),
    ]
    for (point, answer) in cases {
      let result = checkPoint(point, answer)
      expectTrue(result.credited && !result.contradicted, "\(answer): \(result)")
    }
    let inherits = checkPoint(
      "If a subclass leaves out designated initialisers of its own, it inherits all of the superclass's designated initialisers",
      "If the subclass declares no designated initialisers and gives its new properties defaults, it picks up every designated one from the superclass."
    )
    expectTrue(!inherits.contradicted, "\(inherits)")
  }

  /// The reader marks what a denial inside a fronted condition holds; not a denial in the main
  /// clause after it, nor one after `even if` (a concession), after a condition with no comma
  /// before its main clause, after `if` named as the keyword, or inside a code name's pieces.
  /// "if not" before a pronoun is the whole condition: what follows is said plainly.
  @Test func theReaderMarksOnlyADenialInsideAClosedCondition() {
    let reader = StatementReader(lexicon: .bundled, stemmer: SnowballStemmer())
    let condition = reader.statement("if its subscriber has no demand, the value is dropped")
    expectTrue(
      condition.contains { $0.conditional && $0.negation != nil },
      "\(condition.map { ($0.name, $0.negation, $0.conditional) })")
    for text in [
      "if there's a translation, the app never falls back to the key",
      "overload it even if the meaning doesn't carry over",
      "if you loop over it again the closures don't run again",
      "the if doesn't need an else",
      "setting continuesIfPossible won't help at all",
    ] {
      let read = reader.statement(text)
      expectTrue(
        !read.contains { $0.conditional } && read.contains { $0.negation != nil },
        "\(text): \(read.map { ($0.name, $0.negation, $0.conditional) })")
    }
    let ifNot = reader.statement(
      "if it is the only owner it writes in place, if not it clones the buffer first, then writes")
    expectTrue(
      !ifNot.contains { $0.negation != nil || $0.conditional },
      "\(ifNot.map { ($0.name, $0.negation, $0.conditional) })")
  }

  /// A denial in the main clause still contradicts, a condition before it or not; so does one
  /// after `even if`.
  @Test func mainClauseDenialsAndConcessionsStillContradict() {
    let fallsBack = checkPoint(
      "The app falls back to its development language when there is no translation",
      "And if there's no translation, the app shows the raw key, it never falls back to the development language."
    )
    expectTrue(fallsBack.contradicted, "\(fallsBack)")
    let overloading = checkPoint(
      "Overloading existing operators is fine only when the mathematical meaning carries over",
      "Overloading existing operators is fine whenever it's convenient, even if the mathematical meaning doesn't carry over."
    )
    expectTrue(overloading.contradicted, "\(overloading)")
  }
}
