import DrillSQLite
import DrillScheduling
import DrillSupport
import Foundation

/// The review log and the FSRS memory per question: the only writer of `reviews` and
/// `memory` (answers, imported reviews, replays, moves, restores and resets all go through it).
public struct ReviewLog: TableOwner {
  let store: ProgressStore

  /// Appends `review` to the log and stores its `after` state as the question's memory,
  /// counting reps and lapses, inside the caller's write transaction (`record`). Returns
  /// the review's row id.
  @discardableResult
  func insertReview(_ review: ReviewRecord) throws(ProgressStoreError) -> Int64 {
    try sql { () throws(SQLiteError) in
      try database.run(
        """
        INSERT INTO reviews (question_id, reviewed_at, answer, credit, rating, duration_ms, session_id,
          mode, level, kind, tags, state_before, state_after, stability_after, difficulty_after, due_after)
        VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, ?14, ?15, ?16)
        """,
        [
          .text(review.questionID), .integer(review.reviewedAt.unixMilliseconds), .text(review.answer),
          .real(review.credit), .integer(Int64(review.rating.rawValue)),
          SQLiteValue(review.durationMilliseconds),
          SQLiteValue(review.sessionID), .text(review.mode), SQLiteValue(review.level?.rawValue),
          SQLiteValue(review.kind?.rawValue), .text(review.tags.joined(separator: ",")),
          .integer(review.before.isNew ? 0 : Int64(review.before.state.rawValue)),
          .integer(Int64(review.after.state.rawValue)), SQLiteValue(review.after.stability),
          SQLiteValue(review.after.difficulty), .integer(review.after.due.unixMilliseconds),
        ])
      let reviewID = database.lastInsertRowID
      let memory = review.after
      try database.run(
        """
        INSERT INTO memory (question_id, state, step, stability, difficulty, due, last_review, reps, lapses)
        VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, 1, ?8)
        ON CONFLICT (question_id) DO UPDATE SET state = excluded.state, step = excluded.step,
          stability = excluded.stability, difficulty = excluded.difficulty, due = excluded.due,
          last_review = excluded.last_review, reps = reps + 1, lapses = lapses + excluded.lapses
        """,
        [
          .text(review.questionID), .integer(Int64(memory.state.rawValue)), SQLiteValue(memory.step),
          SQLiteValue(memory.stability), SQLiteValue(memory.difficulty),
          .integer(memory.due.unixMilliseconds),
          SQLiteValue(memory.lastReview?.unixMilliseconds), .integer(review.isLapse ? 1 : 0),
        ])
      return reviewID
    }
  }

  /// The stored memory of one question, or nil when it was never reviewed.
  public func memory(for questionID: String) throws(ProgressStoreError) -> QuestionMemory? {
    try memories(where: "question_id = ?1", [.text(questionID)]).first
  }

  /// Questions due at or before `now`, earliest due first (ties by id), at most `limit`.
  public func dueQuestions(now: Date, limit: Int = 100) throws(ProgressStoreError) -> [QuestionMemory] {
    try memories(
      where: "due <= ?1 ORDER BY due, question_id LIMIT ?2",
      [.integer(now.unixMilliseconds), .integer(Int64(max(0, limit)))])
  }

  /// Questions a drill offers at `now`, earliest due first (ties by id), at most `limit`:
  /// a review-state question from the start of its due day (so any time before `dayEnd`,
  /// as Anki shows review cards), any other at its exact due time.
  public func dueQuestions(now: Date, dayEnd: Date, limit: Int = 100) throws(ProgressStoreError)
    -> [QuestionMemory]
  {
    try memories(
      where: "(due <= ?1 OR (state = ?3 AND due < ?4)) ORDER BY due, question_id LIMIT ?2",
      [
        .integer(now.unixMilliseconds), .integer(Int64(max(0, limit))),
        .integer(Int64(CardState.review.rawValue)), .integer(dayEnd.unixMilliseconds),
      ])
  }

