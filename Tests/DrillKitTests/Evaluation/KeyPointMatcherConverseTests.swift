import DrillKitTesting
import Testing

@testable import DrillGrading

/// A point's relation said the other way round, as a verb in one simple clause on both sides,
/// contradicts it: docs/evaluation.md, "Session 17 (s17-grading14)".
@Suite struct KeyPointMatcherConverseTests {
  /// "the child proposes a size to its parent" for "the parent proposes a size to its child".
  @Test func aRelationSaidTheOtherWayRoundContradicts() {
    let swapped = checkPoint(
      "The parent proposes a size to its child", "The child proposes a size to its parent")
    expectTrue(swapped.contradicted, "\(swapped)")
    expectTrue(!swapped.credited, "\(swapped)")
  }

  /// The relation said the same way, or as a passive, is still stated.
  @Test func theSameRelationIsStillStated() {
    let same = checkPoint(
      "The parent proposes a size to its child", "The parent proposes a size to the child")
    expectTrue(same.credited, "\(same)")
    let passive = checkPoint(
      "The parent proposes a size to its child", "The child gets a size proposed by its parent")
    expectTrue(!passive.contradicted, "\(passive)")
  }

  /// A verb after an auxiliary, a subject or a pronoun; a word after a determiner or a
  /// participle is not one.
  @Test func verbsAreReadByTheWordBefore() {
    expectTrue(Judge.isVerb("proposes", after: "parent"))
    expectTrue(Judge.isVerb("propose", after: "can"))
    expectTrue(Judge.isVerb("observes", after: "views"))
    expectTrue(!Judge.isVerb("proposal", after: "the"))
    expectTrue(!Judge.isVerb("proposing", after: "parent"))
    expectTrue(!Judge.isVerb("copy", after: "structs"))
    expectTrue(!Judge.isVerb("check", after: ""))
  }
}
