import DrillKitTesting
import Testing

@testable import DrillContent
@testable import DrillSessions

/// The placement result's level and its "Next" suggestion agree (issue 28): after 3 of 3
/// right the level is the estimate, and the quiz suggested is at that level.
@Suite struct PlacementReportTests {
  private func report(_ answers: [Bool], missed: [String] = []) -> String {
    var ladder = PlacementSession.Ladder()
    for correct in answers { ladder.record(correct: correct) }
    let (context, _) = SessionFixtures.context(lines: [], store: nil)
    return PlacementSession(context: context, questions: []).report(ladder, missedTopics: missed).plain
  }

  private func line(_ label: String, in text: String) -> String? {
    text.split(separator: "\n").first { $0.hasPrefix(label) }.map(String.init)
  }

  @Test func threeOfThreeRightSuggestsAQuizAtTheLevelGiven() throws {
    let text = report([true, true, true])
    let level = try #require(line("Level", in: text))
    let next = try #require(line("Next", in: text))
    expectTrue(level.hasPrefix("Level     beginner (provisional"), "\(text)")
    expectEqual(next, "Next      quiz --level beginner", "\(text)")
  }

  @Test(arguments: [
    ([true, true, true, true, true, true, true, true, true, true, true, true], "advanced"),
    ([true, true, true, true, false, true, true, true, true, false, true, true], "intermediate"),
  ])
  func aLongerTestSuggestsItsOwnLevel(answers: [Bool], expected: String) throws {
    let text = report(answers)
    let level = try #require(line("Level", in: text))
    let next = try #require(line("Next", in: text))
    expectContains(level, expected, "\(text)")
    expectTrue(next.hasSuffix("quiz --level \(expected)"), "\(text)")
  }
}