  /// The earliest due time among review-state questions (`review: true`) or the others.
  public func earliestDue(review: Bool) throws(ProgressStoreError) -> Date? {
    let ms = try sql { () throws(SQLiteError) in
      try database.scalarInt(
        "SELECT min(due) FROM memory WHERE \(review ? "state = ?1" : "state <> ?1")",
        [.integer(Int64(CardState.review.rawValue))])
    }
    return ms.map { Date(unixMilliseconds: $0) }
  }

  /// Every question with stored memory, by id.
  public func allMemories() throws(ProgressStoreError) -> [QuestionMemory] {
    try memories(where: "1 ORDER BY question_id", [])
  }

  /// The ids of every question reviewed at least once.
  public func knownQuestionIDs() throws(ProgressStoreError) -> Set<String> {
    try sql { () throws(SQLiteError) in
      Set(try database.query("SELECT question_id FROM memory") { $0.text(0) })
    }
  }

  /// The ids of the questions answered at or after `start`, in any mode (a mock interview
  /// prefers others: session 49's tryout met placement's question again as the first).
  public func questionIDs(reviewedSince start: Date) throws(ProgressStoreError) -> Set<String> {
    try sql { () throws(SQLiteError) in
      Set(
        try database.query(
          "SELECT DISTINCT question_id FROM reviews WHERE reviewed_at >= ?1",
          [.integer(start.unixMilliseconds)]
        ) { $0.text(0) })
    }
  }

  /// How many reviews the log holds.
  public func reviewCount() throws(ProgressStoreError) -> Int {
    try sql { () throws(SQLiteError) in Int(try database.scalarInt("SELECT count(*) FROM reviews") ?? 0) }
  }

  /// How many questions a drill introduced (their first review) since `start`.
  public func newQuestionsIntroduced(since start: Date) throws(ProgressStoreError) -> Int {
    try sql { () throws(SQLiteError) in
      Int(
        try database.scalarInt(
          "SELECT count(*) FROM reviews WHERE state_before = 0 AND mode = 'drill' AND reviewed_at >= ?1",
          [.integer(start.unixMilliseconds)]) ?? 0)
    }
  }

  /// Questions in learning or relearning due after `start` and at or before `end`,
  /// earliest first: those a drill may ask again before the day is over.
  public func learningQuestions(dueAfter start: Date, until end: Date) throws(ProgressStoreError)
    -> [QuestionMemory]
  {
    try dueQuestions(now: end, limit: Int.max).filter {
      $0.memory.due > start && $0.memory.state != .review && !$0.memory.isNew
    }
  }

  private func memories(where clause: String, _ values: [SQLiteValue]) throws(ProgressStoreError)
    -> [QuestionMemory]
  {
    let rows = try sql { () throws(SQLiteError) in
      try database.query(
        """
        SELECT question_id, state, step, stability, difficulty, due, last_review, reps, lapses
        FROM memory WHERE \(clause)
        """, values
      ) { row in
        (
          id: row.text(0), state: row.int(1), step: row.optionalInt(2), stability: row.optionalDouble(3),
          difficulty: row.optionalDouble(4), due: row.int64(5), lastReview: row.optionalInt64(6),
          reps: row.int(7), lapses: row.int(8)
        )
      }
    }
    var result: [QuestionMemory] = []
    for row in rows {
      guard let state = CardState(rawValue: row.state) else {
        throw .invalidValue(path: path, detail: "memory state \(row.state) for \(row.id)")
      }
      let memory = MemoryState(
        state: state, step: row.step, stability: row.stability, difficulty: row.difficulty,
        due: Date(unixMilliseconds: row.due), lastReview: row.lastReview.map(Date.init(unixMilliseconds:)))
      result.append(QuestionMemory(questionID: row.id, memory: memory, reps: row.reps, lapses: row.lapses))
    }
    return result
  }
}
