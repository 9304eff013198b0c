import DrillKitTesting
import Foundation
import Testing

/// Session 50's tryout, the course: `learn` (finding 6), what `lesson` alone opens (5, 18), inline
/// code without colour (15) and a lesson snippet given words (16).
@Suite(.ownThreads) struct S50Mend1EndToEndTests {
  let home = TemporaryHome.make()
  let content = TemporaryHome.make()

  /// Lessons a, b and c in that order, two pages each; page 2 holds a code span.
  init() throws {
    let lessons = content.appendingPathComponent("lessons", isDirectory: true)
    try FileManager.default.createDirectory(at: lessons, withIntermediateDirectories: true)
    for (order, id) in ["a", "b", "c"].enumerated() {
      let text = """
        ---
        id: \(id)
        title: Lesson \(id.uppercased())
        level: beginner
        order: \(order + 1)
        ---

        The lesson \(id).

        ## The second page

        A letter such as `a` made a count as a right answer for a 9.

        """
      try text.write(
        to: lessons.appendingPathComponent("0\(order + 1)-\(id).md"), atomically: true, encoding: .utf8)
    }
    let questions = BinaryRun.fixtures.appendingPathComponent("course/questions")
    try FileManager.default.copyItem(at: questions, to: content.appendingPathComponent("questions"))
  }

  func run(_ arguments: [String], input: String = "", bundled: URL? = nil) throws -> BinaryRun {
    try BinaryRun.run(
      arguments, input: input, home: home, environment: ["SWIFTDRILL_BUNDLED": (bundled ?? content).path])
  }

  /// Finding 6: `learn` was "unknown command 'learn'. Try 'help'."; it is the lessons command.
  @Test func learnIsTheLessonsCommand() throws {
    let learn = try run(["learn"])
    expectEqual(learn.status, 0, "\(learn.stderr)")
    expectEqual(learn.stdout, try run(["lessons"]).stdout)
    expectContains(learn.stdout, "Lesson A")
    expectContains(try run(["help", "lessons"]).flowingStdout, "Also: learn")
    expectEqual(try run(["__complete", "--", "lea"]).stdout, "learn\n")
  }

  /// Finding 5: "Saved at page 2; 'lesson c' resumes here.", then `lesson` alone opened lesson a.
  @Test func lessonAloneResumesTheLessonLeftLast() throws {
    let left = try run(["lesson", "c"], input: "n\nq\n")
    expectContains(left.stdout, "Saved at page 2; 'lesson c' resumes here.", "\(left.stdout)")
    let resumed = try run(["lesson"], input: "q\n")
    expectEqual(resumed.status, 0, "\(resumed.stderr)")
    expectContains(resumed.stdout, "Lesson C", "\(resumed.stdout)")
    expectContains(resumed.stdout, "Resuming at page 2.", "\(resumed.stdout)")
    expectNotContains(resumed.stdout, "Lesson A")
  }

  /// Finding 18: a finished lesson "resumed" on its last page; it opens at page 1, and says why.
  @Test func aFinishedLessonOpensAtItsFirstPage() throws {
    let done = try run(["lesson", "a"], input: "\n\n")
    expectContains(done.flowingStdout, "Lesson done", "\(done.stdout)")
    let again = try run(["lesson", "a"], input: "q\n")
    expectContains(again.stdout, "You finished this lesson: it opens at page 1.", "\(again.stdout)")
    expectContains(again.stdout, "— 1/2", "\(again.stdout)")
    expectNotContains(again.stdout, "Resuming")
    // Once it is done, `lesson` alone goes on with the course.
    expectContains(try run(["lesson"], input: "q\n").stdout, "Lesson B")
  }

  /// Finding 15: without colour "made `a` count" read "made a count"; the backticks stay.
  @Test func inlineCodeKeepsItsBackticksWithoutColour() throws {
    let page = try run(["lesson", "b"], input: "n\nq\n")
    expectContains(
      page.flowingStdout, "A letter such as `a` made a count as a right answer", "\(page.stdout)")
  }

  /// Finding 15 names `TERM=dumb` among the terminals without colour: colour sequences were
  /// printed there (a dumb terminal shows them as text).
  @Test func aDumbTerminalGetsNoColour() throws {
    for term in ["xterm", "dumb"] {
      var environment = LearnerTerminal.environment(home: home)
      environment["NO_COLOR"] = nil
      environment["TERM"] = term
      let terminal = try PseudoTerminal(
        executable: BinaryRun.executable, arguments: ["lessons"], environment: environment, columns: 80)
      try expectEqual(terminal.waitForExit(), 0)
      expectEqual(terminal.output.contains("\u{1B}["), term == "xterm", "TERM=\(term): \(terminal.output)")
    }
  }

