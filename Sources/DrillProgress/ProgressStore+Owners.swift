/// The store by concern: each table has one owner, the only code that writes it, and all of
/// them share this store's one connection and one transaction path (`TableOwner`).
/// Store-wide work (`applyMoves`, `reset`) asks each owner to change its own tables.
extension ProgressStore {
  /// The review log and the FSRS memory per question (`reviews`, `memory`).
  public var reviews: ReviewLog { ReviewLog(store: self) }
  /// Study sessions (`sessions`).
  public var sessions: SessionLog { SessionLog(store: self) }
  /// Game scores (`game_scores`).
  public var games: GameScores { GameScores(store: self) }
  /// Drill settings, FSRS parameters and retention (`settings`).
  public var settings: StoreSettings { StoreSettings(store: self) }
  /// Lesson progress and project stages (`lesson_progress`, `project_stages`).
  public var lessons: LessonRecords { LessonRecords(store: self) }
  /// Answers accepted per question (`accepted_answers`).
  public var acceptedAnswers: AcceptedAnswers { AcceptedAnswers(store: self) }
  /// Backups, restores, exports and review-log imports (`foreign_reviews`).
  public var transfer: ProgressTransfer { ProgressTransfer(store: self) }
}
