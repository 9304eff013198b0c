import DrillContent
import DrillKitTesting
import DrillProgress
import Foundation
import Testing

/// Session 49's review of the tryout's fixes, through the built binary: the placement level after
/// `reset --all` (finding 2), on a quiz of a pack or tag (finding 3) and in a drill's random order
/// (finding 5).
@Suite(.ownThreads) struct ReviewFortyNineEndToEndTests {
  let home = TemporaryHome.make()

  /// Stores `level` as the last placement test's, as `placement` does.
  func place(_ level: Level) throws {
    let store = try ProgressStore(url: home.appendingPathComponent("progress.sqlite"))
    try store.settings.setPlacementLevel(level)
  }

  /// Finding 3: after placement, `quiz --pack optionals` served advanced questions only, and no
  /// `--level` asked every level again. Only a bare quiz is at the placement level; `--level any`
  /// (or `all`) asks every level; `quiz --help` says so.
  @Test func onlyABareQuizIsAtThePlacementLevel() throws {
    try place(.advanced)
    let bare = try BinaryRun.run(["quiz", "--count", "1"], home: home)
    expectContains(bare.stdout, "Level advanced, from your placement test (--level picks another).")
    let choices = [
      ["--pack", "optionals"], ["--tag", "optionals"], ["--topic", "optionals"], ["--level", "any"],
      ["--level", "ALL"],
    ]
    for options in choices {
      let run = try BinaryRun.run(["quiz", "--count", "1"] + options, home: home)
      expectEqual(run.status, bare.status, "\(options): \(run.stderr)")
      expectContains(run.stdout, "Question 1", "\(options): \(run.stdout)")
      expectNotContains(run.stdout, "from your placement test", "\(options)")
    }
    let help = try BinaryRun.run(["quiz", "--help"], home: home)
    expectContains(help.flowingStdout, "advanced or any (default: your placement level for a quiz without")
    let drill = try BinaryRun.run(["drill", "--help"], home: home)
    expectContains(
      drill.flowingStdout, "advanced or any (default: every level, new ones from your placement level)")
    let interview = try BinaryRun.run(["interview", "--help"], home: home)
    expectContains(interview.flowingStdout, "(default: your placement level, or beginner)")
  }

  /// Finding 5: `drill --order random` said "New questions from advanced, from your placement test"
  /// and asked a beginner question: only the levels order starts at the placement level.
  @Test func onlyTheLevelsOrderSaysWhereNewQuestionsStart() throws {
    try place(.advanced)
    let levels = try BinaryRun.run(["drill", "--new", "1"], home: home)
    expectContains(levels.stdout, "New questions from advanced, from your placement test")
    for options in [["--order", "random"], ["--order", "library"], ["--level", "any"]] {
      let run = try BinaryRun.run(["drill", "--new", "1"] + options, home: home)
      expectEqual(run.status, 0, "\(options): \(run.stderr)")
      expectContains(run.stdout, "Drill:", "\(options): \(run.stdout)")
      expectNotContains(run.stdout, "from your placement test", "\(options)")
    }
  }

  /// Finding 2: `reset --all` kept the placement level, so the next quiz still said "Level
  /// advanced, from your placement test". It is cleared, and the reset says so.
  @Test func resetAllForgetsThePlacementLevel() throws {
    try place(.advanced)
    let reset = try BinaryRun.run(["reset", "--all", "--yes"], home: home)
    expectEqual(reset.status, 0, "\(reset.stderr)")
    expectContains(
      reset.flowingStdout,
      "Also cleared: your placement level (advanced) and today's new-question claims; 'placement' "
        + "estimates your level again.")
    let quiz = try BinaryRun.run(["quiz", "--count", "1"], home: home)
    expectNotContains(quiz.stdout, "from your placement test")
  }
}
