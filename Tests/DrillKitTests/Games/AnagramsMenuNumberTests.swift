import DrillKitTesting
import Foundation
import Testing

@testable import DrillGames

/// Problems in the learner's entries name the level as the file numbers it (session 44's tryout:
/// "level 5" for an entry of the file's third level, a level the menu did not have; until then
/// they were named by the menu's number).
@Suite struct AnagramsMenuNumberTests {
  func bundled() throws -> [AnagramLevel] {
    try AnagramsData.decodeLevels(
      from: Data(contentsOf: GameFixtures.bundledAnagrams), path: GameFixtures.bundledAnagrams.path)
  }

  @Test func anEntryOfANewLevelNamesItsMenuNumber() throws {
    let file = AnagramsData.UserFile(levels: [
      .init(title: "Mine", pointsPerTile: 10, timeToSolve: 30, entries: ["Int?", "struct"]),
      .init(level: 3, entries: ["a  b"]),
    ])
    var data = AnagramsData(levels: try bundled())
    data.merge(file, path: "user.json")
    expectEqual(data.levels.count, 4)
    expectEqual(
      data.problems.map(\.summary),
      [
        "user.json: the file's level 1: 'Int?' may hold only letters, digits and spaces; the entry is skipped",
        "user.json: the file's level 2: 'a  b' has two spaces in a row; the entry is skipped",
      ])
  }
}
