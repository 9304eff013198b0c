import DrillSQLite
import DrillScheduling
import DrillSupport
import Foundation

/// Recording an answer so that it can be graded again, and grading it again: `:accept` → y
/// counts the accepted answer as right for the review just made too (session 48's tryout: it
/// stayed a miss, back in 1 minute and first in `mistakes`).
extension ReviewLog {
  /// One answer as written: its row, and the question's memory before it (nil: its first review).
  public struct Written: Sendable {
    public var reviewID: Int64
    public var before: QuestionMemory?
    public var answer: AnswerRecord
    public var after: MemoryState
  }

  /// `record`, returning what `regrade` needs.
  public func recordRegradable(
    _ answer: AnswerRecord, scheduler: Scheduler, generator: inout SeededGenerator
  ) throws(ProgressStoreError) -> Written {
    var trial = generator
    let written = try write { () throws(ProgressStoreError) in
      let stored = try memory(for: answer.questionID)
      let before = stored?.memory ?? .new(due: answer.reviewedAt)
      let after = scheduler.review(before, rating: answer.rating, at: answer.reviewedAt, using: &trial).memory
      let id = try insertReview(ReviewRecord(answer, before: before, after: after))
      return Written(reviewID: id, before: stored, answer: answer, after: after)
    }
    generator = trial
    return written
  }

  /// Grades `written` again with `credit` and `rating`: its row and the question's memory are
  /// rewritten as if it had been answered so, from the memory it started from. Nil (nothing
  /// changed) when the question was answered again since.
  public func regrade(
    _ written: Written, credit: Double, rating: Rating, scheduler: Scheduler,
    generator: inout SeededGenerator
  ) throws(ProgressStoreError) -> MemoryState? {
    var trial = generator
    let after = try write { () throws(ProgressStoreError) -> MemoryState? in
      let latest = try sql { () throws(SQLiteError) in
        try database.scalarInt(
          "SELECT max(id) FROM reviews WHERE question_id = ?1", [.text(written.answer.questionID)])
      }
      guard latest == written.reviewID else { return nil }
      let before = written.before?.memory ?? .new(due: written.answer.reviewedAt)
      let after = scheduler.review(before, rating: rating, at: written.answer.reviewedAt, using: &trial)
        .memory
      // The answer as if it had been graded so, written through `insertReview`'s column lists.
      var answer = written.answer
      (answer.credit, answer.rating) = (credit, rating)
      try rewriteReview(
        written.reviewID, as: ReviewRecord(answer, before: before, after: after), counted: written.before)
      return after
    }
    generator = trial
    return after
  }
}
