import DrillKitTesting
import Foundation
import Testing

/// A question that moved to another pack keeps the learner's history: the binary
/// applies the bundled content's `moved-ids.tsv` when it opens the progress file
/// (and never one from anywhere else).
@Suite(.ownThreads) struct QuestionMovesEndToEndTests {
  let home = TemporaryHome.make()
  /// The bundled content (`SWIFTDRILL_BUNDLED`), apart from the data folder.
  let bundled = TemporaryHome.make()
  var content: URL { bundled.appendingPathComponent("questions", isDirectory: true) }

  func writePack(id: String) throws {
    try FileManager.default.createDirectory(at: content, withIntermediateDirectories: true)
    for old in try FileManager.default.contentsOfDirectory(atPath: content.path) where old.hasSuffix(".md") {
      try FileManager.default.removeItem(at: content.appendingPathComponent(old))
    }
    let text = "---\nid: \(id)\ntitle: A pack\n---\n\n## Say yes\nid: q1\n\nSay yes.\n\n### Accept\n- yes\n"
    try text.write(to: content.appendingPathComponent("\(id).md"), atomically: true, encoding: .utf8)
  }

  func run(_ arguments: [String], input: String = "") throws -> BinaryRun {
    try BinaryRun.run(arguments, input: input, home: home, environment: ["SWIFTDRILL_BUNDLED": bundled.path])
  }

  /// Question ids in the exported review log and memory.
  func exportedIDs() throws -> (reviews: [String], memory: [String]) {
    let export = try run(["export", "--json", "-"])
    expectEqual(export.status, 0, "\(export.stderr)")
    let json = try #require(
      try JSONSerialization.jsonObject(with: Data(export.stdout.utf8)) as? [String: Any])
    let reviews = try #require(json["reviews"] as? [[String: Any]]).compactMap {
      $0["question_id"] as? String
    }
    let memory = try #require(json["questions"] as? [[String: Any]]).compactMap { $0["id"] as? String }
    return (reviews, memory)
  }

  @Test func historyFollowsAMovedQuestionAndMovingTwiceChangesNothing() throws {
    try writePack(id: "old-pack")
    let quiz = try run(["quiz", "--count", "1"], input: "yes\n")
    expectTrue(quiz.status == 0 && quiz.stdout.contains("1 of 1 right"), "\(quiz.stdout)\n\(quiz.stderr)")
    try expectEqual(exportedIDs().memory, ["old-pack/q1"])

    try writePack(id: "new-pack")
    try "# moved\nold-pack/q1\tnew-pack/q1\n".write(
      to: content.appendingPathComponent("moved-ids.tsv"), atomically: true, encoding: .utf8)
    let drill = try run(["drill", "--new", "0"])
    expectEqual(drill.status, 0, "\(drill.stderr)")
    try expectEqual(exportedIDs().reviews, ["new-pack/q1"])
    try expectEqual(exportedIDs().memory, ["new-pack/q1"])

    try expectEqual(run(["quiz", "--count", "1"], input: "yes\n").status, 0)
    let after = try exportedIDs()
    expectEqual(after.reviews, ["new-pack/q1", "new-pack/q1"])
    expectEqual(after.memory, ["new-pack/q1"])
  }

  /// Issue 25, finding 10: a `--content` folder (anyone's pack) holding a `moved-ids.tsv`
  /// that moves a bundled question to one of its own leaves the learner's history alone.
  @Test func aContentFolderCannotMoveTheLearnersHistory() throws {
    try writePack(id: "old-pack")
    let quiz = try run(["quiz", "--count", "1"], input: "yes\n")
    expectEqual(quiz.status, 0, "\(quiz.stdout)\n\(quiz.stderr)")
    let evil = home.appendingPathComponent("evil", isDirectory: true)
    try FileManager.default.createDirectory(at: evil, withIntermediateDirectories: true)
    try "---\nid: evil-pack\ntitle: Evil\n---\n\n## Stolen\nid: stolen\n\nSay yes.\n\n### Accept\n- yes\n"
      .write(
        to: evil.appendingPathComponent("evil-pack.md"), atomically: true, encoding: .utf8)
    try "old-pack/q1\tevil-pack/stolen\n".write(
      to: evil.appendingPathComponent("moved-ids.tsv"), atomically: true, encoding: .utf8)
    let drill = try run(["--content", evil.path, "drill", "--new", "0"])
    expectEqual(drill.status, 0, "\(drill.stderr)")
    try expectEqual(exportedIDs().memory, ["old-pack/q1"])
    try expectEqual(exportedIDs().reviews, ["old-pack/q1"])
  }

  @Test func theBundledMovesPointAtQuestionsThatExist() throws {
    let check = try BinaryRun.run(["check", "--json"], home: home)
    let json = try #require(try JSONSerialization.jsonObject(with: Data(check.stdout.utf8)) as? [String: Any])
    let packs = try #require(json["packs"] as? [[String: Any]])
    let ids = Set(
      packs.flatMap { pack in
        (pack["questions"] as? [[String: Any]] ?? []).map { "\(pack["id"] ?? "")/\($0["id"] ?? "")" }
      })
    let text = try String(
      contentsOf: BinaryRun.repositoryRoot.appendingPathComponent("questions/moved-ids.tsv"), encoding: .utf8)
    let pairs = text.split(separator: "\n").filter { !$0.hasPrefix("#") }.map { $0.split(separator: "\t") }
    expectTrue(pairs.count >= 375)
    for pair in pairs {
      expectEqual(pair.count, 2)
      expectContains(ids, String(pair[1]), "\(pair[1]) does not exist")
      expectNotContains(ids, String(pair[0]), "\(pair[0]) still exists")
    }
  }
}
