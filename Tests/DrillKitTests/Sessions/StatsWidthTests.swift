import DrillGames
import DrillKitTesting
import DrillProgress
import DrillSupport
import Foundation
import Testing

@testable import DrillReports

/// `stats` at 40, 60 and 120 columns: the suggested command stays whole, and an accepted
/// output answer wider than the row goes on behind `↩` instead of reading as two lines.
@Suite struct StatsWidthTests {
  static let output = "1 1 0 1 2 2 0 1 3 3 0 1 4 4 0 1 5 5 0 1"

  static var report: StatsReport {
    var report = StatsReport.empty(now: Date(timeIntervalSince1970: 1_768_467_600))
    report.reviews = 6
    report.weakestTopics = [
      AccuracyStat(key: "concurrency-basics", reviews: 3, passed: 1, meanCredit: 0.3),
      AccuracyStat(key: "optionals", reviews: 3, passed: 2, meanCredit: 0.6),
    ]
    report.acceptedAnswers = [.init(id: "basics/loop-output", answer: Self.output)]
    return report
  }

  @Test(arguments: [40, 60, 120])
  func theSuggestedCommandAndAnAcceptedOutputAreNeverCut(width: Int) throws {
    let lines = Self.report.render(width: width).plain.split(separator: "\n").map(String.init)
    expectTrue(lines.allSatisfy { $0.count <= width }, "\(lines)")
    expectTrue(lines.contains { $0.contains("quiz --tag concurrency-basics") }, "\(lines)")
    let start = try #require(lines.firstIndex { $0.contains("basics/loop-output") })
    let rows = lines[(start + 1)...].prefix { $0.hasPrefix("  │") || $0.hasPrefix("↩ │") }
    expectEqual(rows.first?.hasPrefix("  │ "), true, "\(lines)")
    expectTrue(rows.dropFirst().allSatisfy { $0.hasPrefix("↩ │ ") })
    expectEqual(rows.map { $0.dropFirst(4) }.joined(), Self.output, "\(rows)")
  }
}

/// Session 44's tryout: at 100 columns a 100 % bar was 43 cells long by topic and 52 by tag; the
/// four accuracy charts share their columns, so bars of one section compare with another's.
@Suite struct StatsBarLengthTests {
  @Test(arguments: [60, 100])
  func aFullBarHasOneLengthInEverySection(width: Int) {
    var report = StatsReport.empty(now: Date(timeIntervalSince1970: 1_768_467_600))
    report.reviews = 40
    report.accuracyByLevel = [AccuracyStat(key: "beginner", reviews: 10, passed: 10, meanCredit: 1)]
    report.accuracyByKind = [AccuracyStat(key: "written", reviews: 10, passed: 10, meanCredit: 1)]
    report.accuracyByTopic = [
      AccuracyStat(key: "concurrency-basics-and-more", reviews: 10, passed: 10, meanCredit: 1)
    ]
    report.accuracyByTag = [AccuracyStat(key: "deinit", reviews: 100, passed: 100, meanCredit: 1)]
    let lines = report.render(width: width).plain.split(separator: "\n")
    let bars = lines.map { $0.filter { $0 == "█" }.count }.filter { $0 > 0 }
    expectEqual(bars.count, 4, "\(lines)")
    expectEqual(Set(bars).count, 1, "\(bars): \(lines)")
  }
}

/// Session 47's tryout (findings 25 and 26): `stats` called the only topic practised the
/// "weakest", and its forecast had no day names and wrapped before a "·" at 40 columns.
@Suite struct StatsForecastAndWeakestTests {
  static let utc = TimeZone(identifier: "UTC") ?? .current
  /// Thursday 2026-01-15 00:00 UTC.
  static let thursday = Date(timeIntervalSince1970: 1_768_435_200)

  @Test func theOnlyTopicPractisedIsNotTheWeakest() {
    let networking = AccuracyStat(key: "networking", reviews: 29, passed: 26, meanCredit: 0.9)
    expectEqual(StatsReport.weakest([networking]), [])
    let optionals = AccuracyStat(key: "optionals", reviews: 4, passed: 1, meanCredit: 0.3)
    expectEqual(StatsReport.weakest([networking, optionals]).map(\.key), ["optionals", "networking"])
  }

