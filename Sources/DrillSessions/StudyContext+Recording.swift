import DrillContent
import DrillEvaluation
import DrillProgress
import DrillScheduling
import Foundation

/// Recording answers: one store call reads, schedules and writes; a failed
/// write is retried, then the answer is kept and written at the next chance.
extension StudyContext {
  /// How many times one answer is tried before it is kept for later; each try
  /// waits up to the store's busy timeout for a lock another process holds.
  static let writeAttempts = 2

  /// How many answers of this session are not saved yet.
  public var unsavedAnswerCount: Int { unsaved.count }

  /// Schedules the review and commits it with its answer; returns the new memory.
  /// When the store cannot take it now, the answer is kept (and said so) and
  /// written before the next one.
  @discardableResult
  public func record(
    _ question: Question, answer: String, outcome: Outcome, durationMilliseconds: Int?
  ) -> MemoryState {
    let record = AnswerRecord(
      questionID: question.id, level: question.level, kind: question.kind, tags: question.tags,
      reviewedAt: clock.now(), answer: answer, credit: outcome.credit, rating: outcome.rating,
      durationMilliseconds: durationMilliseconds, sessionID: writtenSessionID(), mode: mode.rawValue)
    // With no store nothing is recorded: the memory is shown, and no later review is promised.
    lastWritten = nil
    guard let store else { return schedule(record, from: .new(due: record.reviewedAt)) }
    var failure: ProgressStoreError?
    if writeUnsaved(to: store, failure: &failure) {
      for _ in 0..<Self.writeAttempts {
        do {
          let written = try store.reviews.recordRegradable(
            record, scheduler: scheduler(for: record), generator: &generator)
          lastMemory = written.after
          lastWritten = written
          return written.after
        } catch {
          failure = error
        }
      }
    }
    unsaved.append(record)
    tellKept(failure)
    let before = (try? store.reviews.memory(for: record.questionID))?.memory ?? .new(due: record.reviewedAt)
    let after = schedule(record, from: before)
    lastMemory = after
    return after
  }

  /// Grades the latest answer recorded again, as `outcome` (`:accept` → y: the answer just
  /// accepted counts as right for its own review too); returns the question's new memory, or nil
  /// when that answer was not written (kept for later, no store) or its question was answered
  /// again since.
  public func regradeLast(_ question: Question, outcome: Outcome) -> MemoryState? {
    guard let written = lastWritten, written.answer.questionID == question.id else { return nil }
    let after = attempt {
      try $0.reviews.regrade(
        written, credit: outcome.credit, rating: outcome.rating,
        scheduler: mode.isTest && outcome.rating.isRight ? scheduler.withoutLearningSteps() : scheduler,
        generator: &generator)
    }
    guard let after, let after else { return nil }
    lastWritten = nil
    lastMemory = after
    return after
  }

  /// Writes the kept answers, oldest first; false when one still fails (it and
  /// the rest stay kept, in order).
  func writeUnsaved(to store: ProgressStore, failure: inout ProgressStoreError?) -> Bool {
    while let first = unsaved.first {
      do {
        try store.reviews.record(first, scheduler: scheduler(for: first), generator: &generator)
        unsaved.removeFirst()
      } catch {
        failure = error
        return false
      }
    }
    return true
  }

  /// How many more times the kept answers are tried at the end of a session while the
  /// progress file stays busy (each try waits up to the busy timeout): a lock another
  /// process holds, or a disk slow under load, passes; answers are not given up lightly.
  static let finalBusyAttempts = 6

  /// The last tries at the kept answers, when the session ends.
  func finishUnsaved() {
    guard let store, !unsaved.isEmpty else { return }
    let kept = unsaved.count
    var failure: ProgressStoreError?
    var saved = writeUnsaved(to: store, failure: &failure)
    if !saved, case .busy? = failure {
      console.writeLine(
        "The progress file is busy; still trying to save \(Self.answers(unsaved.count))…", style: .muted)
      for _ in 0..<Self.finalBusyAttempts where !saved {
        guard case .busy? = failure else { break }
        saved = writeUnsaved(to: store, failure: &failure)
      }
    }
    if saved {
      console.writeLine("Saved the \(Self.answers(kept)) kept earlier.", style: .muted)
      return
    }
    let reason = failure.map { ": \(ProgressStoreError.clause($0.localizedDescription))" } ?? ""
    console.writeLine(
      "\(Self.answers(unsaved.count).capitalizedFirst) could not be saved\(reason).", style: .warning)
  }

  /// The new memory of an answer not written now (nothing is stored by this call).
  private func schedule(_ record: AnswerRecord, from before: MemoryState) -> MemoryState {
    var copy = generator
    return scheduler(for: record).review(before, rating: record.rating, at: record.reviewedAt, using: &copy)
      .memory
  }

  /// The scheduler for `record`: a right answer in a test (placement, mock interview) is a review
  /// rated as it was, with no learning steps (`Scheduler.withoutLearningSteps`): a test shows what
  /// is known, and FSRS schedules a first review rated good days away, not in ten minutes.
  func scheduler(for record: AnswerRecord) -> Scheduler {
    mode.isTest && record.rating.isRight ? scheduler.withoutLearningSteps() : scheduler
  }

  private func tellKept(_ failure: ProgressStoreError?) {
    guard !toldAboutUnsaved else { return }
    toldAboutUnsaved = true
    // The reason once a session: a write before this one may have told it already.
    let reason =
      warnedAboutStore ? nil : failure.map { ": \(ProgressStoreError.clause($0.localizedDescription))" }
    warnedAboutStore = warnedAboutStore || failure != nil
    console.writeLine(
      "This answer could not be saved yet\(reason ?? ""). It is kept, and saved with a later answer or when "
        + "the session ends.", style: .warning)
  }

  static func answers(_ count: Int) -> String {
    count == 1 ? "1 answer" : "\(count) answers"
  }
}

extension String {
  /// The text with its first letter in capitals ("2 answers" stays as it is).
  fileprivate var capitalizedFirst: String { prefix(1).uppercased() + dropFirst() }
}
