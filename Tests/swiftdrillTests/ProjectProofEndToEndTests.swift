import DrillKitTesting
import Foundation
import Testing

/// `check --run PROJECT` builds each stage's model solution and runs the stage's check, so a
/// broken solution fails the content proof at the line to fix. A copy of Add 1 cut to its
/// first two stages keeps it short.
@Suite(.ownThreads) struct ProjectProofEndToEndTests {
  let home = TemporaryHome.make()

  /// A copy of the bundled Add 1 with only its first `stages` stages, in a fresh folder.
  func copyOfAdd1(stages: Int) throws -> URL {
    let project = TemporaryHome.make().appendingPathComponent("add1", isDirectory: true)
    try FileManager.default.copyItem(
      at: BinaryRun.repositoryRoot.appendingPathComponent("projects/add1"), to: project)
    let manifest = project.appendingPathComponent("project.json")
    var object = try #require(
      try JSONSerialization.jsonObject(with: Data(contentsOf: manifest)) as? [String: Any])
    let all = try #require(object["stages"] as? [[String: Any]])
    object["stages"] = Array(all.prefix(stages))
    try JSONSerialization.data(withJSONObject: object).write(to: manifest)
    return project
  }

  /// Replaces `old` with `new` in a file of the project; returns the line it was on.
  @discardableResult
  func edit(_ project: URL, _ path: String, _ old: String, _ new: String) throws -> Int {
    let url = project.appendingPathComponent(path)
    let text = try String(contentsOf: url, encoding: .utf8)
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    let line = try #require(lines.firstIndex { $0.contains(old) }, "\(old) is not in \(path)") + 1
    try text.replacingOccurrences(of: old, with: new).write(to: url, atomically: true, encoding: .utf8)
    return line
  }

  @Test func aProjectsModelSolutionsAreProvenAndABrokenOneIsLocated() throws {
    let project = try copyOfAdd1(stages: 2)
    defer { try? FileManager.default.removeItem(at: project.deletingLastPathComponent()) }
    let good = try BinaryRun.run(["check", "--run", project.path], home: home)
    expectEqual(good.status, 0, "\(good.stdout)\(good.stderr)")
    expectContains(good.flowingStdout, "2 project stages' model solutions", "\(good.stdout)")

    let solution = "stages/02-checking/solution/Sources/Add1Core/Checking.swift"
    try edit(project, solution, "(digit + 1) % 10", "(digit + 2) % 10")
    let wrong = try BinaryRun.run(["check", "--run", project.path], home: home)
    expectEqual(wrong.status, 1, "\(wrong.stdout)")
    expectContains(wrong.stdout, "add1/stages/02-checking/tests.swift:", "\(wrong.stdout)")
    expectTrue(
      wrong.flowingStdout.contains(
        "the model solution of add1 stage 02-checking fails its tests: Check failed:"),
      "\(wrong.stdout)")

    try edit(project, solution, "(digit + 2) % 10", "(digit + 1) % 10")
    let line = try edit(project, solution, "answer == expectedAnswer", "answer == expected")
    let broken = try BinaryRun.run(["check", "--run", project.path], home: home)
    expectEqual(broken.status, 1, "\(broken.stdout)")
    expectContains(broken.stdout, "add1/\(solution):\(line):", "\(broken.stdout)")
    expectContains(
      broken.flowingStdout, "does not compile: cannot find 'expected' in scope", "\(broken.stdout)")
  }
}
