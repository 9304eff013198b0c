import DrillKitTesting
import Foundation
import Testing

/// `reset` as a learner runs it (not root): the backup is theirs, and a store
/// they cannot write is left exactly as it was, with a clear message.
@Suite(.ownThreads) struct ReliabilityResetTests {
  static func bytes(_ url: URL) -> Data? { try? Data(contentsOf: url) }

  @Test(.enabled(if: ReliabilityCommand.canRunAsNobody, "needs root and setpriv"))
  func aLearnerResetsTheirOwnProgressAfterABackup() throws {
    let home = TemporaryHome.make()
    expectTrue(ReliabilityCommand.tool("/bin/chown", ["-R", "nobody:nogroup", home.path]))
    let quiz = try ReliabilityCommand.run(
      prefix: ReliabilityCommand.asNobody, ["quiz", "--id", "basics/nil-coalescing"], input: "nope\n",
      home: home)
    expectEqual(quiz.status, 0, "\(quiz.stderr)")
    let reset = try ReliabilityCommand.run(
      prefix: ReliabilityCommand.asNobody, ["reset", "--all", "--yes"], home: home)
    expectEqual(reset.status, 0, "\(reset.stderr)")
    // The path is a token of its own: it may stand on the next line.
    let said = reset.flowingStdout
    let start = try #require(said.range(of: "Backup written to "))
    let backup = String(said[start.upperBound...].prefix { $0 != " " })
    let attributes = try FileManager.default.attributesOfItem(atPath: backup)
    expectTrue(attributes[.ownerAccountName] as? String == "nobody")
    let show = try ReliabilityCommand.run(
      prefix: ReliabilityCommand.asNobody, ["show", "basics/nil-coalescing"], home: home)
    expectContains(show.stdout, "not answered yet")
  }

  @Test(.enabled(if: ReliabilityCommand.canRunAsNobody, "needs root and setpriv"))
  func aStoreTheLearnerCannotWriteIsNotReset() throws {
    let home = TemporaryHome.make()
    // Root records an answer; the files stay root's. swiftdrill makes them private (0700, 0600):
    // open them for reading to all, so the learner can read the store but not write it.
    let quiz = try ReliabilityCommand.run(
      prefix: [], ["quiz", "--id", "basics/nil-coalescing"], input: "nope\n", home: home)
    expectEqual(quiz.status, 0, "\(quiz.stderr)")
    let store = home.appendingPathComponent("progress.sqlite")
    chmod(home.path, 0o755)
    for name in try FileManager.default.contentsOfDirectory(atPath: home.path) {
      chmod(home.appendingPathComponent(name).path, 0o644)
    }
    let before = Self.bytes(store)
    let listing = try FileManager.default.contentsOfDirectory(atPath: home.path).sorted()
    let reset = try ReliabilityCommand.run(
      prefix: ReliabilityCommand.asNobody, ["reset", "--all", "--yes"], home: home)
    expectEqual(reset.status, 1, "\(reset.stdout)")
    expectContains(reset.stderr, store.path, "\(reset.stderr)")
    expectEqual(Self.bytes(store), before)
    try expectEqual(FileManager.default.contentsOfDirectory(atPath: home.path).sorted(), listing)
  }
}
