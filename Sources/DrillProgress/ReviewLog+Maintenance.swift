import DrillSQLite

/// The review log's share of the store-wide work: moving question ids (`ProgressStore.applyMoves`)
/// and starting over (`ProgressStore.reset`). Both run inside the caller's write transaction.
extension ReviewLog {
  /// Moves the reviews and the memory of `old` to `new`. When `new` has memory too, the
  /// memory reviewed last is kept (a card never reviewed counts as oldest).
  func rekey(from old: String, to new: String) throws(ProgressStoreError) {
    let ids: [SQLiteValue] = [.text(old), .text(new)]
    let oldID: [SQLiteValue] = [.text(old)]
    try sql { () throws(SQLiteError) in
      try database.run("UPDATE reviews SET question_id = ?2 WHERE question_id = ?1", ids)
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

  /// Removes the reviews and the memory of the questions `clause` selects; returns how
  /// many of each the deletes removed.
  func remove(where clause: String, _ values: [SQLiteValue]) throws(ProgressStoreError)
    -> (reviews: Int, questions: Int)
  {
    try sql { () throws(SQLiteError) in
      try database.run("DELETE FROM reviews WHERE \(clause)", values)
      let reviews = database.changes
      try database.run("DELETE FROM memory WHERE \(clause)", values)
      return (reviews, database.changes)
    }
  }
}
