import DrillGames
import DrillKitTesting
import DrillProgress
import Foundation
import Testing

@testable import swiftdrill

/// Session 44's tryout: `play add1 --turbo --seconds 30` after a `--seconds 15` match said "New best
/// for Add 1: 13 points (the best was 2 points)": a match is ranked against those played with the
/// same options, and the line names them.
@Suite struct GameRecordOptionsTests {
  @Test func add1IsRankedAgainstMatchesWithTheSameOptions() throws {
    let store = try ProgressStore(url: TemporaryHome.make().appendingPathComponent("progress.sqlite"))
    let date = Date(timeIntervalSince1970: 1_768_467_600)
    func play(_ score: Int, _ options: [String: String]) throws -> String? {
      try PlayCommand.storeAndRank(
        GameResult(game: .add1, score: score, options: options, date: date), in: store)
    }
    expectEqual(
      try play(2, ["seconds": "15"]), "First score for Add 1 (seconds=15): 2 points. Beat it next time.")
    expectEqual(
      try play(13, ["seconds": "30", "turbo": "true"]),
      "First score for Add 1 (seconds=30 turbo=true): 13 points. Beat it next time.")
    expectEqual(
      try play(5, ["seconds": "15"]), "New best for Add 1 (seconds=15): 5 points (the best was 2 points).")
    expectEqual(try play(9, ["seconds": "30", "turbo": "true"]), nil)
  }

  @Test func aGameWithoutOptionsIsNamedAlone() throws {
    let store = try ProgressStore(url: TemporaryHome.make().appendingPathComponent("progress.sqlite"))
    let date = Date(timeIntervalSince1970: 1_768_467_600)
    expectEqual(
      try PlayCommand.storeAndRank(GameResult(game: .bullseye, score: 175, date: date), in: store),
      "First score for Bullseye: 175 points. Beat it next time.")
  }
}
