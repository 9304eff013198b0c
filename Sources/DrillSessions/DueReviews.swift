import DrillProgress
import Foundation

/// The one definition of "due", shared by `drill` (what it serves) and `stats`
/// (what it counts): a recorded question whose next review is at or before now
/// and that the loaded content can serve as a review — a pack question.
/// Lesson checks are asked by their lesson, never by a drill, and a question
/// whose pack was removed cannot be asked, so neither is due.
public enum DueReviews {
  /// `memories` (already due) restricted to those whose question is in `servable`, in order.
  public static func servable(_ memories: [QuestionMemory], in servable: Set<String>) -> [QuestionMemory] {
    memories.filter { servable.contains($0.questionID) }
  }

  /// How many questions of `servable` are due at `now`.
  public static func count(
    in store: ProgressStore, now: Date, servable: Set<String>
  ) throws(ProgressStoreError) -> Int {
    Self.servable(try store.dueQuestions(now: now, limit: Int.max), in: servable).count
  }
}
