import DrillKitTesting
import Foundation
import Testing

@testable import DrillProgress
@testable import DrillSupport

@Suite struct ProgressStoreStatsTests {
  static let utc = TimeZone(identifier: "UTC")!
  /// 2026-01-05 09:00 UTC.
  static let now = ProgressFixtures.start
  static func daysAgo(_ days: Double, hours: Double = 0) -> Date {
    now.addingTimeInterval(-days * 86_400 + hours * 3_600)
  }

  @Test func accuracyGroupsByLevelKindTagAndMode() throws {
    let folder = try TemporaryFolder()
    let store = try ProgressStore(url: folder.database)
    try ProgressFixtures.answer(
      store, "p/a", .good, at: Self.now, level: .beginner, kind: .written, tags: ["x", "y"])
    try ProgressFixtures.answer(
      store, "p/b", .again, at: Self.now, level: .beginner, kind: .verbal, tags: ["x"])
    try ProgressFixtures.answer(
      store, "p/c", .hard, at: Self.now, mode: "drill", level: .advanced, kind: .written, credit: 0.5)
    try ProgressFixtures.answer(store, "p/d", .easy, at: Self.now, level: nil, kind: nil)

    try expectEqual(
      store.reviews.accuracy(by: .level),
      [
        AccuracyStat(key: "beginner", reviews: 2, passed: 1, meanCredit: 0.5),
        AccuracyStat(key: "", reviews: 1, passed: 1, meanCredit: 1),
        AccuracyStat(key: "advanced", reviews: 1, passed: 1, meanCredit: 0.5),
      ])
    try expectEqual(store.reviews.accuracy(by: .kind).map(\.key), ["written", "", "verbal"])
    try expectEqual(
      store.reviews.accuracy(by: .tag),
      [
        AccuracyStat(key: "x", reviews: 2, passed: 1, meanCredit: 0.5),
        AccuracyStat(key: "y", reviews: 1, passed: 1, meanCredit: 1),
      ])
    try expectEqual(
      store.reviews.accuracy(by: .mode).map { "\($0.key):\($0.reviews)" }, ["quiz:3", "drill:1"])
    expectEqual(AccuracyStat(key: "k", reviews: 4, passed: 3, meanCredit: 0).accuracy, 0.75)
  }

  @Test func reviewsPerDayCountsThirtyDaysIncludingEmptyOnes() throws {
    let folder = try TemporaryFolder()
    let store = try ProgressStore(url: folder.database)
    for (days, count) in [(0.0, 3), (1, 1), (29, 2), (30, 5)] {
      for index in 0..<count {
        try ProgressFixtures.answer(store, "p/d\(days)-\(index)", .good, at: Self.daysAgo(days))
      }
    }
    // Tonight 23:59 still counts as today.
    try ProgressFixtures.answer(store, "p/late", .good, at: Self.daysAgo(0, hours: 14.9))
    let counts = try store.reviews.reviewsPerDay(days: 30, now: Self.now, timeZone: Self.utc)
    expectEqual(counts.count, 30)
    expectEqual(counts.first?.day, ISO8601.parse("2025-12-07T00:00:00Z"))
    expectEqual(counts.last?.day, ISO8601.parse("2026-01-05T00:00:00Z"))
    expectEqual(counts.last?.count, 4)
    expectEqual(counts[28].count, 1)
    expectEqual(counts[0].count, 2)
    expectEqual(counts.map(\.count).reduce(0, +), 7)
  }

  @Test func daysFollowTheGivenTimeZone() throws {
    let folder = try TemporaryFolder()
    let store = try ProgressStore(url: folder.database)
    // 2026-01-05 03:00 UTC is still Jan 4 in New York.
    try ProgressFixtures.answer(store, "p/a", .good, at: Self.daysAgo(0, hours: -6))
    let newYork = try #require(TimeZone(identifier: "America/New_York"))
    let counts = try store.reviews.reviewsPerDay(days: 2, now: Self.now, timeZone: newYork)
    expectEqual(counts.map(\.count), [1, 0])
    try expectEqual(
      store.reviews.reviewsPerDay(days: 2, now: Self.now, timeZone: Self.utc).map(\.count), [0, 1])
  }

  @Test(arguments: [
    ("none", [Double](), 0),
    ("today only", [0], 1),
    ("today and three before", [0, 1, 2, 3, 5], 4),
    ("ended yesterday", [1, 2, 3], 3),
    ("ended two days ago", [2, 3, 4], 0),
    ("several reviews a day", [0, 0, 0, 1, 1], 2),
  ])
  func streakCountsConsecutiveDays(name: String, daysAgo: [Double], expected: Int) throws {
    let folder = try TemporaryFolder()
    let store = try ProgressStore(url: folder.database)
    for (index, days) in daysAgo.enumerated() {
      try ProgressFixtures.answer(store, "p/\(index)", .good, at: Self.daysAgo(days))
    }
    try expectEqual(store.reviews.streak(now: Self.now, timeZone: Self.utc), expected)
  }

  @Test func dueForecastCountsNextSevenDaysWithOverdueToday() throws {
    let folder = try TemporaryFolder()
    let store = try ProgressStore(url: folder.database)
    // Learning questions due minutes after review: one overdue, one later today.
    try ProgressFixtures.answer(store, "p/overdue", .good, at: Self.daysAgo(3))
    try ProgressFixtures.answer(store, "p/today", .good, at: Self.now)
    // Easy on a new question graduates it: due in 8 days at default parameters.
    try ProgressFixtures.answer(store, "p/easy", .easy, at: Self.daysAgo(6))
    try ProgressFixtures.answer(store, "p/far", .easy, at: Self.now)
    let forecast = try store.reviews.dueForecast(days: 7, now: Self.now, timeZone: Self.utc)
    expectEqual(forecast.count, 7)
    expectEqual(forecast.first?.day, ISO8601.parse("2026-01-05T00:00:00Z"))
    expectEqual(forecast.map(\.count), [2, 0, 1, 0, 0, 0, 0])
  }
}
