import Foundation
import Testing

@testable import DrillEvaluation
@testable import DrillGrading

/// A word of a point's subject half said as its opposite: of the point's own first concept it
/// states the claim the other way, without it the clause is about another subject
/// (docs/evaluation.md, "Polarity").
@Suite struct KeyPointMatcherOwnSubjectTests {
  static func check(_ point: String, _ answer: String) -> KeyPointCheck {
    KeyPointMatcher.check([point], against: answer, lexicon: .bundled)[0]
  }

  /// "closed" falls in the subject half of "Enums model a closed set of cases": an enum said
  /// to model an open set contradicts the point.
  @Test func theOppositeSaidOfThePointsOwnSubjectContradicts() {
    let check = Self.check(
      "Enums model a closed set of cases", "An enum models an open set of cases that anyone can extend.")
    #expect(check.contradicted, "\(check)")
  }

  /// The same opposite said of another subject says nothing of the point.
  @Test func theOppositeSaidOfAnotherSubjectSaysNothing() {
    let check = Self.check(
      "Enums model a closed set of cases", "Protocols model an open set of cases, anyone can add one.")
    #expect(!check.contradicted, "\(check)")
    #expect(!check.touched, "\(check)")
  }
}
