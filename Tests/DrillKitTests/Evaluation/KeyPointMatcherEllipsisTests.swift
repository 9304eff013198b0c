import DrillKitTesting
import Foundation
import Testing

@testable import DrillEvaluation
@testable import DrillGrading

/// Denials that leave their claim unsaid ("errors carry information; `nil` does not"):
/// docs/evaluation.md, "Polarity".
@Suite struct KeyPointMatcherEllipsisTests {
  static let point = "Errors carry information; `nil` does not"

  static func check(_ answer: String, _ point: String = point) -> KeyPointCheck {
    KeyPointMatcher.check([point], against: answer, lexicon: .bundled)[0]
  }

  /// The key point's "`nil` does not" denies the first part's claim of `nil`: saying that
  /// `nil` carries it too contradicts the point.
  @Test func aPointsEllipticDenialIsContradictedByItsClaim() {
    let check = Self.check("An error and a nil carry exactly the same information.")
    expectTrue(!check.credited, "\(check)")
    expectTrue(check.contradicted, "\(check)")
  }

  /// The same ellipsis in an answer states the point, after `and` or after `but`, and a
  /// denial about `nil` says nothing against the part about errors.
  @Test(arguments: [
    "An error carries the reason and nil doesn't.",
    "An error carries the information, but nil does not.",
  ])
  func anAnswersEllipticDenialStatesThePoint(answer: String) {
    let check = Self.check(answer)
    expectTrue(check.credited, "\(check)")
  }

  /// Without the denial the second part is not stated.
  @Test func theFirstPartAloneDoesNotStateAPointOfTwoParts() {
    let check = Self.check("An error carries the reason.")
    expectTrue(!check.credited, "\(check)")
  }

  /// The reader turns the ellipsis into the first part's claim of its own subject, with
  /// the predicate (the claim's first concept) negated: "`nil` does not [carry] information".
  @Test func anEllipticPartTakesTheFirstPartsClaimNegated() {
    let reader = StatementReader(lexicon: .bundled, stemmer: SnowballStemmer())
    let parts = reader.parts(Self.point)
    expectEqual(parts.count, 2)
    let second = parts.last ?? []
    expectEqual(second.first?.name, "nil")
    expectEqual(second.dropFirst().map(\.name), ["carri", "inform"])
    expectEqual(second.dropFirst().map { $0.negation != nil }, [true, false])
  }

  /// The claim is the stretch just before the denial, not the whole clause ("… know why:
  /// errors carry information, nil doesn't"); a negative pronoun ("nil carries none") is the
  /// object it denies, not an ellipsis.
  @Test(arguments: [
    "Throw when the caller needs to know why: errors carry information, nil doesn't.",
    "Throw because an error carries information and nil carries none.",
  ])
  func theDenialTakesTheStatementJustBeforeIt(answer: String) {
    let check = Self.check(answer)
    expectTrue(check.credited, "\(check)")
  }

  /// A denial that ends a stretch before a comma inside a clause ("X does A, Y can't, …")
  /// denies the claim of its own subject as one at the end of a clause does, and so does one
  /// before the comma of a following `, and`: the subjects are not swapped silently.
  @Test(arguments: [
    "Static methods can be overridden by subclasses, class methods can't, class is the same as final.",
    "Static methods can be overridden by subclasses, class methods can't, and that is fine.",
  ])
  func aDenialBeforeACommaDeniesTheClaimOfItsSubject(answer: String) {
    let check = Self.check(answer, "Class methods can be overridden by subclasses")
    expectTrue(!check.credited, "\(check)")
    expectTrue(check.contradicted, "\(check)")
  }

  /// The statement before such a denial keeps its own subject's claim.
  @Test func theStatementBeforeAMidClauseDenialStandsForItsSubject() {
    let check = Self.check(
      "Class methods can be overridden by subclasses, static methods can't, and that is the point.",
      "Class methods can be overridden by subclasses")
    expectTrue(check.credited, "\(check)")
  }
}
