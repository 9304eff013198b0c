import DrillKitTesting
import Foundation
import Testing

/// What Anki does where issue 26 is silent, with the built binary and a fixed clock: a review
/// question is due any time on its due day and the daily new limit counts per day, the day
/// starting at 4 am local time; learning questions within the learn-ahead limit are counted
/// as "learning" alike by the greeting, `stats` and `drill`.
@Suite(.ownThreads) struct StudyDayEndToEndTests {
  let home = TemporaryHome.make()
  /// 18:00 in Tokyo on 15 January.
  static let evening = "2026-01-15T09:00:00Z"

  func run(_ arguments: [String], input: String = "", now: String, zone: String = "Asia/Tokyo") throws
    -> BinaryRun
  {
    try BinaryRun.run(
      arguments, input: input, home: home, now: now,
      environment: [
        "SWIFTDRILL_BUNDLED": BinaryRun.fixtures.appendingPathComponent("course").path, "TZ": zone,
      ])
  }

  func statsJSON(now: String, zone: String = "Asia/Tokyo") throws -> [String: Any] {
    let stats = try run(["stats", "--json"], now: now, zone: zone)
    expectEqual(stats.status, 0, "\(stats.stderr)")
    return try #require(try JSONSerialization.jsonObject(with: Data(stats.stdout.utf8)) as? [String: Any])
  }

  @Test func aReviewDueAtSixPMIsShownFromFourAMThatDay() throws {
    // Learnt at 18:00 with one new question a day: it graduates to a review due at 18:00 on the 17th.
    let learn = try run(
      ["drill", "--type", "choice", "--new", "1", "--new-per-day", "1"], input: "a\na\n", now: Self.evening)
    expectEqual(learn.status, 0, "\(learn.stderr)")
    expectContains(learn.flowingStdout, "1 new a day, day starts at 4:00; kept from now on.")
    expectContains(learn.stdout, "Rated good: next review in 2 days", "\(learn.stdout)")

    // The daily new limit: 03:59 on the 16th is still the 15th's study day, 04:00 is not.
    expectTrue(try statsJSON(now: "2026-01-15T18:59:00Z")["new_available"] as? Int == 0)
    expectTrue(try statsJSON(now: "2026-01-15T19:00:00Z")["new_available"] as? Int == 1)

    // 03:59 on the 17th is still the 16th's study day: the review is not due yet.
    let late = try statsJSON(now: "2026-01-16T18:59:00Z")
    expectTrue(late["due_now"] as? Int == 0)
    let waiting = try run(["drill", "--new", "0"], now: "2026-01-16T18:59:00Z")
    expectContains(waiting.stdout, "Nothing due — next review in 1 minute", "\(waiting.stdout)")

    // 04:00 starts the 17th: the review is due and one new question may come again.
    let morning = try statsJSON(now: "2026-01-16T19:00:00Z")
    expectTrue(morning["due_now"] as? Int == 1)
    expectTrue(morning["new_available"] as? Int == 1)

    // 08:00, ten hours before its exact due time: the greeting, stats and drill agree.
    let eight = "2026-01-16T23:00:00Z"
    expectTrue(try run([], now: eight).stdout.contains("1 review due, 1 new available · drill"))
    expectTrue(try run(["stats"], now: eight).stdout.contains("1 review due, 1 new available"))
    let drill = try run(["drill", "--new", "0"], input: "a\n", now: eight)
    expectContains(drill.stdout, "Drill: 1 due review, 0 new", "\(drill.stdout)")
    expectContains(drill.stdout, "Rated good: next review in")
  }

  @Test func theDayStartHourIsASettingKeptWithTheProgress() throws {
    let learn = try run(
      ["drill", "--type", "choice", "--new", "1", "--day-starts", "0"], input: "a\na\n", now: Self.evening)
    expectContains(learn.flowingStdout, "day starts at 0:00; kept from now on.", "\(learn.stdout)")
    // At 00:30 on the 17th the review (due at 18:00) is already on today's study day.
    expectTrue(try statsJSON(now: "2026-01-16T15:30:00Z")["due_now"] as? Int == 1)
    let bad = try run(["drill", "--day-starts", "24"], now: Self.evening)
    expectEqual(bad.status, 2)
  }

  @Test func learningQuestionsWithinTheLearnAheadLimitCountAsLearningEverywhere() throws {
    // Missed: its next step is in a minute. The session ends with the input.
    let miss = try run(
      ["drill", "--type", "choice", "--new", "1"], input: "b\n", now: Self.evening, zone: "UTC")
    expectContains(miss.stdout, "Rated again: comes back in 1 minute.", "\(miss.stdout)")
    let json = try statsJSON(now: Self.evening, zone: "UTC")
    expectTrue(json["due_now"] as? Int == 0)
    expectTrue(json["learning_due"] as? Int == 1)
    expectTrue(json["new_available"] as? Int == 4)
    let greeting = try run([], now: Self.evening, zone: "UTC")
    expectContains(
      greeting.stdout, "0 reviews due, 1 learning, 4 new available · drill", "\(greeting.stdout)")
    let stats = try run(["stats"], now: Self.evening, zone: "UTC")
    expectContains(stats.stdout, "0 reviews due, 1 learning, 4 new available")
    let drill = try run(["drill", "--new", "0"], input: "", now: Self.evening, zone: "UTC")
    expectContains(drill.stdout, "Drill: 0 due reviews, 0 new, 1 in learning", "\(drill.stdout)")
    // Beyond the learn-ahead limit (20 minutes) it is not counted yet.
    expectTrue(try statsJSON(now: "2026-01-15T08:30:00Z", zone: "UTC")["learning_due"] as? Int == 0)
  }
}
