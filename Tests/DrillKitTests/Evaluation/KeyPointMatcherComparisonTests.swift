import DrillKitTesting
import Foundation
import Testing

@testable import DrillEvaluation
@testable import DrillGrading

/// "Unlike X" set inside a clause: docs/evaluation.md, "Clauses" (session 13).
@Suite struct KeyPointMatcherComparisonTests {
  /// "X, unlike Y, does Z" says Z of X: the clause goes on after the comparison, so the
  /// claim is not lent to the compared subject.
  @Test func aComparisonInsideAClauseLeavesTheClaimToItsSubject() {
    let swapped = checkPoint(
      "Enums are copied when they are assigned", "Classes, unlike enums, are copied when they are assigned.")
    expectTrue(!swapped.credited, "\(swapped)")
    expectTrue(swapped.contradicted, "\(swapped)")
    let said = checkPoint(
      "Classes are shared when they are assigned", "Classes, unlike enums, are shared when they are assigned."
    )
    expectTrue(said.credited, "\(said)")
    expectTrue(!said.contradicted, "\(said)")
  }

  /// What follows the comparison's comma with a subject of its own, or a relative word, is
  /// still a clause of its own.
  @Test func aNewSubjectAfterTheComparisonStartsItsOwnClause() {
    let own = checkPoint(
      "Structs are copied when they are assigned",
      "Structs are copied when they are assigned, unlike classes, they are shared.")
    expectTrue(own.credited, "\(own)")
    expectTrue(!own.contradicted, "\(own)")
    let relative = checkPoint(
      "Macros expand at compile time",
      "A macro expands at compile time, unlike a function, which runs at run time.")
    expectTrue(relative.credited, "\(relative)")
    expectTrue(!relative.contradicted, "\(relative)")
  }
}
