import DrillKitTesting
import Foundation
import Testing

/// Session 44's tryout: `due` was "unknown command". It shows what `stats` shows for due: now, and
/// each of the next 7 days, counted as drill and stats count them.
@Suite(.ownThreads) struct DueCommandEndToEndTests {
  let home = TemporaryHome.make()

  func run(_ arguments: [String], input: String = "", now: String) throws -> BinaryRun {
    try BinaryRun.run(
      arguments, input: input, home: home, now: now,
      environment: [
        "SWIFTDRILL_BUNDLED": BinaryRun.fixtures.appendingPathComponent("course").path, "TZ": "UTC",
      ])
  }

  @Test func dueShowsNowAndTheNextSevenDays() throws {
    let fresh = try run(["due"], now: "2026-01-15T09:00:00Z")
    expectEqual(fresh.status, 0, "\(fresh.stderr)")
    expectContains(fresh.stdout, "Now 0 reviews due, 5 new available · drill")
    expectContains(fresh.stdout, "Due in the next 7 days none yet (no answers)")
    // One new question answered right twice on Thursday the 15th (its learning step, then again)
    // is due two days later, on Saturday.
    let first = try run(
      ["drill", "--pack", "basics", "--type", "choice", "--new", "1"], input: "a\na\n",
      now: "2026-01-15T09:00:00Z")
    expectEqual(first.status, 0, "\(first.stderr)")
    let thursday = try run(["due"], now: "2026-01-15T09:05:00Z")
    expectContains(thursday.stdout, "Now 0 reviews due, 4 new available · drill", "\(thursday.stdout)")
    expectContains(thursday.stdout, "today 0 · Fri 0 · Sat 1 · Sun 0", "\(thursday.stdout)")
    expectContains(
      try run(["stats"], now: "2026-01-15T09:05:00Z").flowingStdout,
      "Due in the next 7 days today 0 · Fri 0 · Sat 1 · Sun 0")
    let saturday = try run(["due"], now: "2026-01-17T09:00:00Z")
    expectContains(saturday.stdout, "Now 1 review due, 4 new available · drill", "\(saturday.stdout)")
    expectContains(saturday.stdout, "today 1 · Sun 0", "\(saturday.stdout)")
    expectContains(try run(["stats"], now: "2026-01-17T09:00:00Z").stdout, "1 review due, 4 new available")
  }
}
