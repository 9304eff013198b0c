import DrillKitTesting
import Foundation
import Synchronization
import Testing

@testable import DrillEvaluation
@testable import DrillProgress
@testable import DrillSQLite
@testable import DrillSessions

/// A write that fails (another connection holds the lock past the busy
/// timeout) keeps the answer and writes it at the next chance; the end of the
/// session says exactly how many could not be saved. Nothing is dropped.
@Suite struct StudyContextRecordingTests {
  static let outcome = Outcome(
    credit: 1, correct: true, rating: .good, feedback: Feedback(summary: "Correct."))

  /// A store with a short busy timeout, and a second connection that can hold its write lock.
  static func lockedStore(_ folder: TemporaryFolder) throws -> (ProgressStore, SQLiteDatabase) {
    let store = try ProgressStore(url: folder.database)
    store.setBusyTimeout(milliseconds: 50)
    let holder = try SQLiteDatabase(path: folder.database.path, mode: .readWrite)
    return (store, holder)
  }

  @Test func anAnswerBlockedByALockIsWrittenWithTheNextOne() throws {
    let folder = try TemporaryFolder()
    let (store, holder) = try Self.lockedStore(folder)
    let (context, console) = SessionFixtures.context(lines: [], store: store)
    context.beginSession()
    try holder.execute("BEGIN IMMEDIATE")
    context.record(SessionFixtures.choice("q1"), answer: "a", outcome: Self.outcome, durationMilliseconds: 10)
    expectEqual(context.unsavedAnswerCount, 1)
    expectContains(
      console.flowingTranscript, "It is kept, and saved with a later answer or when the session ends.")
    try holder.execute("COMMIT")
    context.record(SessionFixtures.choice("q2"), answer: "a", outcome: Self.outcome, durationMilliseconds: 10)
    expectEqual(context.unsavedAnswerCount, 0)
    context.endSession()
    try expectEqual(store.reviews.reviewCount(), 2)
    try expectEqual(store.reviews.knownQuestionIDs(), ["fixture/q1", "fixture/q2"])
    expectNotContains(console.transcript, "could not be saved.")
  }

  @Test func answersStillBlockedAtTheEndAreCountedExactly() throws {
    let folder = try TemporaryFolder()
    let (store, holder) = try Self.lockedStore(folder)
    let (context, console) = SessionFixtures.context(lines: [], store: store)
    try holder.execute("BEGIN IMMEDIATE")
    for id in ["q1", "q2", "q3"] {
      context.record(SessionFixtures.choice(id), answer: "a", outcome: Self.outcome, durationMilliseconds: 10)
    }
    context.endSession()
    expectEqual(context.unsavedAnswerCount, 3)
    expectContains(console.transcript, "3 answers could not be saved")
    // Told once while studying, not once per answer.
    expectEqual(console.transcript.components(separatedBy: "It is kept").count, 2)
    try holder.execute("COMMIT")
    try expectEqual(store.reviews.reviewCount(), 0)
  }

  /// Session 46's tryout (a full disk): the reason came twice before the verdict, each with a
  /// doubled full stop ("again.."), and the summary promised "Next review due in 2 days" for an
  /// answer not saved.
  @Test func aQuizWhoseAnswerIsNotSavedSaysWhyOnceAndPromisesNoReview() throws {
    let folder = try TemporaryFolder()
    let (store, holder) = try Self.lockedStore(folder)
    let (context, console) = SessionFixtures.context(lines: ["a"], store: store)
    try holder.execute("BEGIN IMMEDIATE")
    QuizSession(context: context, questions: [SessionFixtures.choice("q1")], options: .init(count: 1)).run()
    let beforeTheEnd = try #require(console.transcript.components(separatedBy: "Quiz summary").first)
    expectEqual(
      beforeTheEnd.components(separatedBy: "locked by another SwiftDrill").count, 2, "\(beforeTheEnd)")
    expectNotContains(console.transcript, "..")
    expectContains(console.transcript, "1 answer could not be saved")
    expectNotContains(console.transcript, "review due")
    try holder.execute("COMMIT")
  }

  @Test func keptAnswersAreSavedAtTheEndOnceTheLockIsGone() throws {
    let folder = try TemporaryFolder()
    let (store, holder) = try Self.lockedStore(folder)
    let (context, console) = SessionFixtures.context(lines: [], store: store)
    try holder.execute("BEGIN IMMEDIATE")
    context.record(SessionFixtures.choice("q1"), answer: "a", outcome: Self.outcome, durationMilliseconds: 10)
    try holder.execute("COMMIT")
    context.endSession()
    expectEqual(context.unsavedAnswerCount, 0)
    expectContains(console.transcript, "Saved the 1 answer kept earlier.")
    try expectEqual(store.reviews.reviewCount(), 1)
  }

  /// A lock held a little past one busy timeout at the end (another process, a slow disk)
  /// does not lose the kept answers: the end of the session keeps trying.
  @Test func theEndOfASessionWaitsOutABusyFile() throws {
    let folder = try TemporaryFolder()
    let store = try ProgressStore(url: folder.database)
    store.setBusyTimeout(milliseconds: 200)
    let (context, console) = SessionFixtures.context(lines: [], store: store)
    // Another connection takes the write lock, and lets go once the first try at the end
    // has timed out: when the session says it is still trying (an event, not a delay).
    let locked = DispatchSemaphore(value: 0)
    let busyTold = DispatchSemaphore(value: 0)
    let opened = Atomic<Bool>(false)
    let path = folder.database.path
    console.onWrite = { text in
      if text.contains("still trying") { busyTold.signal() }
    }
    let holder = Thread {
      // Signalled whatever happens, so a failed open fails the test instead of hanging it.
      guard let other = try? SQLiteDatabase(path: path, mode: .readWrite),
        (try? other.execute("BEGIN IMMEDIATE")) != nil
      else {
        locked.signal()
        return
      }
      opened.store(true, ordering: .relaxed)
      locked.signal()
      busyTold.wait()
      try? other.execute("COMMIT")
    }
    holder.start()
    locked.wait()
    let holding = opened.load(ordering: .relaxed)
    try #require(holding, "the second connection could not take the lock")
    for id in ["q1", "q2"] {
      context.record(SessionFixtures.choice(id), answer: "a", outcome: Self.outcome, durationMilliseconds: 10)
    }
    expectEqual(context.unsavedAnswerCount, 2)
    context.endSession()
    busyTold.signal()  // frees the holder if the session never said it was busy
    expectContains(console.transcript, "The progress file is busy; still trying to save 2 answers…")
    expectContains(console.transcript, "Saved the 2 answers kept earlier.")
    expectEqual(context.unsavedAnswerCount, 0)
    try expectEqual(store.reviews.reviewCount(), 2)
  }
}
