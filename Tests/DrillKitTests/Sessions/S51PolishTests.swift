import DrillContent
import DrillKitTesting
import DrillScheduling
import DrillSupport
import Foundation
import Synchronization
import Testing

@testable import DrillEvaluation
@testable import DrillProgress
@testable import DrillSessions

/// Session 51: the product gaps session 50's closing note left, in the drill's claims and in
/// the writes of every export.
@Suite struct S51PolishTests {
  /// How many times a clock was read.
  final class Readings: Sendable {
    private let count = Mutex(0)

    func next() -> Int {
      count.withLock { count in
        count += 1
        return count
      }
    }
  }

  /// Gap 3: two drills reaching for the same new question in the same instant: the loser skipped
  /// it and asked one question fewer than its intro had promised ("2 new", one asked). The drill
  /// claims its planned new questions before the intro counts them. The instant is the clock's
  /// second reading, after the plan read which questions other drills hold (main: the queue's
  /// first look, before the intro; here: the claims, before the intro too).
  @Test func theIntroCountsTheNewQuestionsTheDrillClaimed() throws {
    let folder = try TemporaryFolder()
    let store = try ProgressStore(url: folder.database)
    var settings = DrillSettings.defaults
    settings.newPerDay = 2
    let utc = TimeZone(identifier: "UTC") ?? .current
    let now = SessionFixtures.now
    let start = DueReviews.dayStart(of: now, timeZone: utc, settings: settings)
    let library = DailyDrillSessionTests.library(["a", "b", "c"].map { SessionFixtures.choice($0) })
    let other = try S50Mend4SessionTests.OtherDrill()
    defer { other.stop() }
    let readings = Readings()
    // The other drill's own connection to the progress file, and its owner (the clock is `@Sendable`).
    let (database, owner) = (folder.database, other.owner)
    let clock = WallClock {
      if readings.next() == 2 {
        // The other drill takes `a`, this drill's first planned one, in this very instant.
        let granted = try? ProgressStore(url: database).settings.claimNewQuestion(
          "fixture/a", now: now, dayStart: start, limit: 2, owner: owner)
        expectEqual(granted, .granted)
      }
      return now
    }
    let console = ScriptedConsole(lines: Array(repeating: "a", count: 8))
    let context = StudyContext(
      console: console, clock: clock, store: store, scheduler: Scheduler().fuzzing(false),
      evaluator: Evaluator(lexicon: .bundled), generator: SeededGenerator(seed: 1), mode: .drill)
    DrillSession(context: context, library: library, options: DrillSession.Options(settings: settings)).run()
    expectContains(
      console.flowingTranscript,
      "Drill: 0 due reviews, 1 new (1 of today's new questions is held by another drill running now)",
      "\(console.transcript)")
    expectEqual(Set(DailyDrillSessionTests.asked(console.transcript)), ["b"], "\(console.transcript)")
    expectNotContains(console.flowingTranscript, "are taken", "\(console.transcript)")
    expectEqual(try store.reviews.introducedQuestionIDs(since: start), ["fixture/b"])
    // Its claims end with it; the other's holds.
    expectEqual(try store.settings.newQuestionsHeld(since: start, notBy: nil), ["fixture/a"])
  }

  /// Gap 3: a drill started while another holds all of the day's new questions (claimed as it
  /// began) says so, not that they are done.
  @Test func aDrillBesideOneHoldingTheDaySaysTheyAreHeld() throws {
    let folder = try TemporaryFolder()
    let store = try ProgressStore(url: folder.database)
    var settings = DrillSettings.defaults
    settings.newPerDay = 2
    let utc = TimeZone(identifier: "UTC") ?? .current
    let now = SessionFixtures.now
    let start = DueReviews.dayStart(of: now, timeZone: utc, settings: settings)
    let library = DailyDrillSessionTests.library(["a", "b", "c"].map { SessionFixtures.choice($0) })
    let other = try S50Mend4SessionTests.OtherDrill()
    defer { other.stop() }
    for id in ["fixture/a", "fixture/b"] {
      expectEqual(
        try store.settings.claimNewQuestion(id, now: now, dayStart: start, limit: 2, owner: other.owner),
        .granted)
    }
    let (context, console) = SessionFixtures.context(lines: ["a"], store: store, mode: .drill)
    DrillSession(context: context, library: library, options: DrillSession.Options(settings: settings)).run()
    expectContains(
      console.flowingTranscript,
      "Nothing due; today's 2 new questions: 2 held by another drill running now (3 more wait;",
      "\(console.transcript)")
    // Session 51's review (D1): none was answered, so not "done or held".
    expectNotContains(console.flowingTranscript, "done", "\(console.transcript)")
  }

