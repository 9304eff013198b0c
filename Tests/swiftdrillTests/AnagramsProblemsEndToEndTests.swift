import DrillKitTesting
import Foundation
import Testing

/// Problems in the learner's games/anagrams.json: one severity per line, said once
/// per change of the file.
@Suite(.ownThreads) struct AnagramsProblemsEndToEndTests {
  let home = TemporaryHome.make()
  let course = ["SWIFTDRILL_BUNDLED": BinaryRun.fixtures.appendingPathComponent("course").path]

  func play() throws -> BinaryRun {
    try BinaryRun.run(["play", "anagrams", "--seed", "1"], input: "q\n", home: home, environment: course)
  }

  func writeUserFile(_ entries: [String]) throws {
    let games = home.appendingPathComponent("games", isDirectory: true)
    try FileManager.default.createDirectory(at: games, withIntermediateDirectories: true)
    let list = entries.map { "\"\($0)\"" }.joined(separator: ", ")
    try #"{"levels": [{"level": 2, "entries": [\#(list)]}]}"#
      .write(to: games.appendingPathComponent("anagrams.json"), atomically: true, encoding: .utf8)
  }

  @Test func problemsAreShownOnceWithOneSeverityAndAgainAfterAChange() throws {
    try writeUserFile(["Int?", "inout"])
    let first = try play()
    expectEqual(first.status, 0, "\(first.stderr)")
    let lines = first.stderr.split(separator: "\n").map(String.init)
    expectTrue(lines.contains { $0.contains("the file's level 1: 'Int?'") }, "\(first.stderr)")
    for line in lines {
      let severities = ["warning:", "error:"].map { line.components(separatedBy: $0).count - 1 }.reduce(0, +)
      expectEqual(severities, 1, "\(line)")
    }
    let second = try play()
    expectNotContains(second.stderr, "Int?", "\(second.stderr)")
    try writeUserFile(["Int?", "inout", "tuple"])
    let third = try play()
    expectContains(third.stderr, "the file's level 1: 'Int?'", "\(third.stderr)")
  }
}
