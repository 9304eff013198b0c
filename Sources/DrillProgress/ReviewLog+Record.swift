import DrillScheduling
import DrillSupport
import Foundation

/// Recording an answer: read, schedule and write in one transaction.
extension ReviewLog {
  /// Reads the question's memory, schedules `answer` from it and writes the
  /// review and the new memory, all inside one `BEGIN IMMEDIATE` transaction:
  /// the write lock is held from the read on, so two sessions answering the
  /// same question at once queue, and the second schedules from the first's
  /// result (no update is lost). Returns the new memory. `generator` (the
  /// scheduler's fuzz) advances only when the answer was written.
  @discardableResult
  public func record(
    _ answer: AnswerRecord, scheduler: Scheduler, generator: inout SeededGenerator
  ) throws(ProgressStoreError) -> MemoryState {
    try recordRegradable(answer, scheduler: scheduler, generator: &generator).after
  }
}
