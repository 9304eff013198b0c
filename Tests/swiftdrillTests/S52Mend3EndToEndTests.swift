import DrillKitTesting
import Foundation
import Testing

/// Session 52's tryout, piped: the output diff names a tab (finding 6); a lesson paged to its end
/// with `g N` is not done (finding 12).
@Suite(.ownThreads) struct S52Mend3EndToEndTests {
  let home = TemporaryHome.make()

  /// Finding 6: an output holding a tab answered without it was told "yours lacks a space".
  @Test func theOutputDiffNamesATab() throws {
    let pack = try S52Mend3TerminalTests.tabPack()
    let run = try BinaryRun.run(
      ["quiz", "--id", "my-code/tab-title"], input: "ab\n.\n", home: home,
      environment: ["SWIFTDRILL_BUNDLED": pack.path, "COLUMNS": "100"])
    expectContains(run.stdout, #""a\tb": yours lacks a tab after "a""#, "\(run.stdout)")
    expectNotContains(run.stdout, "lacks a space")
  }

  /// Finding 12: `g 3` (the last page) then Enter marked the fixture lesson (3 pages, 1 check) done
  /// with 2 pages read and the check missed. It is left there, saying why and how to read on; read
  /// through, it is done.
  @Test func aLessonPagedToItsEndIsNotDoneUntilItsPagesAreRead() throws {
    let course = ["SWIFTDRILL_BUNDLED": BinaryRun.fixtures.appendingPathComponent("course").path]
    func run(_ arguments: [String], input: String = "") throws -> BinaryRun {
      try BinaryRun.run(arguments, input: input, home: home, environment: course)
    }
    let skipped = try run(["lesson", "first"], input: "g 3\nvar\n\n")
    expectEqual(skipped.status, 0)
    expectNotContains(skipped.stdout, "Lesson done")
    expectContains(
      skipped.flowingStdout,
      "Not done yet: 2 of 3 pages read, 0 of 1 checks passed. A lesson is done when every page is "
        + "read or every check passed. Saved at page 3 (to read on: lesson first, then g 2).",
      "\(skipped.stdout)")
    let listed = try run(["lessons"])
    expectNotContains(listed.stdout, "✓ done")
    expectContains(listed.stdout, "first")

    let read = try run(["lesson", "first"], input: "g 2\n\nlet\n\n")
    expectContains(read.stdout, "✓ Lesson done: A first lesson", "\(read.stdout)")
    try expectContains(run(["lessons"]).stdout, "✓ done")
  }
}
