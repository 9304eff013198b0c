import DrillKitTesting
import Foundation
import Testing

/// `check` reports a model Answer that loses its own point in the app as the error it reports for a
/// point not said, at the point's line (session 48, review 16). `Fixtures/audit/whole-answer.md`:
/// two bundled questions as they were before session 48, whose Answers lose a point only in the
/// steps that read the whole answer (withholding; a sibling's better touch), as a learner typing
/// them lost it in `quiz`.
@Suite(.ownThreads) struct KeyPointCheckWholeAnswerTests {
  @Test func aPointLostInTheWholeAnswerIsAnErrorAtItsLine() throws {
    let home = TemporaryHome.make()
    defer { try? FileManager.default.removeItem(at: home) }
    let file = BinaryRun.fixtures.appendingPathComponent("audit/whole-answer.md")
    var run = try BinaryRun.run(["check", file.path], home: home)
    run.stdout = run.stdout.replacing(/\S*Fixtures\/audit\//, with: "")
    expectEqual(run.status, 1, "\(run.stdout)")
    let lines = run.stdout.split(separator: "\n").filter { $0.contains(": error: ") }
    expectEqual(lines.count, 2, "\(run.stdout)")
    expectTrue(
      lines.first?.hasPrefix(
        "whole-answer.md:46:3: error: key point 3 of `version-and-build-number` is stated by the model Answer "
          + "but not counted") == true, "\(run.stdout)")
    expectTrue(
      lines.last?.hasPrefix(
        "whole-answer.md:90:3: error: key point 4 of `actor-reentrancy` is not stated by the model Answer")
        == true, "\(run.stdout)")
  }
}
