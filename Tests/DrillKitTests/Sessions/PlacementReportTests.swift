import DrillKitTesting
import Testing

@testable import DrillContent
@testable import DrillSessions

/// The placement result's level and its "Next" suggestion agree (issue 28): after 3 of 3
/// right the level is the estimate, and the quiz suggested is at that level.
@Suite struct PlacementReportTests {
  private func report(_ answers: [Bool], missed: [String] = [], skipped: Int = 0) -> String {
    var ladder = PlacementSession.Ladder()
    for correct in answers { ladder.record(correct: correct) }
    let (context, _) = SessionFixtures.context(lines: [], store: nil)
    return PlacementSession(context: context, questions: []).report(
      ladder, missedTopics: missed, skipped: skipped
    ).plain
  }

  /// Session 48's review, finding 13: every question skipped is not "Answered 0 of 12 right", and
  /// the topics skipped are not weak ones to study (three picked by name): the lessons are next.
  @Test func aTestOfSkipsSaysSoAndSuggestsTheLessons() throws {
    let answers = Array(repeating: false, count: 12)
    let text = report(answers, missed: ["access-control", "accessibility", "coding-exercises"], skipped: 12)
    expectEqual(line("Skipped", in: text), "Skipped   all 12 questions", "\(text)")
    expectTrue(line("Answered", in: text) == nil, "\(text)")
    expectEqual(line("Next", in: text), "Next      start with the lessons, in order: lesson", "\(text)")
    expectNotContains(text, "access-control")
  }

  @Test func someSkipsAreCountedBesideTheAnswers() throws {
    let text = report([true, false, false, true], missed: ["generics", "generics"], skipped: 1)
    expectEqual(line("Answered", in: text), "Answered  2 of 4 right (1 skipped)", "\(text)")
    expectEqual(line("Next", in: text), "Next      study generics: quiz --tag generics", "\(text)")
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
