import DrillContent
import DrillEvaluation
import DrillKitTesting
import DrillPresentation
import DrillScheduling
import DrillSupport
import Foundation
import Testing

@testable import DrillSessions

/// Session 51's tryout, the interview report: a 0-point interview said "Gaps none found"
/// (finding 11), and a partly right answer counts as partly right (finding 2).
@Suite struct S51InterviewReportTests {
  private func interview(_ inputs: [TimedInput], questions: [Question], count: Int? = nil) -> String {
    let console = ScriptedConsole(timedInputs: inputs, interactive: true)
    let context = StudyContext(
      console: console, clock: WallClock { SessionFixtures.now }, store: nil,
      scheduler: Scheduler().fuzzing(false),
      evaluator: Evaluator(lexicon: .bundled), generator: SeededGenerator(seed: 1), mode: .interview)
    InterviewSession(context: context, questions: questions, options: .init(minutes: 6, count: count)).run()
    return console.flowingTranscript
  }

  @Test func anInterviewWithNoAnswerScoredNamesNoGapsItCouldNotJudge() {
    let questions = (1...3).map { SessionFixtures.short("w\($0)", tags: ["topic\($0)"]) }
    let report = interview([.timeUp], questions: questions)
    expectContains(report, "Points 0 of 30", "\(report)")
    expectNotContains(report, "Gaps none found", "\(report)")
    expectContains(report, "Gaps not judged: no answer was scored", "\(report)")
  }

  @Test func aPartlyRightAnswerCountsByItsShareOfKeyPoints() {
    let three = Question(
      localID: "v3", packID: "fixture", title: "Explain value types", kind: .verbal, tags: ["values-types"],
      prompt: "Why copy?", answer: "Structs are copied on assignment.",
      keyPoints: ["copied on assignment", "no shared state", "stored inline"])
    let report = interview(
      [.input(.line("yes")), .input(.line("a struct is copied on assignment")), .input(.line("hard"))],
      questions: [SessionFixtures.short("w1", tags: ["optionals"]), three], count: 2)
    // 1 right, and 1 of 3 key points: (1 + 1/3) of 2.
    expectContains(report, "Accuracy 1 of 2 right, 1 partly (67%)", "\(report)")
    expectContains(report, "Strengths optionals Gaps none found", "\(report)")
    expectContains(
      report, "Review fixture/v3 (1 of 3 key points); not stated: no shared state; stored inline", "\(report)"
    )
  }
}
