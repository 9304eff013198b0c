import DrillKitTesting
import Foundation
import Testing

@testable import DrillProgress
@testable import DrillSessions

/// When Enter on a lesson's last page finishes it (`LessonPlayerTests.lesson`: an intro, two
/// pages and a check).
@Suite(.ownThreads) struct LessonPlayerFinishTests {
  let folder: TemporaryFolder
  let store: ProgressStore

  init() throws {
    folder = try TemporaryFolder()
    store = try ProgressStore(url: folder.database)
  }

  func play(_ lines: [String]) -> (LessonPlayer.Ending, String) {
    let (context, console) = SessionFixtures.context(lines: lines, store: store, mode: .lesson)
    let lesson = LessonPlayerTests.lesson
    return (
      LessonPlayer(context: context, lesson: lesson, course: [lesson], runner: nil).run(), console.transcript
    )
  }

  /// Session 52's tryout (finding 12): `g N` to the last page, then Enter, marked the lesson done
  /// with two pages read and no check passed. It is done when every page was read or every check
  /// passed; else Enter leaves it, saying how far it got and the first page not read.
  @Test func enterOnTheLastPageFinishesOnlyALessonReadOrPassed() throws {
    let (ending, transcript) = play(["g 4", "b", ""])
    expectEqual(ending, .left)
    expectNotContains(transcript, "Lesson done")
    expectContains(transcript, "Not done yet: 2 of 4 pages read, 0 of 1 checks passed.")
    expectContains(transcript, "(to read on: lesson basics, then g 2)")
    try expectEqual(store.lessons.lessonProgress(for: "basics")?.doneAt, nil)
    let (read, _) = play(["g 2", "", "", "b", ""])
    expectEqual(read, .finished)
    try expectTrue(store.lessons.lessonProgress(for: "basics")?.doneAt != nil)
  }
}
