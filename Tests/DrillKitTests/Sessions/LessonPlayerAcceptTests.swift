import DrillKitTesting
import DrillPresentation
import Foundation
import Testing

@testable import DrillContent
@testable import DrillProgress
@testable import DrillSessions

/// `:accept` → y after a lesson's check was marked wrong (session 48's review, finding 10): the
/// screen said "Graded again: ✓ right" yet the lesson counted the check failed and asked it again,
/// and it promised a next review no drill serves for a lesson's check.
@Suite(.ownThreads) struct LessonPlayerAcceptTests {
  let folder: TemporaryFolder
  let store: ProgressStore

  init() throws {
    folder = try TemporaryFolder()
    store = try ProgressStore(url: folder.database)
  }

  static let lesson = Lesson(
    id: "mini", title: "Mini", level: .beginner, order: 1, intro: "Welcome.",
    pages: [
      LessonPage(title: "First check", content: .check(SessionFixtures.short("s1")), line: 5),
      LessonPage(title: "Second check", content: .check(SessionFixtures.short("s2")), line: 9),
    ], path: "mini.md")

  func play(_ lines: [String]) -> String {
    let (context, console) = SessionFixtures.context(lines: lines, store: store, mode: .lesson)
    _ = LessonPlayer(context: context, lesson: Self.lesson, course: [Self.lesson], runner: nil).run()
    return console.flowingTranscript
  }

  /// Accepted at the page's prompt: the check is passed, shown as passed when paged back to, and
  /// the end counts it.
  @Test func anAcceptedCheckCountsAsPassed() throws {
    let transcript = play(["", "yep", ":accept", "y", "p", "", "", "yes", ""])
    expectContains(transcript, "Graded again: ✓ right for this review too, +10 of 10 points (rated good).")
    expectNotContains(transcript, "next review")
    expectContains(transcript, "You passed this check earlier.")
    expectContains(transcript, "Checks: 2 of 2 passed")
    try expectEqual(store.lessons.lessonProgress(for: "mini")?.checksPassed.sorted(), ["s1", "s2"])
  }

  /// Accepted at the next check's prompt: the earlier check is the one passed.
  @Test func anAcceptAtTheNextChecksPromptPassesTheEarlierCheck() throws {
    let transcript = play(["", "yep", "", ":accept", "y", "nope", ""])
    expectContains(transcript, "Graded again: ✓ right for this review too")
    expectContains(transcript, "Checks: 1 of 2 passed (to try again: lesson mini, then g 3)")
    try expectEqual(store.lessons.lessonProgress(for: "mini")?.checksPassed, ["s1"])
  }

  /// Session 52 (gap 2): `:quit` at "Accept it? y/n>" was asked again. It accepts nothing and
  /// leaves the lesson, at the page's prompt as at the next check's, saying where it resumes.
  @Test func quitAtTheConfirmationLeavesTheLessonAcceptingNothing() throws {
    for lines in [["", "yep", ":accept", ":quit", "p"], ["", "yep", "", ":accept", ":quit", "nope"]] {
      let transcript = play(lines)
      expectContains(transcript, "Accept it? y/n> :quit Not accepted. Saved at page", "\(lines)")
      expectNotContains(transcript, "Type y to accept it")
      expectNotContains(transcript, "Graded again")
      try expectEqual(store.acceptedAnswers.acceptedAnswers().count, 0)
    }
  }
}
