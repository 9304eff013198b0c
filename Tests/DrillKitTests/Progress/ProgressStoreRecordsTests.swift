import DrillKitTesting
import Foundation
import Testing

@testable import DrillProgress

/// Sessions, accepted answers, game scores and lesson progress.
@Suite struct ProgressStoreRecordsTests {
  static let start = ProgressFixtures.start

  @Test func sessionsStartAndEndOnce() throws {
    let folder = try TemporaryFolder()
    let store = try ProgressStore(url: folder.database)
    let id = try store.sessions.startSession(mode: "quiz", options: #"{"count":10}"#, at: Self.start)
    try ProgressFixtures.answer(store, "pack/q", .good, at: Self.start, sessionID: id)
    try store.sessions.endSession(id, at: Self.start.addingTimeInterval(60))
    try store.sessions.endSession(id, at: Self.start.addingTimeInterval(120))
    let sessions = try store.sessions.sessions()
    expectEqual(
      sessions,
      [
        StudySession(
          id: id, mode: "quiz", startedAt: Self.start, endedAt: Self.start.addingTimeInterval(60),
          options: #"{"count":10}"#)
      ])
    try expectEqual(store.transfer.reviewExportRows().first?.sessionID, id)
  }

  @Test func acceptedAnswersAreKeptOncePerQuestion() throws {
    let folder = try TemporaryFolder()
    let store = try ProgressStore(url: folder.database)
    try store.acceptedAnswers.addAcceptedAnswer(questionID: "pack/a", answer: "let x = 1", at: Self.start)
    try store.acceptedAnswers.addAcceptedAnswer(
      questionID: "pack/a", answer: "let x = 1", at: Self.start.addingTimeInterval(5))
    try store.acceptedAnswers.addAcceptedAnswer(
      questionID: "pack/a", answer: "var x = 1", at: Self.start.addingTimeInterval(9))
    try store.acceptedAnswers.addAcceptedAnswer(
      questionID: "pack/b", answer: "yes", at: Self.start.addingTimeInterval(1))
    try expectEqual(
      store.acceptedAnswers.acceptedAnswers(for: "pack/a").map(\.answer), ["let x = 1", "var x = 1"])
    try expectEqual(store.acceptedAnswers.acceptedAnswers(for: "pack/a").first?.acceptedAt, Self.start)
    try expectEqual(store.acceptedAnswers.acceptedAnswers().count, 3)
    expectTrue(try store.acceptedAnswers.acceptedAnswers(for: "pack/none").isEmpty)
  }

  @Test func bestScoresAreHighestFirstAndLimited() throws {
    let folder = try TemporaryFolder()
    let store = try ProgressStore(url: folder.database)
    for (index, score) in [5, 40, 12, 40, 7, 33, 1, 2, 3, 4, 50, 6].enumerated() {
      try store.games.addGameScore(
        GameScore(
          game: "typing", score: score, seed: UInt64.max - UInt64(index),
          playedAt: Self.start.addingTimeInterval(Double(index))))
    }
    try store.games.addGameScore(GameScore(game: "other", score: 999, playedAt: Self.start))
    let best = try store.games.bestScores(game: "typing")
    expectEqual(best.map(\.score), [50, 40, 40, 33, 12, 7, 6, 5, 4, 3])
    expectTrue(best[1].playedAt < best[2].playedAt)
    expectEqual(best[0].seed, UInt64.max - 10)
    try expectEqual(store.games.bestScores(game: "typing", limit: 3).count, 3)
    expectTrue(try store.games.bestScores(game: "none").isEmpty)
  }

  @Test func lessonProgressUpdatesInPlace() throws {
    let folder = try TemporaryFolder()
    let store = try ProgressStore(url: folder.database)
    expectTrue(try store.lessons.lessonProgress(for: "optionals") == nil)
    try store.lessons.updateLessonProgress("optionals", at: Self.start) { progress in
      progress.visit(page: 0)
      progress.visit(page: 2)
      progress.pass(check: "optionals/what-prints")
    }
    let later = Self.start.addingTimeInterval(300)
    let saved = try store.lessons.updateLessonProgress("optionals", at: later) { progress in
      progress.visit(page: 1)
      progress.visit(page: 2)
      progress.pass(check: "optionals/what-prints")
      progress.doneAt = later
    }
    let expected = LessonProgress(
      lessonID: "optionals", lastPage: 2, pagesSeen: [0, 1, 2], checksPassed: ["optionals/what-prints"],
      doneAt: later, updatedAt: later)
    expectTrue(saved.lastPageTitle == nil)
    expectEqual(saved, expected)
    try expectEqual(store.lessons.lessonProgress(for: "optionals"), expected)
    try expectEqual(store.lessons.allLessonProgress(), [expected])
  }

  @Test func aVisitKeepsThePageTitleAndTheStoreReadsItBack() throws {
    let folder = try TemporaryFolder()
    let store = try ProgressStore(url: folder.database)
    try store.lessons.updateLessonProgress("optionals", at: Self.start) {
      $0.visit(page: 3, title: "Unwrapping")
    }
    let stored = try #require(try store.lessons.lessonProgress(for: "optionals"))
    expectTrue(stored.lastPage == 3 && stored.lastPageTitle == "Unwrapping")
  }

  @Test(
    arguments: [
      // (last page, its title, the pages now, where to resume)
      (2, "C", ["A", "B", "C"], 2),  // unchanged
      (2, "C", ["New", "A", "B", "C"], 3),  // a page inserted before it
      (2, "C", ["C", "A", "B"], 0),  // moved to the front
      (1, "B", ["A", "C"], 1),  // its page is gone: the same number
      (7, "Z", ["A", "B"], 1),  // gone, and the number is past the end: the last page
      (4, "Recap", ["Recap", "A", "B", "C", "D", "Recap"], 5),  // two pages share it: the nearer
      (1, nil, ["A", "B", "C"], 1),  // saved before titles were kept: the number
    ] as [(Int, String?, [String], Int)])
  func resumeFindsThePageByTitleThenByNumber(last: Int, title: String?, titles: [String], expected: Int) {
    let progress = LessonProgress(lessonID: "l", lastPage: last, lastPageTitle: title, updatedAt: Self.start)
    expectEqual(progress.resumeIndex(in: titles), expected)
  }

  /// A version-4 file (before page titles were kept) opens at the latest version with its
  /// lessons' progress whole: the title is unknown, so the page number is where they resume.
  @Test func aVersionFourFileKeepsItsLessonsAndResumesByNumber() throws {
    let folder = try TemporaryFolder()
    do {
      let old = try ProgressStore(
        url: folder.database, access: .readWrite, migrations: Array(ProgressSchema.migrations.prefix(4)))
      try old.database.execute(
        """
        INSERT INTO lesson_progress (lesson_id, last_page, pages_seen, checks_passed, updated_at)
        VALUES ('optionals', 2, '0,1,2', 'optionals/what-prints', 1000)
        """)
    }
    let store = try ProgressStore(url: folder.database)
    try expectEqual(store.storedSchemaVersion(), ProgressSchema.latestVersion)
    let progress = try #require(try store.lessons.lessonProgress(for: "optionals"))
    expectTrue(progress.lastPage == 2 && progress.lastPageTitle == nil && progress.pagesSeen == [0, 1, 2])
    expectEqual(progress.resumeIndex(in: ["Intro", "A", "B", "C"]), 2)
  }
}
