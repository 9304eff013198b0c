import DrillKitTesting
import DrillProgress
import DrillScheduling
import Foundation
import Testing

/// The Anki and review-log commands as a learner runs them: not root (as `nobody`).
@Suite(.ownThreads, .enabled(if: ReliabilityCommand.canRunAsNobody, "needs root and setpriv"))
struct AnkiUnprivilegedTests {
  /// A home owned by `nobody`, holding a review log of simulated foreign cards.
  static func home() throws -> (home: URL, log: URL) {
    let home = TemporaryHome.make()
    let histories = try ReviewSimulator(parameters: Scheduler.defaultParameters)
      .simulate(reviews: 2_000, start: Date(timeIntervalSince1970: 1_735_000_000), seed: 3)
    var lines = ["card_id,review_time,review_rating,review_state,review_duration"]
    for (index, history) in histories.enumerated() {
      for review in history.reviews {
        lines.append(
          "\(index + 1),\(Int64(review.reviewedAt.timeIntervalSince1970 * 1_000)),\(review.rating.rawValue),,"
        )
      }
    }
    let log = home.appendingPathComponent("log.csv")
    try (lines.joined(separator: "\n") + "\n").write(to: log, atomically: true, encoding: .utf8)
    let nobody = try #require(UserAccount.named("nobody"))
    for path in [home.path, log.path] {
      expectEqual(chown(path, nobody.uid, nobody.gid), 0)
    }
    return (home, log)
  }

  @Test func aLearnerImportsHistoryOptimizesAndMovesPacksBothWays() throws {
    let (home, log) = try Self.home()
    func run(_ arguments: [String]) throws -> BinaryRun {
      try ReliabilityCommand.run(prefix: ReliabilityCommand.asNobody, arguments, home: home)
    }
    let imported = try run(["import", "--reviews-csv", log.path])
    expectEqual(imported.status, 0, "\(imported.stderr)")
    let optimize = try run(["optimize", "--json"])
    expectEqual(optimize.status, 0, "\(optimize.stderr)")
    expectContains(optimize.stdout, "\"log_loss_after\"")
    let retention = try run(["drill", "--retention", "0.8", "--new", "0"])
    expectEqual(retention.status, 0, "\(retention.stderr)")
    let package = home.appendingPathComponent("course.apkg").path
    let export = try run(["export", "--anki", package, "--with-progress"])
    expectEqual(export.status, 0, "\(export.stderr)")
    // The course's own questions come back as themselves: nothing new is written.
    let back = try run(["import", "--anki", package, "--to", "back"])
    expectEqual(back.status, 0, "\(back.stderr)")
    expectContains(back.flowingStdout, "already in your library", "\(back.stdout)")
    expectTrue(!FileManager.default.fileExists(atPath: home.appendingPathComponent("questions/back.md").path))
    // A learner without the course gets its pack back, written into their own folder.
    var bare = try ReliabilityCommand.environment(home: home)
    bare["SWIFTDRILL_BUNDLED"] = "none"
    let binary = try ReliabilityCommand.readable()
      .appendingPathComponent(BinaryRun.executable.lastPathComponent)
    let restored = try BinaryRun.run(
      ["import", "--anki", package], input: Data(), environment: bare, prefix: ReliabilityCommand.asNobody,
      binary: binary)
    expectEqual(restored.status, 0, "\(restored.stderr)")
    let check = try BinaryRun.run(
      ["check", home.appendingPathComponent("questions/basics.md").path], input: Data(), environment: bare,
      prefix: ReliabilityCommand.asNobody, binary: binary)
    expectEqual(check.status, 0, "\(check.stdout)\(check.stderr)")
  }

  @Test func aStoreTheLearnerMayNotWriteIsReportedAndLeftAlone() throws {
    let (home, log) = try Self.home()
    let store = home.appendingPathComponent("progress.sqlite")
    _ = try ProgressStore(url: store)
    expectTrue(chown(home.path, 0, 0) == 0 && chmod(home.path, 0o755) == 0 && chmod(store.path, 0o644) == 0)
    let before = try Data(contentsOf: store)
    let result = try ReliabilityCommand.run(
      prefix: ReliabilityCommand.asNobody, ["import", "--reviews-csv", log.path], home: home)
    expectEqual(result.status, 1)
    expectContains(result.stderr, "Cannot write progress", "\(result.stderr)")
    try expectEqual(Data(contentsOf: store), before)
  }
}
