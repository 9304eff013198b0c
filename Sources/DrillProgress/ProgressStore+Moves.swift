import DrillContent
import DrillSQLite

/// Re-keying progress when questions move to another pack or id.
extension ProgressStore {
  /// Moves the history of every question in `moves` from its old full id to its new
  /// one: the review log, the FSRS memory and the accepted answers. Lesson progress is
  /// keyed by lesson, so it stays. Returns how many old ids had history.
  ///
  /// Idempotent: once applied, no old id is left, so a second call reads and writes
  /// nothing. When the new id already has history too (the learner studied it under
  /// both ids), the review logs are merged, the accepted answers are united, and the
  /// memory of whichever id was reviewed last is kept (it is the later state of the
  /// learner's memory). The whole move is one transaction.
  @discardableResult
  public func applyMoves(_ moves: QuestionMoves) throws(ProgressStoreError) -> Int {
    guard !moves.isEmpty else { return 0 }
    let stored = try sql { () throws(SQLiteError) in
      Set(
        try database.query(
          """
          SELECT question_id FROM memory UNION SELECT question_id FROM reviews
          UNION SELECT question_id FROM accepted_answers
          """
        ) { $0.text(0) })
    }
    let pending = stored.compactMap { old in moves.targets[old].map { (old: old, new: $0) } }
      .sorted { $0.old < $1.old }
    guard !pending.isEmpty else { return 0 }
    try write { () throws(ProgressStoreError) in
      for move in pending {
        try sql { () throws(SQLiteError) in try rekey(from: move.old, to: move.new) }
      }
    }
    return pending.count
  }

  private func rekey(from old: String, to new: String) throws(SQLiteError) {
    let ids: [SQLiteValue] = [.text(old), .text(new)]
    let oldID: [SQLiteValue] = [.text(old)]
    try database.run("UPDATE reviews SET question_id = ?2 WHERE question_id = ?1", ids)
    try database.run(
      """
      INSERT OR IGNORE INTO accepted_answers (question_id, answer, accepted_at)
      SELECT ?2, answer, accepted_at FROM accepted_answers WHERE question_id = ?1
      """, ids)
    try database.run("DELETE FROM accepted_answers WHERE question_id = ?1", oldID)
    // Keep the memory reviewed last; a card never reviewed counts as oldest.
    try database.run(
      """
      DELETE FROM memory WHERE question_id = ?2 AND EXISTS (
        SELECT 1 FROM memory AS old WHERE old.question_id = ?1
        AND coalesce(old.last_review, -1) > coalesce(memory.last_review, -1))
      """, ids)
    try database.run("UPDATE OR IGNORE memory SET question_id = ?2 WHERE question_id = ?1", ids)
    try database.run("DELETE FROM memory WHERE question_id = ?1", oldID)
  }
}
