import DrillProgress
import DrillScheduling
import Foundation

/// What `--with-progress` carries into a package: each question's FSRS memory and reviews.
public struct AnkiProgress: Sendable {
  /// One review as Anki's review log keeps it.
  public struct Review: Sendable, Equatable {
    public var reviewedAt: Date
    public var rating: Rating
    public var durationMilliseconds: Int?
    /// 0 new, 1 learning, 2 review, 3 relearning (the stored `state_before`).
    public var stateBefore: Int
    public var stateAfter: Int
    public var difficultyAfter: Double?
    public var dueAfter: Date
  }

  public var memories: [String: QuestionMemory]
  public var reviews: [String: [Review]]
  /// The weights and retention in use, written into the cards' FSRS data.
  public var desiredRetention: Double
  public var decay: Double
  /// The 21 FSRS-6 parameters in use (fitted by `optimize`, else the defaults): they go into
  /// the exported deck options preset, so Anki schedules with them.
  public var parameters: [Double]
  /// The learner's drill settings (`drill --new-per-day`, `--learning-steps`…): the exported
  /// preset carries them, not Anki's own 20 new cards a day (session 50's tryout, finding 8).
  public var settings: DrillSettings = .defaults

  public init(
    memories: [String: QuestionMemory], reviews: [String: [Review]], desiredRetention: Double, decay: Double,
    parameters: [Double] = []
  ) {
    self.memories = memories
    self.reviews = reviews
    self.desiredRetention = desiredRetention
    self.decay = decay
    self.parameters = parameters
  }
}

extension AnkiProgress {
  /// Every question's memory and reviews in `store`, for `export --anki --with-progress`
  /// and for lining an imported review log up with the one already there. Reads the store
  /// through its own calls only.
  public init(store: ProgressStore) throws(ProgressStoreError) {
    let memories = Dictionary(
      try store.reviews.allMemories().map { ($0.questionID, $0) }, uniquingKeysWith: { first, _ in first })
    let reviews = Dictionary(grouping: try store.reviews.loggedReviews(), by: \.questionID).mapValues { log in
      log.map { entry in
        Review(
          reviewedAt: entry.reviewedAt, rating: entry.rating,
          durationMilliseconds: entry.durationMilliseconds,
          stateBefore: entry.stateBefore, stateAfter: entry.stateAfter,
          difficultyAfter: entry.difficultyAfter,
          dueAfter: entry.dueAfter)
      }
    }
    let scheduler = try store.settings.scheduler()
    self.init(
      memories: memories, reviews: reviews, desiredRetention: scheduler.desiredRetention,
      decay: scheduler.parameters[20], parameters: Array(scheduler.parameters))
    settings = try store.settings.drillSettings()
  }
}