  /// The review (finding 2): a topic answered once does not make the other one the "weakest".
  @Test func aTopicAnsweredOnceDoesNotMakeTheOtherTheWeakest() {
    let networking = AccuracyStat(key: "networking", reviews: 29, passed: 26, meanCredit: 0.9)
    let basics = AccuracyStat(key: "basics", reviews: 1, passed: 0, meanCredit: 0)
    expectEqual(StatsReport.weakest([networking, basics]), [])
    let perfect = AccuracyStat(key: "closures", reviews: 3, passed: 3, meanCredit: 1)
    expectEqual(StatsReport.weakest([networking, basics, perfect]).map(\.key), ["networking"])
  }

  /// The review (finding 17): Bullseye's best is its best 10-round game, and the line says so.
  @Test func bullseyesBestNamesItsLength() {
    var report = StatsReport.empty(now: Self.thursday)
    report.timeZone = Self.utc
    report.bestScores = [
      .init(game: "guess", score: 5, date: "2026-01-15T00:00:00Z"),
      .init(game: "bullseye", score: 801, date: "2026-01-15T00:00:00Z"),
    ]
    let lines = report.render(width: 40).plain.split(separator: "\n").map(String.init)
    expectContains(lines, "  bullseye (10 rounds) 801  2026-01-15", "\(lines)")
    expectContains(lines, "  guess                  5  2026-01-15", "\(lines)")
  }

  /// Session 48's tryout (finding 4): after games of 3 rounds only, bullseye was missing from the
  /// best scores; `scores` listed it. Its best is now that length's, named with it.
  @Test func bullseyesBestOfAnotherLengthIsListedWithIt() throws {
    let store = try ProgressStore(url: TemporaryHome.make().appendingPathComponent("progress.sqlite"))
    for (rounds, score) in [("3", 498), ("5", 700), ("3", 320)] {
      try store.games.addGameScore(
        GameScore(
          game: GameKind.bullseye.rawValue, score: score, options: GameResult.json(["rounds": rounds]),
          playedAt: Self.thursday))
    }
    var report = try StatsReport.collect(store: store, now: Self.thursday, timeZone: Self.utc)
    report.timeZone = Self.utc
    let best = try #require(report.bestScores.first { $0.game == GameKind.bullseye.rawValue })
    expectEqual(best.score, 498)
    expectEqual(best.rounds, 3)
    let lines = report.render(width: 60).plain.split(separator: "\n").map(String.init)
    expectContains(lines, "  bullseye (3 rounds) 498  2026-01-15", "\(lines)")
    // A game of the default length is the one shown when there is one.
    try store.games.addGameScore(
      GameScore(
        game: GameKind.bullseye.rawValue, score: 120, options: GameResult.json(["rounds": "10"]),
        playedAt: Self.thursday))
    let again = try StatsReport.collect(store: store, now: Self.thursday, timeZone: Self.utc)
    expectEqual(again.bestScores.first { $0.game == GameKind.bullseye.rawValue }?.rounds, 10)
    expectEqual(again.bestScores.first { $0.game == GameKind.bullseye.rawValue }?.score, 120)
  }

  @Test(arguments: [40, 60, 120])
  func theForecastNamesItsDaysAndBreaksBetweenThem(width: Int) {
    var report = StatsReport.empty(now: Self.thursday)
    report.reviews = 3
    report.timeZone = Self.utc
    report.dueForecast = (0..<7).map {
      DayCount(day: Self.thursday.addingTimeInterval(Double($0) * 86_400), count: $0 % 3)
    }
    let lines = report.render(width: width).plain.split(separator: "\n").map(String.init)
    expectTrue(lines.allSatisfy { $0.count <= width }, "\(lines)")
    let start = lines.firstIndex { $0.hasPrefix("Due in the next 7 days") } ?? 0
    let forecast = lines[start...].prefix { !$0.isEmpty }.joined(separator: " ")
      .split(separator: " ", omittingEmptySubsequences: true).joined(separator: " ")
    expectTrue(
      forecast.hasPrefix("Due in the next 7 days today 0 · Fri 1 · Sat 2 · Sun 0 · Mon 1 · Tue 2 · Wed 0"),
      "\(lines)")
    // No line starts with the separator.
    expectTrue(lines.allSatisfy { !$0.trimmingCharacters(in: .whitespaces).hasPrefix("·") }, "\(lines)")
  }
}
