import DrillKitTesting
import Foundation
import Testing

/// What `check` and `packs --topics` report about content: Swift versions a pack
/// needs, topics, tags and hints.
@Suite(.ownThreads) struct ContentReportingEndToEndTests {
  let home = TemporaryHome.make()
  let future = BinaryRun.fixtures.appendingPathComponent("future-swift").path

  func run(_ arguments: [String]) throws -> BinaryRun {
    try BinaryRun.run(arguments, home: home, environment: ["SWIFTDRILL_BUNDLED": future])
  }

  @Test func codeOfAPackNeedingANewerSwiftIsSkippedWithAWarning() throws {
    let check = try run(["check", "--run"])
    expectEqual(check.status, 0, "\(check.stdout)")
    expectContains(check.stdout, "future.md:1:1: warning: pack `future` needs Swift 99.0")
    expectContains(check.stdout, "its 1 code block not run")
    expectContains(check.flowingStdout, "ran 1 code claim with swiftc: 0 errors, 1 warning")
  }

  @Test func anInvalidSwiftVersionIsAnError() throws {
    let pack = home.appendingPathComponent("odd.md")
    try "---\nid: odd\ntitle: Odd\nswift: six\n---\n\n## Q\n\nSay yes.\n\n### Accept\n- yes\n".write(
      to: pack, atomically: true, encoding: .utf8)
    let check = try run(["check", pack.path])
    expectEqual(check.status, 1)
    expectContains(check.stdout, "odd.md:4:8: error: `swift` `six` is not a Swift version")
  }

  @Test func checkJSONGivesEachQuestionItsTopicTagsAndHints() throws {
    let check = try run(["check", "--json"])
    let json = try #require(try JSONSerialization.jsonObject(with: Data(check.stdout.utf8)) as? [String: Any])
    let packs = try #require(json["packs"] as? [[String: Any]])
    let today = try #require(packs.first { $0["id"] as? String == "today" }?["questions"] as? [[String: Any]])
    expectTrue(today.first?["topic"] as? String == "basics")
    expectTrue(today.first?["tags"] as? [String] == ["basics", "printing"])
    expectTrue(today.first?["hints"] as? Int == 2)
    let future = try #require(
      packs.first { $0["id"] as? String == "future" }?["questions"] as? [[String: Any]])
    expectTrue(future.first?["topic"] as? String == "(untagged)")
    expectTrue(future.first?["hints"] as? Int == 0)
  }

  @Test func packsTopicsJSONCountsLevelsKindsAndTypes() throws {
    let packs = try run(["packs", "--topics", "--json"])
    expectEqual(packs.status, 0)
    let json = try #require(try JSONSerialization.jsonObject(with: Data(packs.stdout.utf8)) as? [String: Any])
    expectTrue(json["total"] as? Int == 2)
    expectTrue(json["levels"] as? [String: Int] == ["beginner": 1, "intermediate": 0, "advanced": 1])
    let topics = try #require(json["topics"] as? [[String: Any]])
    expectEqual(topics.map { $0["topic"] as? String }, ["(untagged)", "basics"])
    let basics = try #require(topics.last)
    expectTrue(basics["levels"] as? [String: Int] == ["beginner": 1, "intermediate": 0, "advanced": 0])
    expectTrue(basics["kinds"] as? [String: Int] == ["written": 1, "verbal": 0])
    expectTrue(
      basics["types"] as? [String: Int] == ["output": 1, "choice": 0, "short": 0, "code": 0, "explain": 0])
    expectTrue(basics["with_hints"] as? Int == 1)
  }
}
