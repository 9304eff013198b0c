import DrillContent
import DrillSQLite
import DrillScheduling
import DrillSupport
import Foundation

/// Importing a review log (`import --reviews-csv`), and reading every card's history for `optimize`.
extension ProgressTransfer {
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
      for (index, row) in rows.enumerated() {
        if index % 256 == 0 { try checkStop() }
        if let question = questions[row.cardID] {
          guard try store.reviews.insertImported(row, question: question) else {
            summary.duplicates += 1
            continue
          }
          touched.insert(question.id)
          summary.questionReviews += 1
        } else if try insertForeign(row) {
          summary.foreignReviews += 1
          foreignCards.insert(row.cardID)
        } else {
          summary.duplicates += 1
        }
      }
      for questionID in touched.sorted() {
        try checkStop()
        try store.reviews.rebuildMemory(of: questionID, with: scheduler)
      }
      try checkStop()
      summary.questions = touched.count
      summary.foreignCards = foreignCards.count
      return summary
    }
  }

  /// Adds a foreign card's review unless the log has it, or has one of SwiftDrill's own
  /// reviews at its time with its rating (its own numbered export read back); returns
  /// whether it was added.
  private func insertForeign(_ row: ReviewLogCSV.Row) throws(ProgressStoreError) -> Bool {
    let time = row.reviewedAt.unixMilliseconds
    return try sql { () throws(SQLiteError) in
      let own =
        try database.scalarInt(
          "SELECT count(*) FROM reviews WHERE reviewed_at = ?1 AND rating = ?2",
          [.integer(time), .integer(Int64(row.rating.rawValue))]) ?? 0
      guard own == 0 else { return false }
      try database.run(
        """
        INSERT OR IGNORE INTO foreign_reviews (card_id, reviewed_at, rating, state, duration_ms)
        VALUES (?1, ?2, ?3, ?4, ?5)
        """,
        [
          .text(row.cardID), .integer(time), .integer(Int64(row.rating.rawValue)),
          SQLiteValue(row.state), SQLiteValue(row.durationMilliseconds),
        ])
      return database.changes > 0
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

extension ProgressTransfer {
  /// Takes the memory an Anki package carries for `questionID` (`stability`, `difficulty`, and
  /// the due day its interval gives) in place of the one its replayed history gave, when that
  /// history ends at the package's last review (`lastReview`, whole seconds) in the review
  /// state: the source scheduled it, with its own fuzz and parameters, and a replay without them
  /// would move it (session 47's tryout, finding 34). Returns whether it was taken.
  public func adoptCarriedMemory(
    of questionID: String, stability: Double, difficulty: Double, lastReview: Int64, intervalDays: Int
  ) throws(ProgressStoreError) -> Bool {
    guard stability > 0, difficulty >= 1, difficulty <= 10, intervalDays > 0 else { return false }
    return try write { () throws(ProgressStoreError) in
      try sql { () throws(SQLiteError) in
        let last =
          try database.query(
            "SELECT last_review FROM memory WHERE question_id = ?1 AND state = ?2",
            [.text(questionID), .integer(Int64(CardState.review.rawValue))]
          ) { $0.optionalInt64(0) }.first ?? nil
        guard let last, last / 1_000 == lastReview else { return false }
        let due = last + Int64(intervalDays) * 86_400_000
        try database.run(
          "UPDATE memory SET stability = ?2, difficulty = ?3, due = ?4 WHERE question_id = ?1",
          [.text(questionID), .real(stability), .real(difficulty), .integer(due)])
        return true
      }
    }
  }
}
