import DrillKitTesting
import Foundation
import Testing

@testable import DrillGrading

/// "every type" is the lexicon's `generic`, as "any type" is: a point that says a feature works for
/// every type is stated by "works for any type", and no longer by any sentence that says "type".
/// docs/evaluation.md, "Session 26 (the lead)".
@Suite struct KeyPointMatcherEveryTypeTests {
  static let point = "Works for every type, including structs, enums and `Int`"

  @Test func anyTypeStatesEveryType() {
    let result = checkPoint(
      Self.point,
      "It replaces null pointers and magic values like minus one, and works for any type, structs too.")
    expectTrue(result.credited, "\(result)")
  }

  /// answers.json's terse answer to `what-is-an-optional`, graded with the question's prompt and
  /// points, was credited this point for "Plain types can't be nil", which says nothing of which
  /// types an optional works for.
  @Test func aSentenceThatOnlySaysTypeDoesNotStateIt() {
    let points = [
      "`T?` is `Optional<T>`, an enum with `.some(T)` and `.none`", "Non-optional types can never hold `nil`",
      "Absence is visible in the type, so the compiler forces you to handle it",
      "Replaces null pointers and sentinel values like `-1`", Self.point,
    ]
    let results = KeyPointMatcher.check(
      points,
      against: "Optional of T. An enum, some or none. Plain types can't be nil. The type shows absence, "
        + "so the compiler makes you unwrap. No more null or minus-one sentinels.",
      prompt: "What does the `?` in a type such as `Int?` mean, and why does Swift need it?",
      lexicon: .bundled)
    expectTrue(results[1].credited, "\(results[1])")
    expectTrue(!results[4].credited, "\(results[4])")
  }
}
