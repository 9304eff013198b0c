import DrillKitTesting
import DrillProgress
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
