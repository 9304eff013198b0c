import DrillContent
import DrillKitTesting
import DrillProgress
import DrillSQLite
import DrillScheduling
import DrillSupport
import Foundation
import Testing

@testable import DrillSessions

/// Session 49's review of the tryout's fixes, in the store and the drill: a killed drill's claim
/// (finding 4), the day's new questions counted once (finding 9), `reset --all` (finding 2).
@Suite struct ReviewFortyNineSessionTests {
  /// A process that has ended: the owner of a claim left by a drill killed with `kill -9`.
  static func endedProcess() throws -> ClaimOwner {
    let child = Process()
    child.executableURL = URL(fileURLWithPath: "/bin/sh")
    child.arguments = ["-c", "exit 0"]
    try child.run()
    child.waitUntilExit()
    return ClaimOwner(pid: child.processIdentifier, start: "1")
  }

  /// Finding 4: a drill killed while it showed a new question kept its claim; the next drill said
  /// "2 new", asked one, then "Today's 2 new questions are taken (another drill introduced some)"
  /// with no other drill running. A claim whose process has ended is released.
  @Test func aKilledDrillsClaimDoesNotHoldTheDaysNewQuestions() throws {
    let folder = try TemporaryFolder()
    let store = try ProgressStore(url: folder.database)
    var settings = DrillSettings.defaults
    settings.newPerDay = 2
    let utc = TimeZone(identifier: "UTC") ?? .current
    let start = DueReviews.dayStart(of: SessionFixtures.now, timeZone: utc, settings: settings)
    let killed = try Self.endedProcess()
    expectTrue(!killed.isRunning)
    expectTrue(ClaimOwner.current.isRunning)
    expectTrue(
      try store.settings.claimNewQuestion(
        "other/x", now: SessionFixtures.now, dayStart: start, limit: 2, owner: killed) == .granted)
    let library = DailyDrillSessionTests.library(["a", "b", "c"].map { SessionFixtures.choice($0) })
    let (context, console) = SessionFixtures.context(
      lines: Array(repeating: "a", count: 8), store: store, mode: .drill)
    DrillSession(context: context, library: library, options: DrillSession.Options(settings: settings)).run()
    expectEqual(
      DailyDrillSessionTests.asked(console.transcript), ["a", "b", "a", "b"], "\(console.transcript)")
    expectNotContains(console.flowingTranscript, "are taken", "\(console.transcript)")
    expectEqual(try store.reviews.newQuestionsIntroduced(since: start), 2)
    // A claim of a process still running holds, and the refusal blames no drill that is not running.
    let other = try TemporaryFolder()
    let otherStore = try ProgressStore(url: other.database)
    expectTrue(
      try otherStore.settings.claimNewQuestion("other/x", now: SessionFixtures.now, dayStart: start, limit: 1)
        == .granted)
    expectTrue(
      !(try otherStore.settings.claimNewQuestion(
        "other/y", now: SessionFixtures.now, dayStart: start, limit: 1) == .granted))
    #if os(Linux)
      // A pid reused by another process: its start differs, so the claim is not its.
      let reused = ClaimOwner(pid: getpid(), start: "0")
      expectTrue(!reused.isRunning)
    #endif
  }

  /// Finding 9: the drill's count of today's new questions and the claims' were two SQL copies,
  /// `count(*)` and `DISTINCT`: a question introduced twice (its memory gone in between) counted
  /// two for one and one for the other. One helper counts distinct questions for both.
  @Test func aQuestionIntroducedTwiceCountsOnceEverywhere() throws {
    let folder = try TemporaryFolder()
    let store = try ProgressStore(url: folder.database)
    let now = SessionFixtures.now
    let start = now.addingTimeInterval(-3_600)
    var generator = SeededGenerator(seed: 1)
    for offset in [0.0, 60] {
      try store.reviews.record(
        AnswerRecord(
          questionID: "p/q", level: .beginner, kind: .written, tags: [],
          reviewedAt: now.addingTimeInterval(offset),
          answer: "a", credit: 1, rating: .good, durationMilliseconds: 1_000, sessionID: nil, mode: "drill"),
        scheduler: Scheduler().fuzzing(false), generator: &generator)
      try store.sql { () throws(SQLiteError) in
        try store.database.run("DELETE FROM memory WHERE question_id = 'p/q'")
      }
    }
    expectEqual(try store.reviews.introducedQuestionIDs(since: start), ["p/q"])
    expectEqual(try store.reviews.newQuestionsIntroduced(since: start), 1)
    // The claims count the same: one more new question fits a limit of 2.
    expectTrue(try store.settings.claimNewQuestion("p/r", now: now, dayStart: start, limit: 2) == .granted)
    expectTrue(!(try store.settings.claimNewQuestion("p/s", now: now, dayStart: start, limit: 2) == .granted))
  }

  /// Finding 2: `reset --all` kept the placement level, so "start over" still narrowed every quiz;
  /// the day's new-question claims stayed too. Both go; tunables stay.
  @Test func resetAllClearsThePlacementLevelAndTheClaims() throws {
    let folder = try TemporaryFolder()
    let store = try ProgressStore(url: folder.database)
    try store.settings.setPlacementLevel(.advanced)
    try store.settings.setDesiredRetention(0.85)
    let start = SessionFixtures.now.addingTimeInterval(-60)
    expectTrue(
      try store.settings.claimNewQuestion("p/a", now: SessionFixtures.now, dayStart: start, limit: 1)
        == .granted)
    let pack = try store.reset(.pack("p"), now: SessionFixtures.now)
    expectEqual(pack.placementLevelCleared, nil)
    expectEqual(try store.settings.placementLevel(), .advanced)
    let all = try store.reset(.all, now: SessionFixtures.now.addingTimeInterval(1))
    expectEqual(all.placementLevelCleared, .advanced)
    expectEqual(try store.settings.placementLevel(), nil)
    expectEqual(try store.settings.desiredRetention(), 0.85)
    // The claim is gone: another question fits the limit of 1.
    expectTrue(
      try store.settings.claimNewQuestion("p/b", now: SessionFixtures.now, dayStart: start, limit: 1)
        == .granted)
  }
}
