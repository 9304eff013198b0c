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

  /// `forbid`, `prohibit` and `disallow` deny what they hold, as `prevents` does (session 25).
  @Test(arguments: ["Neither can be reassigned", "both mean you can't reassign them"])
  func aDenialStatesWhatAPointSaysIsForbidden(answer: String) {
    let check = KeyPointMatcher.check(["Both forbid reassignment"], against: answer, lexicon: .bundled)[0]
    expectTrue(check.credited, "\(check)")
  }

  @Test func allowingWhatIsForbiddenDoesNotStateIt() {
    let check = KeyPointMatcher.check(
      ["Both forbid reassignment"], against: "Both let you reassign the value later", lexicon: .bundled)[0]
    expectTrue(!check.credited, "\(check)")
  }
}
