import DrillKitTesting
import Foundation
import Testing

@testable import DrillGrading

/// A `without` inside a sentence denies its own noun phrase, not the main clause's verb after it
/// ("a required parameter without a value | makes the system ask the user"): a verb that agrees
/// with a subject ends the denial (`StatementReader.finiteVerbs`). docs/evaluation.md, "Session
/// 40 (s40-precision124)".
@Suite struct KeyPointMatcherWithoutPhraseTests {
  /// Which concepts of `text`'s clauses are denied, by name.
  static func denied(_ text: String) -> [String] {
    let reader = StatementReader(lexicon: .bundled, stemmer: SnowballStemmer())
    return reader.clauses(text).flatMap(\.concepts).filter { $0.negation != nil }.map(\.name)
  }

  /// The noun phrase after `without` is denied; the main clause's verb and its object are not.
  @Test func theMainClauseAfterAWithoutPhraseIsNotDenied() {
    let denied = Self.denied("A required parameter without a value makes the system ask the user.")
    expectTrue(denied.contains("valu"))
    expectTrue(!denied.contains("system"))
    expectTrue(!denied.contains("ask"))
    expectTrue(!Self.denied("A request without a token is rejected by the server.").contains("server"))
    expectTrue(!Self.denied("A property without a setter can only be read.").contains("read"))
    expectTrue(!Self.denied("A request without a token returns an error.").contains("error"))
  }

  /// A `without` that ends its clause, or is followed by no such verb, still denies what follows it.
  @Test func aWithoutPhraseStillDeniesItsObject() {
    expectTrue(Self.denied("The extension runs without network access.").contains("network"))
    expectTrue(Self.denied("You can send it without an alert or a sound.").contains("alert"))
  }

  /// Right answers that say the system asks were told they said the opposite of a point that
  /// reads its asking as denied (rightprobe1, heldout19, heldout28, heldout49).
  @Test func rightAnswersThatSayTheSystemAsksAreCredited() {
    let point = "A required parameter without a value makes the system ask the user before `perform()` runs."
    for answer in [
      "Missing required amount: the system asks the user before perform runs.",
      "When the amount is a required parameter and it's missing, the system asks the user for it before perform gets called.",
    ] {
      let check = checkPoint(point, answer)
      expectTrue(check.credited, "\(answer)")
      expectEqual(check.contradiction, nil)
    }
  }
}
