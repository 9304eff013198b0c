import DrillKitTesting
import Foundation
import Testing

@testable import DrillReports

@Suite struct StatsBestScoresTests {
  @Test func bestScoresAreRightAlignedSoTheDatesLineUp() {
    var report = StatsReport.empty(now: Date(timeIntervalSince1970: 1_768_467_600))
    report.bestScores = [
      .init(game: "add1", score: 7, date: "2026-01-15T09:00:00Z"),
      .init(game: "bullseye", score: 1250, date: "2026-01-14T09:00:00Z"),
    ]
    let lines = report.render(width: 80).plain.split(separator: "\n").map(String.init)
    let add1 = lines.first { $0.contains("add1") } ?? ""
    let bullseye = lines.first { $0.contains("bullseye") } ?? ""
    func column(_ line: String, _ text: String) -> Int? {
      line.range(of: text).map { line.distance(from: line.startIndex, to: $0.lowerBound) }
    }
    expectTrue(column(add1, "2026-01-15") != nil)
    expectEqual(column(add1, "2026-01-15"), column(bullseye, "2026-01-14"), "\(lines)")
    // Right-aligned: the last digits share a column ("bullseye (10 rounds)" holds a "0 " of its own).
    expectEqual(column(add1, "7 "), column(bullseye, "1250 ").map { $0 + 3 }, "\(lines)")
  }
}
