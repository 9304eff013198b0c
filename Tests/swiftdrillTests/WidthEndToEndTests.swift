import DrillGames
import DrillKitTesting
import DrillSupport
import Foundation
import Testing

/// The built binary at 40, 60 and 110 columns (`COLUMNS`, stdout piped) on the
/// fixture course: no line wider than the width except a single unbreakable
/// token or a line of code, no word cut in two, inline code rendered, program
/// output behind its gutter.
@Suite(.ownThreads) struct WidthEndToEndTests {
  let home = TemporaryHome.make()

  func run(_ arguments: [String], input: String = "", width: Int) throws -> BinaryRun {
    try BinaryRun.run(
      arguments, input: input, home: home,
      environment: [
        "SWIFTDRILL_BUNDLED": BinaryRun.fixtures.appendingPathComponent("course").path, "COLUMNS": "\(width)",
      ])
  }

  /// The lines inside the fixture course's code fences: code is never wrapped.
  static let codeLines: Set<String> = {
    let course = BinaryRun.fixtures.appendingPathComponent("course")
    var lines: Set<String> = []
    for folder in ["questions", "lessons"] {
      let url = course.appendingPathComponent(folder)
      for name in (try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? [] {
        guard let text = try? String(contentsOf: url.appendingPathComponent(name), encoding: .utf8) else {
          continue
        }
        var inFence = false
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
          if line.hasPrefix("```") {
            inFence.toggle()
          } else if inFence {
            lines.insert(line.trimmingCharacters(in: .whitespaces))
          }
        }
      }
    }
    return lines
  }()

