import DrillContent
import DrillSQLite

/// Re-keying progress when questions move to another pack or id. Store-wide: each owner
/// re-keys its own tables (`ReviewLog`, `AcceptedAnswers`), and the stamp is a setting
/// (`StoreSettings`).
extension ProgressStore {
  /// Applies the moves `load` reads unless the moves named `stamp` (a digest of the
  /// `moved-ids.tsv` files and the schema version) were applied last time: moving is
  /// idempotent, so it needs doing once per moves file, not at every start (the check
  /// reads every question id of the history). The stamp is recorded in the same
  /// transaction as the moves. Anything that can bring old ids back (restoring a
  /// backup) forgets it. Returns how many old ids had history.
  @discardableResult
  public func applyMoves(stamp: String, _ load: () -> QuestionMoves) throws(ProgressStoreError) -> Int {
    guard try settings.setting(StoreSettings.movesKey) != stamp else { return 0 }
    let moves = load()
    return try write { () throws(ProgressStoreError) in
      let moved = try applyMovesInTransaction(moves)
      try settings.put(StoreSettings.movesKey, stamp)
      return moved
    }
  }

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
    // Nothing to move is read, never written: a read-only store takes that too.
    let pending = try pendingMoves(moves)
    guard !pending.isEmpty else { return 0 }
    try write { () throws(ProgressStoreError) in
      for move in pending { try rekey(from: move.old, to: move.new) }
    }
    return pending.count
  }

  /// The moves, inside the caller's write transaction.
  private func applyMovesInTransaction(_ moves: QuestionMoves) throws(ProgressStoreError) -> Int {
    let pending = try pendingMoves(moves)
    for move in pending { try rekey(from: move.old, to: move.new) }
    return pending.count
  }

  /// The old ids of `moves` that have history here, with where they go, sorted.
  private func pendingMoves(_ moves: QuestionMoves) throws(ProgressStoreError) -> [(old: String, new: String)]
  {
    guard !moves.isEmpty else { return [] }
    let stored = try sql { () throws(SQLiteError) in
      Set(
        try database.query(
          """
          SELECT question_id FROM memory UNION SELECT question_id FROM reviews
          UNION SELECT question_id FROM accepted_answers
          """
        ) { $0.text(0) })
    }
    return stored.compactMap { old in moves.targets[old].map { (old: old, new: $0) } }
      .sorted { $0.old < $1.old }
  }

  private func rekey(from old: String, to new: String) throws(ProgressStoreError) {
    try reviews.rekey(from: old, to: new)
    try acceptedAnswers.rekey(from: old, to: new)
  }
}
