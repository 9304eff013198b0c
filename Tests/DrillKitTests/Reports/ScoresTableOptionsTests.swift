import DrillKitTesting
import Foundation
import Testing

@testable import DrillProgress
@testable import DrillReports

@Suite struct ScoresTableOptionsTests {
  static let date = Date(timeIntervalSince1970: 1_800_000_000)

  @Test func aSeedWithoutOptionsHasNoLeadingSpace() {
    let score = GameScore(game: "guess", score: 5, seed: 4, playedAt: Self.date)
    expectEqual(ScoresTable.options(of: score), "seed=4")
    let text = ScoresTable(games: [(game: .guess, best: [score])]).render(width: 80).plain
    let lines = text.split(separator: "\n").map(String.init)
    let header = lines[1]
    let row = lines[3]
    // The Options column starts where its header does.
    let headerColumn = header.range(of: "Options").map {
      header.distance(from: header.startIndex, to: $0.lowerBound)
    }
    let rowColumn = row.range(of: "seed=4").map { row.distance(from: row.startIndex, to: $0.lowerBound) }
    expectTrue(headerColumn != nil && headerColumn == rowColumn, "\(text)")
  }
}
