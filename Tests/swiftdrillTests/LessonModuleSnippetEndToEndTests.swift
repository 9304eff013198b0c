import DrillKitTesting
import Foundation
import Testing

/// Session 47's tryout (finding 31): lesson 13's page 6 shows two examples, each a `{module=…}`
/// block and the program importing it, and said "run 1…4" (runs 1 and 2 the same program, 3 and
/// 4 too); the failing program's error said "line 4" of what read as three lines (its blank line
/// uncounted). One snippet per example, and the error quotes the line it names.
@Suite(.ownThreads) struct LessonModuleSnippetEndToEndTests {
  let home = TemporaryHome.make()

  @Test func eachExampleIsOneSnippetAndTheErrorQuotesItsLine() throws {
    let run = try BinaryRun.run(
      ["lesson", "properties"], input: "g 6\nrun 2\nrun 3\nq\n", home: home,
      environment: ["COLUMNS": "100"])
    expectEqual(run.status, 0, "\(run.stderr)")
    expectContains(run.stdout, "(run 1…2 compiles and runs the snippets)", "\(run.stdout)")
    expectNotContains(run.stdout, "run 1…4", "\(run.stdout)")
    expectContains(
      run.stdout,
      "Does not compile, as the lesson says:\n  line 4 (print(game.guesses)): 'guesses' is inaccessible due to "
        + "'internal' protection level", "\(run.stdout)")
    expectContains(run.stdout, "This page has snippets 1 to 2.", "\(run.stdout)")
  }
}
