import DrillContent
import DrillKitTesting
import DrillScheduling
import DrillSupport
import Foundation
import Testing

@testable import DrillProgress
@testable import DrillSessions

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Session 50: the product gaps session 49's closing note left, in the store and the drill.
@Suite struct PolishFiftySessionTests {
  /// Gap 1: with two of today's three new questions claimed by a drill running now, the intro
  /// said "3 new"; the drill asked one and then said the rest were taken. The intro counts what
  /// this drill can claim and says that another drill holds the others; the greeting's count
  /// (`newLeftToday`) leaves them out too.
  @Test func theDrillsIntroCountsOnlyTheNewQuestionsItCanClaim() throws {
    let folder = try TemporaryFolder()
    let store = try ProgressStore(url: folder.database)
    var settings = DrillSettings.defaults
    settings.newPerDay = 3
    let utc = TimeZone(identifier: "UTC") ?? .current
    let now = SessionFixtures.now
    let start = DueReviews.dayStart(of: now, timeZone: utc, settings: settings)
    let library = DailyDrillSessionTests.library(["a", "b", "c", "d"].map { SessionFixtures.choice($0) })
    for other in ["other/x", "other/y"] {
      expectTrue(try store.settings.claimNewQuestion(other, now: now, dayStart: start, limit: 3) == .granted)
    }
    expectEqual(try store.settings.newQuestionsHeld(since: start, notBy: nil).count, 2)
    expectEqual(try DueReviews.newLeftToday(in: store, now: now, timeZone: utc, settings: settings), 1)
    let (context, console) = SessionFixtures.context(
      lines: Array(repeating: "a", count: 8), store: store, mode: .drill)
    let options = DrillSession.Options(settings: settings)
    expectEqual(DrillSession(context: context, library: library, options: options).plan().new.count, 1)
    DrillSession(context: context, library: library, options: options).run()
    expectContains(
      console.flowingTranscript,
      "Drill: 0 due reviews, 1 new (2 of today's new questions are held by another drill running now)",
      "\(console.transcript)")
    expectEqual(DailyDrillSessionTests.asked(console.transcript), ["a", "a"])
    expectNotContains(console.flowingTranscript, "are taken", "\(console.transcript)")
    expectEqual(try store.reviews.newQuestionsIntroduced(since: start), 1)

    // `--new N` is not bound by the daily limit: its intro says nothing of the claims.
    let (newContext, newConsole) = SessionFixtures.context(
      lines: Array(repeating: "a", count: 8), store: store, mode: .drill)
    var withNew = options
    withNew.newLimit = 1
    DrillSession(context: newContext, library: library, options: withNew).run()
    expectContains(newConsole.transcript, "Drill: 0 due reviews, 1 new")
    expectNotContains(newConsole.flowingTranscript, "held by", "\(newConsole.transcript)")

    // The other drill ends: nothing is held, and a claim of a process gone holds nothing either.
    try store.settings.releaseNewClaims(["other/x", "other/y"])
    let ended = try ReviewFortyNineSessionTests.endedProcess()
    expectTrue(
      try store.settings.claimNewQuestion("other/z", now: now, dayStart: start, limit: 5, owner: ended)
        == .granted)
    expectEqual(try store.settings.newQuestionsHeld(since: start, notBy: nil).count, 0)
    expectEqual(try DueReviews.newHeldToday(in: store, now: now, timeZone: utc, settings: settings), 0)
  }

  /// Gap 5: a claim's owner is its pid and its start where the system tells it (Linux's `/proc`,
  /// Apple's `sysctl` `KERN_PROC_PID`), so a pid reused by another process is not the owner.
  @Test func aClaimsOwnerIsKnownByItsStartWhereTheSystemTellsIt() throws {
    #if os(Linux) || canImport(Darwin)
      let start = try #require(ClaimOwner.startTime(of: getpid()))
      expectEqual(ClaimOwner.current, ClaimOwner(pid: getpid(), start: start))
      expectTrue(ClaimOwner.current.isRunning)
      expectTrue(!ClaimOwner(pid: getpid(), start: start + "0").isRunning)
    #endif
    let ended = try ReviewFortyNineSessionTests.endedProcess()
    expectEqual(ClaimOwner.startTime(of: ended.pid), nil)
    expectTrue(!ended.isRunning)
  }
}
