import DrillKitTesting
import Foundation
import Testing

@testable import DrillEvaluation
@testable import DrillGrading

/// General opposites and rivals of the lexicon added in session 14 (docs/evaluation.md,
/// "Session 14"): a claim said with the other word contradicts the point.
@Suite struct KeyPointMatcherOppositeWordsTests {
  /// `remove` (`delete`) is the opposite of `add`.
  @Test func removingIsTheOppositeOfAdding() {
    let point = "Calling insert on a set adds the element"
    let wrong = checkPoint(point, "Calling insert on a set removes the element.")
    expectTrue(wrong.contradicted, "\(wrong)")
    expectTrue(checkPoint(point, "Calling insert on a set adds the element.").credited)
  }

  /// The client and the server are rival subjects: the server's claim said of the client
  /// contradicts it.
  @Test func theClientIsNotTheServer() {
    let point = "The server checks the token on every request"
    let swapped = checkPoint(point, "The client checks the token on every request.")
    expectTrue(swapped.contradicted, "\(swapped)")
    expectTrue(checkPoint(point, "On every request the server checks the token.").credited)
  }
}
