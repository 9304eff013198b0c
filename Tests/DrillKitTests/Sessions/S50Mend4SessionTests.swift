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

/// Session 50's review, F6: two drills on one home asked the same new questions, in the same
/// order; the second's first question was the very one it said another drill held (`claimNew`
/// granted a question another running drill had claimed). A drill plans and picks around the
/// new questions another running drill holds, so the two share the day's new questions.
@Suite struct S50Mend4SessionTests {
  /// A process running until `stop`: the owner of another drill's claims.
  final class OtherDrill {
    let process = Process()
    init() throws {
      process.executableURL = URL(fileURLWithPath: "/bin/sleep")
      process.arguments = ["120"]
      try process.run()
    }
    var owner: ClaimOwner {
      ClaimOwner(
        pid: process.processIdentifier, start: ClaimOwner.startTime(of: process.processIdentifier) ?? "")
    }
    func stop() {
      // Killed as a drill is with `kill -9` (a SIGTERM can be blocked in the test's children).
      kill(process.processIdentifier, SIGKILL)
      process.waitUntilExit()
    }
    deinit { if process.isRunning { stop() } }
  }

  @Test func aDrillSkipsTheNewQuestionsAnotherRunningDrillHolds() throws {
    let folder = try TemporaryFolder()
    let store = try ProgressStore(url: folder.database)
    var settings = DrillSettings.defaults
    settings.newPerDay = 3
    let utc = TimeZone(identifier: "UTC") ?? .current
    let now = SessionFixtures.now
    let start = DueReviews.dayStart(of: now, timeZone: utc, settings: settings)
    let library = DailyDrillSessionTests.library(["a", "b", "c", "d"].map { SessionFixtures.choice($0) })
    let other = try OtherDrill()
    expectTrue(other.owner.isRunning)
    // The other drill shows `a`, its first new question, claimed.
    expectEqual(
      try store.settings.claimNewQuestion(
        "fixture/a", now: now, dayStart: start, limit: 3, owner: other.owner),
      .granted)
    // It is that drill's: granted to it again, held for this one (main granted it to both).
    expectEqual(
      try store.settings.claimNewQuestion(
        "fixture/a", now: now, dayStart: start, limit: 3, owner: other.owner),
      .granted)
    expectEqual(
      try store.settings.claimNewQuestion("fixture/a", now: now, dayStart: start, limit: 3), .heldByAnother)
    expectTrue(
      !(try store.settings.claimNewQuestion("fixture/a", now: now, dayStart: start, limit: 3) == .granted))
    expectEqual(try store.settings.newQuestionsHeld(since: start), ["fixture/a"])
    expectEqual(try store.settings.newQuestionsHeld(since: start, notBy: other.owner), [])

    let (context, console) = SessionFixtures.context(
      lines: Array(repeating: "a", count: 8), store: store, mode: .drill)
    let options = DrillSession.Options(settings: settings)
    // This drill plans the two the other does not hold.
    expectEqual(
      DrillSession(context: context, library: library, options: options).plan().new.map(\.localID),
      ["b", "c"])
    // This drill claims `b` and `c` as it begins (session 51: its intro counts what it holds), so
    // the other, reaching for `c` (its next) once this drill shows `b`, is refused it: held.
    console.beforeEachRead = {
      console.beforeEachRead = nil
      let refused = try? store.settings.claimNewQuestion(
        "fixture/c", now: now, dayStart: start, limit: 3, owner: other.owner)
      expectEqual(refused, .heldByAnother)
    }
    DrillSession(context: context, library: library, options: options).run()
    expectContains(
      console.flowingTranscript,
      "Drill: 0 due reviews, 2 new (1 of today's new questions is held by another drill running now)",
      "\(console.transcript)")
    expectEqual(Set(DailyDrillSessionTests.asked(console.transcript)), ["b", "c"], "\(console.transcript)")
    expectNotContains(console.flowingTranscript, "are taken", "\(console.transcript)")
    expectEqual(try store.reviews.introducedQuestionIDs(since: start), ["fixture/b", "fixture/c"])
    // The day is full now (b and c answered, a held): a fourth is refused as before.
    expectEqual(try store.settings.claimNewQuestion("fixture/d", now: now, dayStart: start, limit: 3), .full)

    // The other drill is killed without answering: its claims are released, as before.
    other.stop()
    expectTrue(!other.owner.isRunning)
    expectEqual(try store.settings.newQuestionsHeld(since: start), [])
    expectEqual(
      try store.settings.claimNewQuestion("fixture/a", now: now, dayStart: start, limit: 3), .granted)
  }
}
