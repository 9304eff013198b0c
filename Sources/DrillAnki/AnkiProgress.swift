import DrillProgress
import DrillScheduling
import Foundation

/// What `--with-progress` carries into a package: each question's FSRS memory and reviews.
public struct AnkiProgress: Sendable {
  /// One review as Anki's review log keeps it: the store's own row.
  public typealias Review = LoggedReview

  public var memories: [String: QuestionMemory]
  public var reviews: [String: [Review]]
  /// The weights and retention in use, written into the cards' FSRS data.
  public var desiredRetention: Double
  public var decay: Double

  public init(
    memories: [String: QuestionMemory], reviews: [String: [Review]], desiredRetention: Double, decay: Double
  ) {
    self.memories = memories
    self.reviews = reviews
    self.desiredRetention = desiredRetention
    self.decay = decay
  }
}

extension AnkiProgress {
  /// Every question's memory and reviews in `store`, for `export --anki --with-progress`.
  public init(_ store: ProgressStore) throws(ProgressStoreError) {
    let memories = Dictionary(
      try store.allMemories().map { ($0.questionID, $0) }, uniquingKeysWith: { first, _ in first })
    let reviews = Dictionary(grouping: try store.reviewLog(), by: \.questionID)
    let scheduler = try store.scheduler()
    self.init(
      memories: memories, reviews: reviews,
      desiredRetention: scheduler.desiredRetention, decay: scheduler.parameters[20])
  }
}
