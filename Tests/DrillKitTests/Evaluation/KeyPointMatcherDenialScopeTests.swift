import DrillKitTesting
import Foundation
import Testing

@testable import DrillGrading

/// Two denials read over words they do not deny (docs/evaluation.md, "Session 41
/// (s41-precision126)"): "Y isn't just X" says X and more, not that X is false
/// (`StatementReader.deniesNotAll`); a relative clause's denial ends where the main clause's verb
/// begins ("a target that isn't ready | uses the Swift 5 mode", `deniesInRelative`).
@Suite struct KeyPointMatcherDenialScopeTests {
  /// Which concepts of `text`'s clauses are denied, by name.
  static func denied(_ text: String) -> [String] {
    let reader = StatementReader(lexicon: .bundled, stemmer: SnowballStemmer())
    return reader.clauses(text).flatMap(\.concepts).filter { $0.negation != nil }.map(\.name)
  }

  /// After a form of `be`, "not just X" denies `only`, not X.
  @Test func isNotJustDeniesOnlyTheRestriction() {
    let denied = Self.denied("The key isn't just the URL.")
    expectTrue(!denied.contains("url"), "\(denied)")
    expectTrue(denied.contains("onli"), "\(denied)")
    expectTrue(!Self.denied("The cost is not only the code.").contains("code"))
  }

  /// A plain denial, a prohibition ("can't just retry") and a command still deny what follows.
  @Test func otherDenialsStillDenyTheirWords() {
    expectTrue(Self.denied("The key isn't the URL.").contains("url"))
    expectTrue(Self.denied("You can't just retry the request.").contains("retri"))
    expectTrue(Self.denied("Don't just retry the request.").contains("retri"))
  }

  /// A relative clause's denial stops at the main clause's verb; one that ends its clause still
  /// denies its words.
  @Test func aRelativeClausesDenialEndsAtTheMainVerb() {
    let denied = Self.denied("A target that isn't ready uses the Swift 5 mode.")
    expectTrue(denied.contains("readi"), "\(denied)")
    expectTrue(!denied.contains("mode"), "\(denied)")
    expectTrue(Self.denied("Pick a target that isn't ready.").contains("readi"))
  }

  /// After a verb's denial, `and` and a verb that agrees with the subject open a phrase said
  /// plainly ("does not become nil and crashes"); between two such words ("reads and writes") the
  /// denial goes on. Session 41: a model Answer was told it contradicts its own point.
  @Test func andAnAgreeingVerbEndsAVerbsDenial() {
    let denied = Self.denied(
      "An unowned reference does not become nil and crashes if used after the object is freed.")
    expectTrue(denied.contains("nil"), "\(denied)")
    expectTrue(!denied.contains("safe"), "\(denied)")
    expectTrue(Self.denied("It doesn't block reads and writes.").contains("mutabl"))
    expectCredited(
      "unowned references are never nil and crash after deallocation",
      "An unowned reference does not become nil and crashes if used after the object is freed.")
  }

  /// Right answers told they said the opposite (heldout51 expert #4, heldout37 mixed #2).
  @Test func rightAnswersAreCredited() {
    for (point, answer) in [
      (
        "The cache key includes the target pixel size as well as the URL.",
        "The key isn't just the URL, it includes the target pixel size."
      ),
      (
        "`.swiftLanguageMode(.v5)` keeps one target in the Swift 5 mode",
        "A target that isn't ready uses swiftLanguageMode v5 to stay in Swift 5 mode."
      ),
    ] {
      let check = checkPoint(point, answer)
      expectTrue(check.credited, "\(answer)")
      expectEqual(check.contradiction, nil)
    }
  }
}
