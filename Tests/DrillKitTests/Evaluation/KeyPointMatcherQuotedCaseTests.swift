import DrillKitTesting
import Foundation
import Testing

@testable import DrillGrading

/// A denial a question quotes as an enum's case (`.none`, `.never`) is that case's name when an
/// answer says it bare: "an enum with two cases, some and none" states `Optional`'s cases, it
/// denies nothing. docs/evaluation.md, "Session 26 (the lead)".
@Suite struct KeyPointMatcherQuotedCaseTests {
  static let optional = "`T?` is `Optional<T>`, an enum with `.some(T)` and `.none`"

  /// The cases said bare, at a clause's end or before `case`, state the point.
  @Test func aQuotedCaseSaidBareIsItsName() {
    for answer in [
      "An optional is an enum with two cases, some and none.",
      "Optional is an enum with the cases some and none.",
      "It is an enum with a some case and a none case.",
    ] {
      let result = checkPoint(Self.optional, answer)
      expectTrue(result.credited && !result.contradicted, "\(answer): \(result)")
    }
    let never = checkPoint(
      "The reload policies are `.atEnd`, `.after(date)` and `.never`.",
      "There are three reload policies you can give a timeline: atEnd, after with a date, and never.")
    expectTrue(never.credited && !never.contradicted, "\(never)")
  }

  /// `none of` is still the pronoun, and a denial the question quotes as a type (`Never`), not a
  /// case, is read as before: quoting every denial as a name told this right answer it said the
  /// opposite (heldout9's terse answer to `combine/publisher-values`).
  @Test func aDenialThatIsNoQuotedCaseStaysAsItWas() {
    let noneOf = checkPoint(Self.optional, "Optional is not an enum, it has none of the cases.")
    expectTrue(!noneOf.credited, "\(noneOf)")
    let type = checkPoint(
      "`values` gives an `AsyncPublisher` when the failure type is `Never` and an `AsyncThrowingPublisher` otherwise",
      "Use .values, an async sequence: AsyncPublisher if Failure is Never, AsyncThrowingPublisher otherwise.")
    expectTrue(type.credited && !type.contradicted, "\(type)")
  }
}