  /// Finding 16: lesson 2's arguments page could not be run with arguments ("Unknown key "run 1 7"").
  @Test func aLessonSnippetCanBeGivenWords() throws {
    let page = try run(
      ["lesson", "first-program"], input: "g 5\nrun 1 7\nq\n", bundled: BinaryRun.repositoryRoot)
    expectEqual(page.status, 0, "\(page.stderr)")
    let flowing = page.flowingStdout
    expectContains(flowing, "Here `run 1 7` runs the example with the word `7`", "\(page.stdout)")
    expectContains(flowing, "Running snippet 1 with 7", "\(page.stdout)")
    expectContains(page.stdout, "words after the program's name: 1", "\(page.stdout)")
    expectContains(page.stdout, "seed 7", "\(page.stdout)")
    expectNotContains(page.stdout, "Unknown key")
  }
}

/// Session 50's tryout, the projects: a crash placed (finding 1), the decoder's error let through
/// (17) and a target without its folder (10).
@Suite(.ownThreads) struct S50Mend1ProjectEndToEndTests {
  typealias Learner = ProjectsEndToEndTests.Learner

  /// Finding 1: guess stage 3 with an index out of range on the winning guess printed the standard
  /// library's file and eleven raw frames. It names the check running and the learner's line.
  @Test func aCrashNamesTheCheckAndTheLearnersLine() throws {
    let learner = try Learner(.testUser)
    defer { learner.remove() }
    try expectEqual(learner.run(["project", "start", "guess", learner.package.path]).status, 0)
    for stage in ["01-state", "02-compare"] {
      try learner.writeSolution("guess", stage: stage)
      try expectEqual(learner.run(["project", "check", learner.package.path]).status, 0)
    }
    try learner.writeSolution("guess", stage: "03-feedback")
    try learner.edit("Sources/GuessCore/GuessGame.swift") {
      $0.replacingOccurrences(
        of: #"return "You won in \(guesses) \(guesses == 1 ? "guess" : "guesses")!""#,
        with: #"let words = ["guess"]; return "You won in \(guesses) \(words[guesses == 1 ? 0 : 1])!""#)
    }
    let crashed = try learner.run(["project", "check", learner.package.path])
    expectEqual(crashed.status, 1)
    let flowing = crashed.flowingStdout
    expectContains(
      flowing, "The tests of stage 3 crashed: Fatal error: Index out of range.", "\(crashed.stdout)")
    expectContains(flowing, "Your code stopped at Sources/GuessCore/GuessGame.swift:33.", "\(crashed.stdout)")
    expectContains(
      flowing, "It was running the check on line 15 of stages/03-feedback.tests.swift:", "\(crashed.stdout)")
    expectContains(flowing, "the fifth guess finds the secret", "\(crashed.stdout)")
    expectNotContains(crashed.stdout, "<unavailable>")
    expectNotContains(crashed.stdout, "ContiguousArrayBuffer")
    let traced = try learner.run(["project", "check", "--trace", learner.package.path])
    expectContains(traced.stdout, "<unavailable>", "\(traced.stdout)")
  }

  /// Finding 17: anagrams stage 1 with a word list missing `entries` said "expected: 3 / got: 0".
  @Test func aWordListThatDoesNotDecodeShowsTheDecodersError() throws {
    let learner = try Learner(.testUser)
    defer { learner.remove() }
    try expectEqual(learner.run(["project", "start", "anagrams", learner.package.path]).status, 0)
    try learner.writeSolution("anagrams", stage: "01-levels")
    try learner.edit("Sources/AnagramsCore/Level.swift") {
      $0.replacingOccurrences(of: #""entries": ["let""#, with: #""words": ["let""#)
    }
    let failed = try learner.run(["project", "check", learner.package.path])
    expectEqual(failed.status, 1)
    expectContains(
      failed.flowingStdout,
      #"Check failed: Level.load(fromJSON: builtInJSON) threw keyNotFound("entries") at levels[0]"#,
      "\(failed.stdout)")
    expectNotContains(failed.stdout, "got:      0")
  }

  /// Finding 10: add1's program target renamed to "addone" passed without a note; `swift run` failed.
  @Test func aTargetWithoutItsFolderIsNoted() throws {
    let learner = try Learner(.testUser)
    defer { learner.remove() }
    try expectEqual(learner.run(["project", "start", "add1", learner.package.path]).status, 0)
    try learner.writeSolution("add1", stage: "01-code")
    try learner.edit("Package.swift") {
      $0.replacingOccurrences(
        of: #".executableTarget(name: "add1""#, with: #".executableTarget(name: "addone""#)
    }
    let checked = try learner.run(["project", "check", learner.package.path])
    expectEqual(checked.status, 0, "the stage's code passes; the note is about swift run")
    expectContains(
      checked.flowingStdout,
      "Note: `swift run` will fail: Package.swift:10:5: error: Source files for target addone should be "
        + "located under 'Sources/addone'",
      "\(checked.stdout)")
  }
}