  static func expectLaidOut(
    _ run: BinaryRun, width: Int, phrases: [String] = [],
    sourceLocation: Testing.SourceLocation = #_sourceLocation
  ) {
    let overflows = LineWidths.overflows(in: run.stdout, width: width, verbatim: codeLines)
    #expect(overflows.isEmpty, "\(overflows)", sourceLocation: sourceLocation)
    for phrase in phrases {
      #expect(
        LineWidths.cutWords(of: phrase, in: run.stdout).isEmpty, "\(phrase) in \(run.stdout)",
        sourceLocation: sourceLocation)
    }
  }

  @Test(arguments: [40, 60, 110])
  func theWelcomeLineWraps(width: Int) throws {
    let repl = try run([], input: "quit\n", width: width)
    Self.expectLaidOut(
      repl, width: width,
      phrases: ["Swift interview drills, lessons and games.", "lessons, play bullseye or help."])
    expectContains(repl.flowingStdout, "Try quiz --level beginner, lessons, play bullseye or help.")
    // Piped, the keys of a terminal are not offered (session 44's tryout).
    expectNotContains(repl.flowingStdout, "Tab completes")
    expectNotContains(repl.stdout, "`")
  }

  @Test(arguments: [40, 60, 110])
  func aWrongChoiceShowsTheRightAnswerRendered(width: Int) throws {
    let quiz = try run(
      ["quiz", "--pack", "basics", "--type", "choice", "--seed", "1"], input: "b\n\n", width: width)
    Self.expectLaidOut(quiz, width: width, phrases: ["Right answer: a) let"])
    expectContains(quiz.stdout, "Right answer: a) let\n")
    expectNotContains(quiz.stdout, "`")
  }

  /// `:help` inside a question: each command's effect wraps under its own column, never back to
  /// column 0 (session 43's tryout at 50 columns).
  @Test(arguments: [40, 50, 110])
  func helpInAQuestionWrapsUnderItsDescriptions(width: Int) throws {
    let quiz = try run(
      ["quiz", "--pack", "basics", "--type", "choice", "--seed", "1"], input: ":help\n:quit\n", width: width)
    expectEqual(quiz.status, 0, "\(quiz.stderr)")
    let lines = quiz.stdout.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    let first = try #require(lines.firstIndex { $0.hasPrefix(":hint ") }, "\(quiz.stdout)")
    let last = try #require(lines.firstIndex { $0.hasPrefix(":quit ") }, "\(quiz.stdout)")
    let table = lines[first...last]
    let column = lines[first].prefix { $0 != "s" }.count  // "show the next hint"
    expectEqual(column, 9, "\(table)")
    for line in table {
      expectTrue(line.displayWidth <= width, "\(line)")
      // A continuation starts at the descriptions' column; only a command starts at 0.
      expectTrue(line.hasPrefix(":") || line.hasPrefix(String(repeating: " ", count: column)), "\(table)")
    }
    if width < 110 { expectTrue(table.count > 6, "\(table)") }
  }

  @Test(arguments: [40, 60, 110])
  func aLessonNamesWhatItBuildsOnAndLabelsItsOutput(width: Int) throws {
    let lessons = home.appendingPathComponent("lessons")
    try FileManager.default.createDirectory(at: lessons, withIntermediateDirectories: true)
    try """
    ---
    id: second-steps-with-values
    title: Second steps with values, variables and the constants that keep code safe
    level: beginner
    order: 2
    requires: [first]
    ---

    More about values.

    ## Printing what a program computes, one line after another

    ```swift
    print("Hello")
    ```

    ```output
    Hello
    ```
    """.write(to: lessons.appendingPathComponent("02-second.md"), atomically: true, encoding: .utf8)
    let lesson = try run(["lesson", "second-steps-with-values"], input: "\nq\n", width: width)
    Self.expectLaidOut(
      lesson, width: width,
      phrases: [
        "Note: this lesson builds on A first lesson (first), not done yet.",
        "Second steps with values, variables and the constants that keep code safe",
        "Printing what a program computes, one line after another",
      ])
    expectContains(lesson.stdout, "  │ Hello\n")
  }

  @Test(arguments: [40, 60, 110])
  func bullseyeAndStatsWrap(width: Int) throws {
    // A whole game of 10 rounds: only a finished game is recorded, and stats shows its score.
    let game = try run(
      ["play", "bullseye", "--seed", "3"], input: "i\n" + String(repeating: "50\n", count: 10) + "q\n",
      width: width)
    Self.expectLaidOut(game, width: width, phrases: [BullseyeEngine.aboutText])
    let stats = try run(["stats"], width: width)
    Self.expectLaidOut(stats, width: width, phrases: ["Reviews, last 30 days (0 in all; · = none)"])
  }

  @Test(arguments: [40, 60, 110])
  func theInterviewIntroWraps(width: Int) throws {
    let interview = try run(["interview", "--minutes", "6", "--seed", "1"], input: "", width: width)
    Self.expectLaidOut(
      interview, width: width,
      phrases: [
        "Answer as you would to an interviewer; each answer is scored as you go, and the report with strengths and gaps comes at the end."
      ])
  }

  /// Every command a learner meets, at 40 columns.
  @Test func everyCommandFitsFortyColumns() throws {
    let width = 40
    let runs: [([String], String)] = [
      ([], "help\nhelp quiz\npacks\nquit\n"), (["--help"], ""), (["help", "lesson"], ""), (["packs"], ""),
      (["lessons"], ""), (["games"], ""),
      (["quiz", "--seed", "1"], "b\n\n1\n3\n.\n\n:skip\n\n:skip\n\n:skip\n\n"),
      (["stats"], ""), (["scores"], ""), (["mistakes"], ""), (["search", "keyword"], ""), (["accepted"], ""),
      (["show", "basics/constant-keyword"], ""), (["show", "basics/loop-output"], ""), (["check"], ""),
      (["lesson", "first"], "\nrun\n\nb\n\n"), (["placement", "--seed", "2"], "b\n\nb\n\n"),
      (["drill", "--seed", "1"], ":skip\n\n:quit\n"), (["doctor"], ""),
      (["play", "guess", "--seed", "1"], "50\n:quit\n"), (["play", "add1", "--seed", "1"], "1234\n:quit\n"),
      (["play", "anagrams", "--seed", "1"], "1\nx\n:skip\nq\n"),
      (["play", "bullseye", "--seed", "1"], "i\n9\ns\nq\n"),
    ]
    for (arguments, input) in runs {
      let result = try run(arguments, input: input, width: width)
      expectTrue(result.stdout.split(separator: "\n").count > 2, "\(arguments): \(result.stderr)")
      let overflows = LineWidths.overflows(in: result.stdout, width: width, verbatim: Self.codeLines)
      expectTrue(overflows.isEmpty, "\(arguments): \(overflows)")
    }
  }
}

/// Session 44's tryout: `project list` at 80 columns went on at column 0 under a project's id.
@Suite(.ownThreads) struct ProjectListWidthTests {
  @Test(arguments: [60, 80])
  func aLongDescriptionGoesOnUnderItself(width: Int) throws {
    let run = try BinaryRun.run(
      ["project", "list"], home: TemporaryHome.make(),
      environment: ["SWIFTDRILL_BUNDLED": BinaryRun.repositoryRoot.path, "COLUMNS": "\(width)"])
    expectEqual(run.status, 0, "\(run.stderr)")
    let lines = run.stdout.split(separator: "\n").map(String.init)
    expectTrue(lines.count > 4, "\(run.stdout)")
    expectTrue(lines.contains { $0.hasPrefix("add1      Add 1:") }, "\(run.stdout)")
    for line in lines {
      expectTrue(line.count <= width, "\(width): \(line)")
      // A row starts with a project's id; a wrapped line, under the description.
      expectTrue(line.hasPrefix("          ") || line.first?.isLetter == true, "\(width): \(line)")
    }
    expectTrue(lines.contains { $0.hasPrefix("          ") }, "something wraps at \(width): \(run.stdout)")
  }
}
