import DrillKitTesting
import Foundation
import Testing

@testable import DrillGrading

/// Two points of a question, each about its own subject, said in one sentence with their subjects
/// swapped: each point is contradicted (docs/evaluation.md, "Session 31 (s31-grading84)").
@Suite struct KeyPointMatcherTradedPointsTests {
  static let delegates = [
    "The app delegate handles events of the whole process, such as launch",
    "The scene delegate handles the lifecycle of one instance of the UI",
  ]
  static let tasks = [
    "An app refresh task is for a short update of the app's content",
    "A processing task is for longer, deferrable work",
  ]

  /// Each subject given the other point's claim (heldout8 and heldout35's wrong answers).
  @Test func claimsTradedBetweenTwoPointsContradictBoth() {
    let delegates = KeyPointMatcher.check(
      Self.delegates,
      against:
        "The app delegate handles the lifecycle of one instance of the UI, and the scene delegate handles events of the whole process, such as launch.",
      lexicon: .bundled)
    for check in delegates {
      expectTrue(check.contradicted, "\(check)")
      expectTrue(!check.credited, "\(check)")
    }
    let tasks = KeyPointMatcher.check(
      Self.tasks,
      against:
        "An app refresh task is for longer, deferrable work, and a processing task is for a short update of the app's content.",
      lexicon: .bundled)
    for check in tasks {
      expectTrue(check.contradicted, "\(check)")
    }
  }

  /// The same two points said the right way round, in either order or in other words, stay stated.
  @Test func theRightPairingsStayStated() {
    let answers = [
      "The app delegate handles events of the whole process, such as launch, and the scene delegate handles the lifecycle of one instance of the UI.",
      "The scene delegate handles the lifecycle of one instance of the UI, while the app delegate handles events of the whole process, such as launch.",
    ]
    for answer in answers {
      for check in KeyPointMatcher.check(Self.delegates, against: answer, lexicon: .bundled) {
        expectTrue(check.credited, "\(answer): \(check)")
        expectTrue(!check.contradicted, "\(answer): \(check)")
      }
    }
  }

  /// One point's claim given to the other subject, with nothing traded back, is no trade: this rule
  /// leaves it to the others (it is not read as a contradiction of the point it states).
  @Test func aClaimGivenOneWayIsNoTrade() {
    let checks = KeyPointMatcher.check(
      Self.delegates,
      against:
        "The app delegate handles events of the whole process, such as launch, and so does the scene delegate.",
      lexicon: .bundled)
    expectTrue(checks[0].credited, "\(checks[0])")
    expectTrue(!checks[0].contradicted, "\(checks[0])")
  }

  /// The trade is read with another point of the question: the same sentence against one point
  /// alone is not contradicted by it.
  @Test func aPointAloneHasNoOtherPointToTradeWith() {
    let alone = checkPoint(
      Self.delegates[0],
      "The app delegate handles the lifecycle of one instance of the UI, and the scene delegate handles events of the whole process, such as launch."
    )
    expectTrue(!alone.contradicted, "\(alone)")
  }
}
