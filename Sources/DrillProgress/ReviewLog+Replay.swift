import DrillContent
import DrillSQLite
import DrillScheduling
import DrillSupport
import Foundation

/// Reviews read in from a log (`ProgressTransfer.importReviewLog`) and replaying a
/// question's history; both run inside the caller's write transaction.
extension ReviewLog {
  /// Appends an imported review of `question` unless the log has one of it at the same
  /// millisecond; returns whether it was added. Its states are placeholders until
  /// `rebuildMemory` replays the question's history.
  func insertImported(_ row: ReviewLogCSV.Row, question: Question) throws(ProgressStoreError) -> Bool {
    let time = row.reviewedAt.unixMilliseconds
    return try sql { () throws(SQLiteError) in
      let exists =
        try database.scalarInt(
          "SELECT count(*) FROM reviews WHERE question_id = ?1 AND reviewed_at = ?2",
          [.text(question.id), .integer(time)]) ?? 0
      guard exists == 0 else { return false }
      try database.run(
        """
        INSERT INTO reviews (question_id, reviewed_at, answer, credit, rating, duration_ms, mode, level,
          kind, tags, state_before, state_after, due_after)
        VALUES (?1, ?2, '', ?3, ?4, ?5, 'import', ?6, ?7, ?8, 0, 1, ?2)
        """,
        [
          .text(question.id), .integer(time), .real(row.rating == .again ? 0 : 1),
          .integer(Int64(row.rating.rawValue)), SQLiteValue(row.durationMilliseconds),
          .text(question.level.rawValue), .text(question.kind.rawValue),
          .text(question.tags.joined(separator: ",")),
        ])
      return true
    }
  }

  /// Replays every review of `questionID` in time order with `scheduler` (no fuzz), rewriting
  /// each review's states and the question's memory. Call inside a write transaction.
  func rebuildMemory(of questionID: String, with scheduler: Scheduler) throws(ProgressStoreError) {
    let scheduler = scheduler.fuzzing(false)
    try sql { () throws(SQLiteError) in
      let reviews = try database.query(
        "SELECT id, reviewed_at, rating FROM reviews WHERE question_id = ?1 ORDER BY reviewed_at, id",
        [.text(questionID)]
      ) { (id: $0.int64(0), at: $0.int64(1), rating: Rating(rawValue: $0.int(2)) ?? .good) }
      guard let first = reviews.first else { return }
      var memory = MemoryState.new(due: Date(unixMilliseconds: first.at))
      var lapses = 0
      var generator = SeededGenerator(seed: 0)
      for review in reviews {
        let before = memory
        memory =
          scheduler.review(
            before, rating: review.rating, at: Date(unixMilliseconds: review.at), using: &generator
          )
          .memory
        if before.state == .review && review.rating == .again { lapses += 1 }
        try database.run(
          """
          UPDATE reviews SET state_before = ?2, state_after = ?3, stability_after = ?4, difficulty_after = ?5,
            due_after = ?6 WHERE id = ?1
          """,
          [
            .integer(review.id), .integer(before.isNew ? 0 : Int64(before.state.rawValue)),
            .integer(Int64(memory.state.rawValue)), SQLiteValue(memory.stability),
            SQLiteValue(memory.difficulty),
            .integer(memory.due.unixMilliseconds),
          ])
      }
      try database.run(
        """
        INSERT INTO memory (question_id, state, step, stability, difficulty, due, last_review, reps, lapses)
        VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9)
        ON CONFLICT (question_id) DO UPDATE SET state = excluded.state, step = excluded.step,
          stability = excluded.stability, difficulty = excluded.difficulty, due = excluded.due,
          last_review = excluded.last_review, reps = excluded.reps, lapses = excluded.lapses
        """,
        [
          .text(questionID), .integer(Int64(memory.state.rawValue)), SQLiteValue(memory.step),
          SQLiteValue(memory.stability), SQLiteValue(memory.difficulty),
          .integer(memory.due.unixMilliseconds),
          SQLiteValue(memory.lastReview?.unixMilliseconds), .integer(Int64(reviews.count)),
          .integer(Int64(lapses)),
        ])
    }
  }
}
