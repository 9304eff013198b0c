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
      try play(2, ["seconds": "15"]),
      "First score for Add 1 matches of 15 seconds: 2 points. Beat it next time.")
    expectEqual(
      try play(13, ["seconds": "30", "turbo": "true"]),
      "First score for Add 1 turbo matches of 30 seconds: 13 points. Beat it next time.")
    expectEqual(
      try play(5, ["seconds": "15"]),
      "New best for Add 1 matches of 15 seconds: 5 points (the best was 2 points).")
    expectEqual(try play(9, ["seconds": "30", "turbo": "true"]), nil)
  }

  /// Session 47's review (14): the options were said raw ("Bullseye (rounds=1)"); they read as
  /// words, and a game of the default length needs none.
  @Test func eachRecordedOptionIsSaidInWords() {
    let cases: [(GameKind, [String: String], String)] = [
      (.bullseye, ["rounds": "10"], "Bullseye"),
      (.bullseye, ["rounds": "1"], "Bullseye games of 1 round"),
      (.bullseye, ["rounds": "3"], "Bullseye games of 3 rounds"),
      (.add1, ["seconds": "60"], "Add 1"),
      (.add1, ["seconds": "60", "turbo": "true"], "Add 1 turbo matches"),
      (.add1, ["seconds": "1"], "Add 1 matches of 1 second"),
      (.add1, ["seconds": "30", "turbo": "true"], "Add 1 turbo matches of 30 seconds"),
      (.anagrams, [:], "Anagrams"),
      // A level recorded before session 53 sets no score apart: the title alone.
      (.anagrams, ["level": "2"], "Anagrams"),
      (.guess, [:], "Guess the Number"),
      (.bullseye, ["rounds": "3", "speed": "fast"], "Bullseye games of 3 rounds (speed=fast)"),
    ]
    for (game, options, title) in cases {
      expectEqual(GameOptions.recordTitle(of: game, options: options), title, "\(options)")
    }
    // Every option `recorded(for:)` stores is said in words.
    let all = GameOptions(seconds: 30, turbo: true, level: 2, rounds: 3)
    for game in GameKind.allCases {
      expectTrue(!GameOptions.recordTitle(of: game, options: all.recorded(for: game)).contains("="))
    }
  }

  @Test func aGameWithoutOptionsIsNamedAlone() throws {
    let store = try ProgressStore(url: TemporaryHome.make().appendingPathComponent("progress.sqlite"))
    let date = Date(timeIntervalSince1970: 1_768_467_600)
    expectEqual(
      try PlayCommand.storeAndRank(GameResult(game: .bullseye, score: 175, date: date), in: store),
      "First score for Bullseye: 175 points. Beat it next time.")
  }
}
