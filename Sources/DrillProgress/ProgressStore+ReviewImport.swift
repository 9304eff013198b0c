import DrillContent
import DrillSQLite
import DrillScheduling
import DrillSupport
import Foundation

/// Importing a review log (`import --reviews-csv`), and reading every card's history for `optimize`.
extension ProgressStore {
  /// Imports `rows` in one transaction. A row whose card id is a key of `questions` joins
  /// that question's history, and the question's memory is rebuilt by replaying all of
  /// its reviews with `scheduler`; any other row is a foreign card's review. Rows already
  /// in the log are skipped: the same question or card at the same millisecond, or a
  /// foreign row with the time and rating of one of SwiftDrill's own reviews (its own
  /// numbered export read back).
  public func importReviewLog(
    _ rows: [ReviewLogCSV.Row], questions: [String: Question], scheduler: Scheduler
  ) throws(ProgressStoreError) -> ReviewImportSummary {
    try write { () throws(ProgressStoreError) in
      var summary = ReviewImportSummary()
      var touched = Set<String>()
      var foreignCards = Set<String>()
      try sql { () throws(SQLiteError) in
        for row in rows {
          let time = row.reviewedAt.unixMilliseconds
          if let question = questions[row.cardID] {
            let exists =
              try database.scalarInt(
                "SELECT count(*) FROM reviews WHERE question_id = ?1 AND reviewed_at = ?2",
                [.text(question.id), .integer(time)]) ?? 0
            guard exists == 0 else {
              summary.duplicates += 1
              continue
            }
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
            touched.insert(question.id)
            summary.questionReviews += 1
          } else {
            let own =
              try database.scalarInt(
                "SELECT count(*) FROM reviews WHERE reviewed_at = ?1 AND rating = ?2",
                [.integer(time), .integer(Int64(row.rating.rawValue))]) ?? 0
            var added = false
            if own == 0 {
              try database.run(
                """
                INSERT OR IGNORE INTO foreign_reviews (card_id, reviewed_at, rating, state, duration_ms)
                VALUES (?1, ?2, ?3, ?4, ?5)
                """,
                [
                  .text(row.cardID), .integer(time), .integer(Int64(row.rating.rawValue)),
                  SQLiteValue(row.state), SQLiteValue(row.durationMilliseconds),
                ])
              added = database.changes > 0
            }
            if added {
              summary.foreignReviews += 1
              foreignCards.insert(row.cardID)
            } else {
              summary.duplicates += 1
            }
          }
        }
      }
      for questionID in touched.sorted() {
        try rebuildMemory(of: questionID, with: scheduler)
      }
      summary.questions = touched.count
      summary.foreignCards = foreignCards.count
      return summary
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

  /// Every card's reviews, SwiftDrill questions and foreign cards alike, for `optimize`.
  public func reviewHistories() throws(ProgressStoreError) -> [ReviewHistory] {
    let rows = try sql { () throws(SQLiteError) in
      try database.query(
        """
        SELECT question_id, reviewed_at, rating FROM reviews
        UNION ALL SELECT 'foreign:' || card_id, reviewed_at, rating FROM foreign_reviews
        ORDER BY 1, 2
        """
      ) { (card: $0.text(0), at: $0.int64(1), rating: $0.int(2)) }
    }
    var histories: [ReviewHistory] = []
    for row in rows {
      guard let rating = Rating(rawValue: row.rating) else { continue }
      let review = ReviewHistory.Review(reviewedAt: Date(unixMilliseconds: row.at), rating: rating)
      if histories.last?.cardID == row.card {
        histories[histories.count - 1].reviews.append(review)
      } else {
        histories.append(ReviewHistory(cardID: row.card, reviews: [review]))
      }
    }
    return histories
  }

  /// How many foreign cards and reviews the log holds.
  public func foreignReviewCounts() throws(ProgressStoreError) -> (cards: Int, reviews: Int) {
    try sql { () throws(SQLiteError) in
      let cards = try database.scalarInt("SELECT count(DISTINCT card_id) FROM foreign_reviews") ?? 0
      let reviews = try database.scalarInt("SELECT count(*) FROM foreign_reviews") ?? 0
      return (Int(cards), Int(reviews))
    }
  }
}
