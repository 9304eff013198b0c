import Foundation

@testable import DrillContent
@testable import DrillProgress
@testable import DrillScheduling
@testable import DrillSupport

/// Small builders for store tests.
enum ProgressFixtures {
  static let start = Date(timeIntervalSince1970: 1_767_603_600)  // 2026-01-05 09:00 UTC

  /// Reviews `questionID` with `rating` at `now`, starting from its stored memory, and records it.
  @discardableResult
  static func answer(
    _ store: ProgressStore, _ questionID: String, _ rating: Rating, at now: Date, mode: String = "quiz",
    level: Level? = .beginner, kind: QuestionKind? = .written, tags: [String] = [], credit: Double? = nil,
    sessionID: Int64? = nil
  ) throws -> QuestionMemory? {
    var generator = SeededGenerator(seed: 1)
    // The product's path: the store reads the memory, schedules and writes in one transaction.
    try store.reviews.record(
      AnswerRecord(
        questionID: questionID, level: level, kind: kind, tags: tags, reviewedAt: now,
        answer: "answer \(rating)", credit: credit ?? (rating == .again ? 0 : 1), rating: rating,
        durationMilliseconds: 1_500, sessionID: sessionID, mode: mode),
      scheduler: Scheduler().fuzzing(false), generator: &generator)
    return try store.reviews.memory(for: questionID)
  }
}
