import DrillContent
import DrillKitTesting
import DrillProgress
import Foundation
import Testing

@testable import swiftdrill

/// Session 50: the product gaps session 49's closing note left, through the built binary: a
/// drill's intro beside another drill (gap 1), `--level any` everywhere a level is taken (gap 3),
/// `check` of a huge one-character text (gap 4).
@Suite(.ownThreads) struct PolishFiftyEndToEndTests {
  let home = TemporaryHome.make()

  /// Gap 1: a drill started while another drill shows a new question said "3 new" of a day of 3,
  /// asked two and said the day's new questions were taken. It counts what it can claim and says
  /// that a drill running now holds the other.
  @Test func aDrillBesideAnotherCountsWhatItCanClaim() throws {
    let first = try WaitingRun(["drill", "--new-per-day", "3"], home: home, until: "Question 1")
    defer { first.end() }
    // The first drill shows its first new question, claimed, and waits for its answer.
    expectContains(first.shown, "Drill: 0 due reviews, 3 new")
    // Session 51: the first drill claimed its three as it began (its intro counts what it holds):
    // the day's three are its own, and a drill beside it says so.
    let second = try BinaryRun.run(["drill"], home: home)
    expectContains(
      second.flowingStdout, "today's 3 new questions: 3 held by another drill running now",
      "\(second.stdout)")
    // Session 51's review (D1): none was answered: not "done", and `due` and the REPL's greeting
    // name the held ones rather than "0 new available" alone.
    expectNotContains(second.flowingStdout, "done", "\(second.stdout)")
    let due = try BinaryRun.run(["due"], home: home)
    expectContains(
      due.flowingStdout, "0 reviews due, 0 new available, 3 held by a drill running now", "\(due.stdout)")
    let greeting = try BinaryRun.run([], input: "quit\n", home: home)
    expectContains(
      greeting.flowingStdout, "0 reviews due, 0 new available, 3 held by a drill running now",
      "\(greeting.stdout)")
    // With a day of 4, one is left for it.
    let wider = try BinaryRun.run(["drill", "--new-per-day", "4"], home: home)
    expectContains(
      wider.flowingStdout,
      "Drill: 0 due reviews, 1 new (3 of today's new questions are held by another drill running now)",
      "\(wider.stdout)")
    expectNotContains(wider.stdout, "are taken")
    try first.input.fileHandleForWriting.close()
    first.process.waitUntilExit()
    // That drill has ended: its claims with it.
    let third = try BinaryRun.run(["drill"], home: home)
    expectContains(third.stdout, "Drill: 0 due reviews, 4 new")
    expectNotContains(third.stdout, "held by")
  }

  /// Gap 3: `--level any` worked in quiz and drill, not in `interview` (nor `export --anki`), and
  /// neither Tab completion nor the help offered it. Every command taking a level takes it.
  @Test func levelAnyIsTakenWhereverALevelIs() throws {
    let store = try ProgressStore(url: home.appendingPathComponent("progress.sqlite"))
    try store.settings.setPlacementLevel(.advanced)
    let interview = try BinaryRun.run(
      ["interview", "--level", "any", "--count", "2", "--seed", "3"], input: "x\n", home: home)
    expectEqual(interview.status, 0, "\(interview.stderr)")
    expectContains(interview.stdout, "Mock interview — every level")
    expectNotContains(interview.stdout, "from your placement test")
    expectContains(interview.flowingStdout, "Verdict not ready yet:", "\(interview.stdout)")
    let all = try BinaryRun.run(["interview", "--level", "ALL", "--count", "1"], home: home)
    expectContains(all.stdout, "Mock interview — every level")

    let bad = try BinaryRun.run(["interview", "--level", "expert"], home: home)
    expectEqual(bad.status, 2)
    expectContains(bad.stderr, "one of beginner, intermediate, advanced, any")

    let every = home.appendingPathComponent("every.apkg").path
    let any = try BinaryRun.run(["export", "--anki", every, "--level", "any"], home: home)
    let whole = try BinaryRun.run(["export", "--anki", every, "--force"], home: home)
    expectEqual(any.status, 0, "\(any.stderr)")
    expectContains(any.stdout, "Wrote \(every): ")
    expectEqual(any.stdout, whole.stdout)

    for command in ["quiz", "drill", "interview", "export"] {
      let help = try BinaryRun.run([command, "--help"], home: home)
      expectContains(help.flowingStdout, "any", "\(command)")
      let offered = Completer().candidates(before: "\(command) --level ", word: "a")
      expectEqual(
        Set(offered.map { $0.trimmingCharacters(in: .whitespaces) }), ["advanced", "any"], "\(command)")
    }
    let interviewHelp = try BinaryRun.run(["interview", "--help"], home: home)
    expectContains(
      interviewHelp.flowingStdout, "beginner, intermediate, advanced or any: the level to interview for")
    let exportHelp = try BinaryRun.run(["export", "--help"], home: home)
    expectContains(exportHelp.flowingStdout, "only questions of this level (any: every level)")
  }

  /// Gap 4: an Answer and a key point of one letter under 150,000 stacked accents (300 KB, one
  /// character) held `check` seconds (1 MB: 8.6 s, debug), every step of the grader normalising the
  /// one huge word. Such a text, longer than any learner's answer is graded (`AnswerCut.bytes`), is
  /// an error at its line, and the question's points are not audited.
  @Test func checkRefusesATextLongerThanAnAnswerIsGradedAtItsLine() throws {
    let folder = home.appendingPathComponent("huge")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let marks = "a" + String(repeating: "\u{301}", count: 150_000)
    let emoji = String(repeating: "😀", count: 12_000)
    let pack = """
      ---
      id: huge
      title: Huge
      level: beginner
      kind: verbal
      tags: [optionals]
      ---

      # Huge

      ## Stacked
      id: stacked
      level: beginner
      tags: optionals

      What is an optional?

      ### Answer
      \(marks)

      ### Key points
      - \(marks)

      ## Faces
      id: faces
      level: beginner
      tags: optionals

      What is an optional?

      ### Answer
      An optional holds a value or nil.

      ### Key points
      - An optional holds a value or nil
        - wrong: \(emoji)

      """
    let file = folder.appendingPathComponent("huge.md")
    try pack.write(to: file, atomically: true, encoding: .utf8)
    let check = try BinaryRun.run(["check", folder.path], home: home)
    expectEqual(check.status, 1, "\(check.stdout)\(check.stderr)")
    let said = check.stdout + check.stderr
    expectContains(
      said,
      "\(file.path):18:1: error: the model Answer of `stacked` is 300,001 bytes, more than the 40,000 of a "
        + "learner's answer that are graded: no answer can say it, and grading it is slow; shorten it (the key "
        + "points of this question are not audited until then)")
    expectContains(
      said, "\(file.path):22:3: error: key point 1 of `stacked` is 300,001 bytes, more than the 40,000")
    expectContains(
      said, "\(file.path):36:5: error: a `wrong:` line of key point 1 of `faces` is 48,000 bytes")
    expectContains(said, "3 errors")
    // The Answer's error is at its `### Answer` line, not the question's heading (session 50's review, F6).
    expectNotContains(said, "\(file.path):11:1:")
    // Texts of the answers' size are audited as before.
    let small = pack.replacingOccurrences(of: marks, with: "An optional holds a value or nil.")
      .replacingOccurrences(of: emoji, with: "An optional never holds nil")
    try small.write(to: file, atomically: true, encoding: .utf8)
    let fine = try BinaryRun.run(["check", folder.path], home: home)
    expectEqual(fine.status, 0, "\(fine.stdout)\(fine.stderr)")
  }
}
