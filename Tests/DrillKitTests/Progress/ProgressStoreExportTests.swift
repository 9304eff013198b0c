import DrillKitTesting
import Foundation
import Testing

@testable import DrillProgress

@Suite struct ProgressStoreExportTests {
  static let start = ProgressFixtures.start

  @Test func questionRowsCarryTheExportKeys() throws {
    let folder = try TemporaryFolder()
    let store = try ProgressStore(url: folder.database)
    try ProgressFixtures.answer(store, "pack/b", .easy, at: Self.start)
    let rows = try store.transfer.questionExportRows()
    expectEqual(rows.count, 1)
    let data = try JSONEncoder().encode(rows[0])
    let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    expectEqual(
      Set(object.keys), ["id", "reps", "lapses", "state", "stability", "difficulty", "due", "last_review"])
    expectTrue(object["id"] as? String == "pack/b")
    expectTrue(object["state"] as? String == "review")
    expectTrue(object["last_review"] as? String == "2026-01-05T09:00:00Z")
    expectTrue(object["due"] as? String == "2026-01-13T09:00:00Z")
  }

  @Test func missingValuesAreWrittenAsNull() throws {
    let row = QuestionExportRow(
      QuestionMemory(questionID: "p/q", memory: .new(due: Self.start), reps: 0, lapses: 0))
    let text = String(decoding: try JSONEncoder().encode(row), as: UTF8.self)
    expectContains(text, #""stability":null"#)
    expectContains(text, #""last_review":null"#)
  }

  @Test func reviewLogCSVUsesOptimizerColumns() throws {
    let folder = try TemporaryFolder()
    let store = try ProgressStore(url: folder.database)
    try ProgressFixtures.answer(store, "pack/first", .good, at: Self.start)
    try ProgressFixtures.answer(store, "pack/second", .again, at: Self.start.addingTimeInterval(30))
    try ProgressFixtures.answer(store, "pack/first", .good, at: Self.start.addingTimeInterval(600))
    try ProgressFixtures.answer(store, "pack/first", .good, at: Self.start.addingTimeInterval(86_400 * 3))
    let ms = Self.start.unixMilliseconds
    try expectEqual(
      store.transfer.reviewLogCSV(),
      """
      card_id,review_time,review_rating,review_state,review_duration
      pack/first,\(ms),3,0,1500
      pack/second,\(ms + 30_000),1,0,1500
      pack/first,\(ms + 600_000),3,1,1500
      pack/first,\(ms + 86_400_000 * 3),3,2,1500

      """)
  }

  @Test func jsonExportHoldsEverything() throws {
    let folder = try TemporaryFolder()
    let store = try ProgressStore(url: folder.database)
    let session = try store.sessions.startSession(mode: "quiz", at: Self.start)
    try ProgressFixtures.answer(
      store, "pack/a", .good, at: Self.start, tags: ["t1", "t2"], sessionID: session)
    try store.sessions.endSession(session, at: Self.start.addingTimeInterval(60))
    try store.acceptedAnswers.addAcceptedAnswer(questionID: "pack/a", answer: "42", at: Self.start)
    try store.games.addGameScore(GameScore(game: "typing", score: 12, seed: 7, playedAt: Self.start))
    try store.lessons.updateLessonProgress("basics", at: Self.start) { $0.visit(page: 1) }
    let export = try store.transfer.export(now: Self.start.addingTimeInterval(120))
    expectEqual(export.schemaVersion, ProgressStore.schemaVersion)
    expectEqual(export.questions.map(\.id), ["pack/a"])
    expectEqual(export.reviews.map(\.tags), [["t1", "t2"]])
    expectEqual(export.sessions.count, 1)
    expectEqual(export.acceptedAnswers.count, 1)
    expectEqual(export.gameScores.count, 1)
    expectEqual(export.lessons.map(\.lessonID), ["basics"])

    let json = try #require(try JSONSerialization.jsonObject(with: export.jsonData()) as? [String: Any])
    expectEqual(
      Set(json.keys),
      [
        "schema_version", "exported_at", "questions", "reviews", "sessions", "accepted_answers",
        "game_scores",
        "lessons",
      ])
    let review = try #require((json["reviews"] as? [[String: Any]])?.first)
    expectTrue(review["question_id"] as? String == "pack/a")
    expectTrue(review["reviewed_at"] as? String == "2026-01-05T09:00:00Z")
    expectTrue(review["state_before"] as? String == "new")
    let sessionRow = try #require((json["sessions"] as? [[String: Any]])?.first)
    expectTrue(sessionRow["ended_at"] as? String == "2026-01-05T09:01:00Z")
  }
}
