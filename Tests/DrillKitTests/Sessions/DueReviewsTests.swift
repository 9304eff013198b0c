import DrillKitTesting
import Foundation
import Testing

@testable import DrillContent
@testable import DrillEvaluation
@testable import DrillProgress
@testable import DrillReports
@testable import DrillScheduling
@testable import DrillSessions
@testable import DrillSupport

/// `stats` and `drill` share one definition of "due": lesson checks and questions
/// no longer loaded are never due.
@Suite struct DueReviewsTests {
  /// Answers `questions` wrongly at `minutesAgo` each, so each is due again now.
  func answerWrongly(_ questions: [(Question, Int)], store: ProgressStore) {
    for (question, minutesAgo) in questions {
      let (earlier, _) = SessionFixtures.context(lines: ["b"], store: store)
      let then = StudyContext(
        console: earlier.console,
        clock: .fixed(SessionFixtures.now.addingTimeInterval(Double(-60 * minutesAgo))),
        store: store, scheduler: Scheduler().fuzzing(false), evaluator: Evaluator(lexicon: .bundled),
        generator: SeededGenerator(seed: 1), mode: .quiz)
      var asker = QuestionAsker(context: then)
      _ = asker.ask(question)
    }
  }

  @Test func statsCountsWhatDrillServes() throws {
    let folder = try TemporaryFolder()
    let store = try ProgressStore(url: folder.database)
    let served = SessionFixtures.choice("served")
    var check = SessionFixtures.choice("check")
    check.packID = "lesson-first"
    var removed = SessionFixtures.choice("removed")
    removed.packID = "gone"
    // The check and the removed question fell due earlier, so a limit of 1 would pick them first.
    answerWrongly([(check, 240), (removed, 180), (served, 60)], store: store)
    let library = ContentLibrary(packs: [
      Pack(id: "fixture", title: "F", questions: [served], path: "f.md", format: .markdown)
    ])
    let (context, _) = SessionFixtures.context(lines: [], store: store, mode: .drill)
    let plan = DrillSession(context: context, library: library, options: .init(limit: 1, newLimit: 0)).plan()
    expectEqual(plan.due.map(\.id), ["fixture/served"])
    let servable = Set(QuestionCatalog(library).entries.map(\.id))
    let report = try StatsReport.collect(
      store: store, now: SessionFixtures.now, timeZone: TimeZone(identifier: "UTC") ?? .current,
      servable: servable)
    // Answered wrongly, it is in learning: counted as learning, not as a review.
    expectEqual(report.dueNow, 0)
    expectEqual(report.learningDue, 1)
    try expectEqual(store.reviews.dueQuestions(now: SessionFixtures.now, limit: 10).count, 3)
  }
}
