import DrillContent
import DrillScheduling
import Foundation

/// A drill's answers show what each rating would do and when the question comes back.
extension QuestionAsker {
  /// The preview for `question` from its memory now (a new question when never answered).
  func schedulePreview(_ question: Question) -> SchedulePreview {
    SchedulePreview(
      scheduler: context.scheduler, memory: context.memory(for: question), now: context.clock.now(),
      generator: context.generator)
  }

  /// "again 1m · hard 6m · ▸good 10m · easy 8d", then "Rated good: comes back in 10 minutes."
  func showSchedule(_ preview: SchedulePreview, rating: Rating, after: MemoryState) {
    console.writeWrapped(preview.line(chosen: rating), hangingIndent: 2)
    // Counted from the review itself, as the menu's intervals are: from the clock read a few
    // milliseconds later, hard's 5.5 minutes read "6m" in the menu and "in 5 minutes" here
    // (session 47's tryout).
    let when = SessionTally.relative(after.due, from: after.lastReview ?? context.clock.now())
    let phase = after.state == .review ? "next review" : "comes back"
    console.writeLine("Rated \(rating.name): \(phase) \(when).", style: .muted)
  }
}
