import DrillKitTesting
import Foundation
import Testing

@testable import DrillContent
@testable import DrillEvaluation
@testable import DrillGrading

/// Session 50 (s50-alone; docs/evaluation.md, "Session 50 (s50-alone)"): a key point said alone by
/// a learner, exactly its words, was told it said the opposite of a sibling through the words the
/// two true points merely differ in (`KeyPointMatcher.withdrawStatedSiblingContradictions`). One
/// question per rule that heard it: the point said alone is credited and no sibling contradicted,
/// and a real contradiction of the sibling in another clause is still caught.
@Suite struct KeyPointMatcherS50AloneTests {
  static func checks(_ file: String, _ id: String, _ answer: String) throws -> [KeyPointCheck] {
    let question = try #require(try bundledQuestion(file, id))
    return Evaluator.keyPointChecks(of: question, answer: answer, lexicon: .bundled)
  }

  /// `point` (from 0) of the question said alone: credited, and no other point contradicted.
  static func expectAlone(_ file: String, _ id: String, _ point: Int) throws {
    let question = try #require(try bundledQuestion(file, id))
    let checks = Evaluator.keyPointChecks(
      of: question, answer: question.keyPoints[point], lexicon: .bundled)
    expectTrue(checks[point].credited, "\(checks[point])")
    expectTrue(!checks.contains(where: \.contradicted), "\(checks)")
  }

  static let access = (file: "questions/topics/access-control.md", id: "why-access-control")
  static let suspended = (file: "questions/topics/background-notifications.md", id: "suspended-app")
  static let lazy = (file: "questions/topics/algorithms-complexity.md", id: "lazy-sequences")
  static let evolution = (file: "questions/topics/api-design.md", id: "library-evolution-frozen")

  /// `rival`: "`public`: usable from other modules" was the `open` point's claim said of its rival.
  @Test func aPointWhoseSubjectIsASiblingsRivalSaidAloneContradictsNone() throws {
    try Self.expectAlone(Self.access.file, Self.access.id, 2)
    try Self.expectAlone(Self.access.file, Self.access.id, 3)
  }

  @Test func theRivalSiblingDeniedInAnotherClauseIsStillContradicted() throws {
    let checks = try Self.checks(
      Self.access.file, Self.access.id,
      "public: usable from other modules. An open class cannot be subclassed or overridden from other modules."
    )
    expectTrue(checks[2].credited, "\(checks[2])")
    expectTrue(checks[3].contradicted, "\(checks[3])")
  }

  /// `polarity`: "…terminate a suspended app…" was "A suspended app … executes no code" said the
  /// other way, by the words the two share.
  @Test func aPointSharingASiblingsNegatedWordsSaidAloneContradictsNone() throws {
    try Self.expectAlone(Self.suspended.file, Self.suspended.id, 2)
  }

  @Test func theNegatedSiblingDeniedInAnotherClauseIsStillContradicted() throws {
    let checks = try Self.checks(
      Self.suspended.file, Self.suspended.id,
      "The system may terminate a suspended app without notifying it to free memory. A suspended app "
        + "keeps executing its code.")
    expectTrue(checks[1].contradicted, "\(checks[1])")
  }

  /// `misstates`: the lazy `map` point read as misstating "The closures … run again on every iteration".
  @Test func aPointReadAsMisstatingASiblingSaidAloneContradictsNone() throws {
    try Self.expectAlone(Self.lazy.file, Self.lazy.id, 1)
    try Self.expectAlone(Self.lazy.file, Self.lazy.id, 4)
  }

  @Test func theMisstatedSiblingDeniedInAnotherClauseIsStillContradicted() throws {
    let checks = try Self.checks(
      Self.lazy.file, Self.lazy.id,
      "A lazy map or filter stores its closure and computes elements only on demand when something "
        + "iterates. The closures of a lazy collection run once and are cached.")
    expectTrue(checks[1].credited, "\(checks[1])")
    expectTrue(checks[4].contradicted, "\(checks[4])")
  }

  /// `roles`: binary and source compatibility name the same subjects in another order.
  @Test func aPointNamingASiblingsSubjectsSaidAloneContradictsNone() throws {
    try Self.expectAlone(Self.evolution.file, Self.evolution.id, 0)
    try Self.expectAlone(Self.evolution.file, Self.evolution.id, 1)
  }

  @Test func theSwappedSiblingDeniedInAnotherClauseIsStillContradicted() throws {
    let checks = try Self.checks(
      Self.evolution.file, Self.evolution.id,
      "Source compatibility means client code still compiles against the new version without changes. "
        + "Binary compatibility means the app must be rebuilt against the new library to run.")
    expectTrue(checks[0].credited, "\(checks[0])")
    expectTrue(checks[1].contradicted, "\(checks[1])")
  }

  static let cycles = (file: "questions/interview/interview-verbal-advanced.md", id: "reference-cycles")

  /// The index of the point of `cycles` that starts with `prefix`.
  static func cyclesPoint(_ prefix: String) throws -> Int {
    let question = try #require(try bundledQuestion(Self.cycles.file, Self.cycles.id))
    return try #require(question.keyPoints.firstIndex { $0.hasPrefix(prefix) })
  }

  /// s50-alone2 (the review's F7): the `weak` point's claim said of `unowned`, wholly in the
  /// `unowned` point's words, in a clause of its own: still contradicted.
  @Test func theSiblingsClaimSaidOfTheCreditedSubjectInAnotherClauseIsStillContradicted() throws {
    let weak = try Self.cyclesPoint("`weak`")
    let checks = try Self.checks(
      Self.cycles.file, Self.cycles.id,
      "Use unowned when the target is guaranteed to outlive the reference, and also for references "
        + "that may outlive the target.")
    expectTrue(checks[weak].contradicted, "\(checks)")
  }

  /// Both siblings stated, each in its clause (the review's right answer): the `unowned` point
  /// credited, no point contradicted.
  @Test func bothSiblingsStatedInTheirClausesContradictNone() throws {
    let unowned = try Self.cyclesPoint("`unowned`")
    let answer =
      "A weak reference suits a target that may die first, it is optional and auto-nils; unowned is "
      + "for a target that is guaranteed to outlive the reference."
    let checks = try Self.checks(Self.cycles.file, Self.cycles.id, answer)
    expectTrue(checks[unowned].credited, "\(checks)")
    expectTrue(!checks.contains(where: \.contradicted), "\(checks)")
  }
}
