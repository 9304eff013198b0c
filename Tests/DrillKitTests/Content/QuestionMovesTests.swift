import DrillKitTesting
import Foundation
import Testing

@testable import DrillContent
@testable import DrillSupport

/// Reading `moved-ids.tsv`.
@Suite struct QuestionMovesTests {
  @Test func readsPairsAndSkipsCommentsAndBlankLines() {
    let text = "# old\tnew\n\na/one\tb/one\n  \nc/two\td/two\n"
    let parsed = QuestionMoves.parse(text, path: "moved-ids.tsv")
    expectTrue(parsed.diagnostics.isEmpty)
    expectEqual(parsed.moves.targets, ["a/one": "b/one", "c/two": "d/two"])
  }

  @Test func followsChainsToTheirEnd() {
    let moves = QuestionMoves(["a/x": "b/x", "b/x": "c/x", "q/y": "r/y"])
    expectEqual(moves.targets, ["a/x": "c/x", "b/x": "c/x", "q/y": "r/y"])
  }

  @Test func aCycleMovesNothing() {
    expectTrue(QuestionMoves(["a/x": "b/x", "b/x": "a/x"]).isEmpty)
    expectTrue(QuestionMoves(["a/x": "a/x"]).isEmpty)
  }

  @Test(arguments: [
    ("a/one b/one", 1), ("a/one\t", 1), ("one\tb/one", 1), ("a/one\tb/one\tc/one", 1), ("a/b/c\td/e", 1),
  ])
  func malformedLinesAreReportedWithTheirLine(line: String, count: Int) {
    let parsed = QuestionMoves.parse("# header\n\(line)\nok/x\tok/y\n", path: "q/moved-ids.tsv")
    expectEqual(parsed.diagnostics.count, count)
    expectEqual(parsed.diagnostics.first?.location, ContentLocation(path: "q/moved-ids.tsv", line: 2))
    expectEqual(parsed.moves.targets, ["ok/x": "ok/y"])
  }

  @Test func anIdMovedToTwoPlacesKeepsTheFirst() {
    let parsed = QuestionMoves.parse("a/x\tb/x\na/x\tc/x\n", path: "m.tsv")
    expectEqual(parsed.diagnostics.map(\.location.line), [2])
    expectEqual(parsed.moves.targets, ["a/x": "b/x"])
  }

  @Test func loadsTheFileOfEachFolderAndSkipsMissingOnes() throws {
    let first = try TemporaryFolder()
    let second = try TemporaryFolder()
    try first.write(QuestionMoves.fileName, "a/x\tb/x\n")
    let loaded = QuestionMoves.load(from: [first.url, second.url])
    expectTrue(loaded.diagnostics.isEmpty)
    expectEqual(loaded.moves.targets, ["a/x": "b/x"])
  }

  @Test func checkReportsMovesToMissingQuestionsAndFromExistingOnes() throws {
    let folder = try TemporaryFolder()
    try folder.write(
      QuestionMoves.fileName, "# moves\nold/q\tnew/q\nold/r\tnew/gone\nnew/q\tnew/q2\nbad line\n")
    let pack = "---\nid: new\ntitle: New\n---\n\n## Q\nid: q\n\nSay yes.\n\n### Accept\n- yes\n"
    let library = ContentLoader().loadPack(text: pack, path: "new.md")
    let problems = QuestionMoves.problems(in: [folder.url], library: library)
    expectEqual(problems.map(\.location.line).sorted(), [3, 4, 4, 5])
    expectTrue(problems.allSatisfy { $0.severity == .error })
    expectTrue(problems.contains { $0.message.contains("`new/gone`, which is not a question") })
    expectTrue(problems.contains { $0.message.contains("`new/q` still exists") })
    expectTrue(
      QuestionMoves.problems(in: [folder.url.appendingPathComponent("none")], library: library).isEmpty)
  }

  @Test func foldersAreTheQuestionSourcesAndTheQuestionsFolderOfOthers() {
    let root = URL(fileURLWithPath: "/content")
    let folders = QuestionMoves.folders(of: [
      ContentSource(root.appendingPathComponent("q"), role: .questions),
      ContentSource(root.appendingPathComponent("l"), role: .lessons),
      ContentSource(root.appendingPathComponent("a"), role: .auto),
    ])
    expectEqual(folders.map(\.path), ["/content/q", "/content/a", "/content/a/questions"])
  }
}
