import DrillKitTesting
import Foundation
import Testing

@testable import DrillEvaluation
@testable import DrillGrading

/// Points that name what is avoided (`avoids`, `prevents`): docs/evaluation.md, "Purpose words".
@Suite struct KeyPointMatcherPurposeTests {
  static let point = "Avoids duplicated code and avoids losing types to `Any`"

  static func check(_ answer: String) -> KeyPointCheck {
    KeyPointMatcher.check([point], against: answer, lexicon: .bundled)[0]
  }

  /// A negation reaches three concepts: "you don't throw away type information by using Any"
  /// denies the loss, and `Any`, past its reach, is part of that denial, not a claim of its own.
  @Test func aClauseThatDeniesWhatThePointAvoidsStatesIt() {
    let check = Self.check(
      "you don't copy paste the same code for Int and String, and you don't throw away type information by using Any"
    )
    expectTrue(check.credited, "\(check)")
  }

  /// Naming the avoided thing without denying it still neither states nor contradicts the point.
  @Test func aClauseThatOnlyNamesWhatIsAvoidedStaysUnclear() {
    let check = Self.check("you'd copy paste the same code for Int and String, or take Any")
    expectTrue(!check.credited, "\(check)")
    expectTrue(!check.contradicted, "\(check)")
  }
}