  /// Session 51's review (D1): one of the day's three answered, two held by another drill: both
  /// counts are named.
  @Test func aDrillNamesTheAnsweredAndTheHeldNewQuestions() throws {
    let folder = try TemporaryFolder()
    let store = try ProgressStore(url: folder.database)
    var settings = DrillSettings.defaults
    settings.newPerDay = 1
    // The answered question's learning step not offered ahead: nothing is due for the second drill.
    settings.learnAhead = 0
    let utc = TimeZone(identifier: "UTC") ?? .current
    let now = SessionFixtures.now
    let start = DueReviews.dayStart(of: now, timeZone: utc, settings: settings)
    let library = DailyDrillSessionTests.library(["a", "b", "c"].map { SessionFixtures.choice($0) })
    let (first, _) = SessionFixtures.context(lines: ["a"], store: store, mode: .drill)
    DrillSession(context: first, library: library, options: DrillSession.Options(settings: settings)).run()
    expectEqual(try store.reviews.newQuestionsIntroduced(since: start), 1)
    settings.newPerDay = 3
    let other = try S50Mend4SessionTests.OtherDrill()
    defer { other.stop() }
    for id in ["fixture/b", "fixture/c"] {
      expectEqual(
        try store.settings.claimNewQuestion(id, now: now, dayStart: start, limit: 3, owner: other.owner),
        .granted)
    }
    let (context, console) = SessionFixtures.context(lines: ["a"], store: store, mode: .drill)
    DrillSession(context: context, library: library, options: DrillSession.Options(settings: settings)).run()
    expectContains(
      console.flowingTranscript,
      "today's 3 new questions: 1 answered, 2 held by another drill running now (2 more wait;",
      "\(console.transcript)")
  }

  /// Gap 1: `AtomicFile` and `ZipWriter` keep a file at their path when asked to (`.keep`), in the
  /// step that puts the new file there: a file, a link to nothing, a folder. `.replace` replaces.
  @Test func aKeepingWriteLeavesWhatIsThereAndSaysSo() throws {
    let folder = try TemporaryFolder()
    let file = folder.url.appendingPathComponent("kept.txt")
    try Data("important\n".utf8).write(to: file)
    #expect(throws: FileAlreadyThere(path: file.path)) {
      try AtomicFile.write("new", to: file, existing: .keep)
    }
    #expect(throws: FileAlreadyThere(path: file.path)) {
      try AtomicFile.writePrivate(Data("new".utf8), to: file, existing: .keep)
    }
    #expect(throws: FileAlreadyThere(path: file.path)) {
      try AtomicFile.writeShared(Data("new".utf8), to: file, existing: .keep)
    }
    #expect(throws: ZipError.alreadyThere(path: file.path)) {
      try ZipWriter.write([(name: "a", data: Data("a".utf8))], to: file.path, existing: .keep)
    }
    expectEqual(try String(contentsOf: file, encoding: .utf8), "important\n")
    let link = folder.url.appendingPathComponent("link.txt")
    try FileManager.default.createSymbolicLink(
      atPath: link.path, withDestinationPath: folder.url.appendingPathComponent("nothing").path)
    #expect(throws: FileAlreadyThere(path: link.path)) {
      try AtomicFile.write("new", to: link, existing: .keep)
    }
    expectTrue(!FileManager.default.fileExists(atPath: folder.url.appendingPathComponent("nothing").path))
    // Nothing is left beside them, and a free name is written whole, 0600.
    let fresh = folder.url.appendingPathComponent("fresh.txt")
    try AtomicFile.write("new", to: fresh, existing: .keep)
    expectEqual(try String(contentsOf: fresh, encoding: .utf8), "new")
    let mode = try FileManager.default.attributesOfItem(atPath: fresh.path)[.posixPermissions] as? Int
    expectEqual(mode.map { $0 & 0o777 }, 0o600)
    let zip = folder.url.appendingPathComponent("fresh.zip")
    try ZipWriter.write([(name: "a", data: Data("a".utf8))], to: zip.path, existing: .keep)
    expectEqual(
      Set(try FileManager.default.contentsOfDirectory(atPath: folder.url.path)),
      ["kept.txt", "link.txt", "fresh.txt", "fresh.zip"])
    // `.replace` replaces, as before.
    try AtomicFile.write("replaced", to: file)
    expectEqual(try String(contentsOf: file, encoding: .utf8), "replaced")
  }
}
