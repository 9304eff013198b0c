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
      let columns = Self.reviewColumns
      try database.run(
        "INSERT INTO reviews (\(columns.joined(separator: ", "))) VALUES (\(Self.placeholders(columns.count)))",
        Self.reviewValues(review))
      let reviewID = database.lastInsertRowID
      let memory = Self.memoryColumns
      let count = memory.count
      try database.run(
        """
        INSERT INTO memory (question_id, \(memory.joined(separator: ", ")), reps, lapses)
        VALUES (\(Self.placeholders(count + 1)), 1, ?\(count + 2))
        ON CONFLICT (question_id) DO UPDATE SET \(memory.map { "\($0) = excluded.\($0)" }.joined(separator: ", ")),
          reps = reps + 1, lapses = lapses + excluded.lapses
        """,
        [.text(review.questionID)] + Self.memoryValues(review.after) + [.integer(review.isLapse ? 1 : 0)])
      return reviewID
    }
  }

  /// Rewrites the review at `reviewID` as `review` and the question's memory as its `after`,
  /// with `counted` (the question's memory before it; nil: its first review) plus this review's
  /// rep and lapse: the same columns and values `insertReview` writes (`ReviewLog+Regrade`).
  func rewriteReview(_ reviewID: Int64, as review: ReviewRecord, counted: QuestionMemory?)
    throws(ProgressStoreError)
  {
    try sql { () throws(SQLiteError) in
      let columns = Self.reviewColumns
      try database.run(
        "UPDATE reviews SET \(Self.assignments(columns, from: 2)) WHERE id = ?1",
        [.integer(reviewID)] + Self.reviewValues(review))
      let memory = Self.memoryColumns
      let count = memory.count
      try database.run(
        """
        UPDATE memory SET \(Self.assignments(memory, from: 2)), reps = ?\(count + 2), lapses = ?\(count + 3)
        WHERE question_id = ?1
        """,
        [.text(review.questionID)] + Self.memoryValues(review.after) + [
          .integer(Int64((counted?.reps ?? 0) + 1)),
          .integer(Int64((counted?.lapses ?? 0) + (review.isLapse ? 1 : 0))),
        ])
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

  /// The earliest due time among the review-state questions (`review: true`) or the others whose
  /// id is in `ids`: the next review of the questions a filter keeps (session 53's tryout, finding
  /// 1: a filtered drill named the next review of the whole library).
  public func earliestDue(review: Bool, among ids: Set<String>) throws(ProgressStoreError) -> Date? {
    let rows = try sql { () throws(SQLiteError) in
      try database.query(
        "SELECT question_id, due FROM memory WHERE \(review ? "state = ?1" : "state <> ?1") ORDER BY due",
        [.integer(Int64(CardState.review.rawValue))]
      ) { (id: $0.text(0), due: $0.int64(1)) }
    }
    return rows.first { ids.contains($0.id) }.map { Date(unixMilliseconds: $0.due) }
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

  /// How many questions a drill introduced (their first review) since `start`: distinct
  /// questions, the count the day's new-question claims use too (`StoreSettings.claimNewQuestion`).
  public func newQuestionsIntroduced(since start: Date) throws(ProgressStoreError) -> Int {
    try introducedQuestionIDs(since: start).count
  }

  /// The questions a drill introduced (a first review, `state_before = 0`) since `start`; one
  /// question introduced twice (its memory gone in between) is one.
  public func introducedQuestionIDs(since start: Date) throws(ProgressStoreError) -> Set<String> {
    try sql { () throws(SQLiteError) in
      Set(
        try database.query(
          "SELECT DISTINCT question_id FROM reviews WHERE state_before = 0 AND mode = 'drill' AND reviewed_at >= ?1",
          [.integer(start.unixMilliseconds)]
        ) { $0.text(0) })
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
