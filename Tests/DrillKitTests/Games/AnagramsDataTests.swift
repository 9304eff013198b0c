import DrillKitTesting
import Foundation
import Testing

@testable import DrillGames

@Suite struct AnagramsDataTests {
  func bundled() throws -> [AnagramLevel] {
    try AnagramsData.decodeLevels(
      from: Data(contentsOf: GameFixtures.bundledAnagrams), path: GameFixtures.bundledAnagrams.path)
  }

  @Test func bundledFileHasTheThreeLevelsInOrder() throws {
    let levels = try bundled()
    expectEqual(levels.map(\.title), ["Easy-peasy", "Challenge accepted", "I'm totally hard-core"])
    expectTrue(levels.allSatisfy { $0.problems.isEmpty })
  }

  @Test func bundledLevelsHaveAtLeastFifteenUniqueEntries() throws {
    for level in try bundled() {
      expectTrue(level.entries.count >= 15, "\(level.title)")
      expectEqual(Set(level.entries.map { $0.lowercased() }).count, level.entries.count, "\(level.title)")
    }
  }

  @Test func harderLevelsHaveLongerEntriesAndPayMore() throws {
    let levels = try bundled()
    func letters(_ entry: String) -> Int { entry.filter { $0 != " " }.count }
    for (easier, harder) in zip(levels, levels.dropFirst()) {
      let longestEasy = easier.entries.map(letters).max() ?? 0
      let shortestHard = harder.entries.map(letters).min() ?? 0
      expectTrue(shortestHard > longestEasy, "\(harder.title)")
      expectTrue(harder.pointsPerTile > easier.pointsPerTile)
      expectTrue(harder.timeToSolve >= easier.timeToSolve)
    }
    expectTrue(levels[2].entries.contains { $0.contains(" ") })
    expectTrue(levels[0...1].allSatisfy { level in level.entries.allSatisfy { !$0.contains(" ") } })
  }

  @Test func userFileExtendsLevelsAndAddsNewOnes() throws {
    let data = try AnagramsData.load(
      bundledFile: GameFixtures.bundledAnagrams, userDirectory: GameFixtures.folder("extend"))
    let original = try bundled()
    expectTrue(data.problems.isEmpty)
    expectEqual(data.levels.count, 4)
    expectEqual(data.levels[0].entries, original[0].entries + ["tuple", "Float"])
    expectEqual(data.levels[1].entries.last, "keypath")
    expectEqual(data.levels[3].title, "Concurrency")
    expectEqual(data.levels[3].pointsPerTile, 16)
  }

  @Test func malformedUserFileIsReportedAndBundledLevelsStay() throws {
    let data = try AnagramsData.load(
      bundledFile: GameFixtures.bundledAnagrams, userDirectory: GameFixtures.folder("malformed"))
    expectEqual(data.levels, (try bundled()))
    expectEqual(data.problems.count, 1)
    guard case .malformed(let path, let reason) = data.problems.first else {
      Issue.record("expected a malformed-file problem, got \(data.problems)")
      return
    }
    expectTrue(path.hasSuffix("malformed/anagrams.json"))
    expectContains(reason, "not valid JSON")
    expectEqual(data.problems.first?.errorDescription?.contains("error:"), true)
  }

  @Test func wrongTypeInUserFileNamesThePlace() throws {
    let data = try AnagramsData.load(
      bundledFile: GameFixtures.bundledAnagrams, userDirectory: GameFixtures.folder("mixed"))
    expectEqual(data.levels, (try bundled()))
    let text = data.problems.compactMap(\.errorDescription).joined(separator: "\n")
    expectContains(text, "levels[3].entries should be")
  }

  @Test func badLevelsAndEntriesAreSkippedWithAMessageEach() throws {
    let file = AnagramsData.UserFile(levels: [
      .init(level: 9, entries: ["tuple"]),
      .init(level: 2, entries: ["Int?", "two  spaces", "inout"]),
      .init(title: "New but incomplete", entries: ["widget"]),
    ])
    var data = AnagramsData(levels: try bundled())
    data.merge(file, path: "user.json")
    expectEqual(data.levels.count, 3)
    expectEqual(data.levels[1].entries.last, "inout")
    expectEqual(
      data.problems,
      [
        .unknownLevel(path: "user.json", level: 1, number: 9),
        .invalidEntry(path: "user.json", level: 2, reason: "'Int?' may hold only letters, digits and spaces"),
        .invalidEntry(path: "user.json", level: 2, reason: "'two  spaces' has two spaces in a row"),
        .invalidLevel(
          path: "user.json", level: 3,
          reason: "a new level needs title, pointsPerTile and timeToSolve (or 'level' to extend one)"),
      ])
  }

  /// Session 44's tryout: an entry of the file's third level (a new level, skipped) was warned about
  /// as "level 5", a level the menu did not have. Entries are named by the file's own level
  /// number, and a skipped level's entries are not warned about.
  @Test func entryWarningsNameTheFilesLevelAndSkipASkippedLevel() throws {
    let file = AnagramsData.UserFile(levels: [
      .init(level: 1, entries: ["tuple", "bad-entry"]),
      .init(title: "Speedy", pointsPerTile: 5, timeToSolve: 8, entries: ["task group"]),
      .init(title: "Broken", entries: ["x"]),
      .init(title: "Also new", pointsPerTile: 2, timeToSolve: 9, entries: ["actor", "y"]),
      .init(level: 9, entries: ["z"]),
    ])
    var data = AnagramsData(levels: try bundled())
    data.merge(file, path: "user.json")
    expectEqual(data.levels.count, 5)
    expectEqual(
      data.problems,
      [
        .invalidEntry(
          path: "user.json", level: 1, reason: "'bad-entry' may hold only letters, digits and spaces"),
        .invalidLevel(
          path: "user.json", level: 3,
          reason: "a new level needs title, pointsPerTile and timeToSolve (or 'level' to extend one)"),
        .invalidEntry(path: "user.json", level: 4, reason: "'y' is too short to scramble"),
        .unknownLevel(path: "user.json", level: 5, number: 9),
      ])
    expectEqual(
      data.problems[2].summary,
      "user.json: the file's level 4: 'y' is too short to scramble; the entry is skipped")
  }

  @Test func missingUserFileIsFine() throws {
    let data = try AnagramsData.load(
      bundledFile: GameFixtures.bundledAnagrams, userDirectory: GameFixtures.folder("none"))
    expectTrue(data.problems.isEmpty)
    expectEqual(data.levels.count, 3)
  }

  @Test func missingBundledFileThrows() {
    let url = URL(fileURLWithPath: "/nonexistent/anagrams.json")
    #expect(throws: AnagramsDataError.self) {
      try AnagramsData.load(bundledFile: url, userDirectory: nil)
    }
  }

  @Test(arguments: [
    (#"{"levels": []}"#, "there are no levels"),
    (
      #"{"levels": [{"title": "X", "pointsPerTile": 0, "timeToSolve": 5, "entries": ["abc"]}]}"#,
      "pointsPerTile"
    ),
    (#"{"levels": [{"title": "X", "pointsPerTile": 2, "timeToSolve": 5}]}"#, "missing 'entries'"),
    (#"{"levels": [{"title": "X", "pointsPerTile": 2, "timeToSolve": 5, "entries": ["a"]}]}"#, "too short"),
  ])
  func invalidBundledContentIsRefused(json: String, message: String) {
    do {
      _ = try AnagramsData.decodeLevels(from: Data(json.utf8), path: "a.json")
      Issue.record("expected an error for \(json)")
    } catch {
      expectEqual(error.errorDescription?.contains(message), true, "\(error)")
    }
  }
}
