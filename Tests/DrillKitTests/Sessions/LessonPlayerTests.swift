import DrillKitTesting
import DrillPresentation
import Foundation
import Testing

@testable import DrillContent
@testable import DrillEvaluation
@testable import DrillProgress
@testable import DrillScheduling
@testable import DrillSessions
@testable import DrillSupport

@Suite(.ownThreads) struct LessonPlayerTests {
  let folder: TemporaryFolder
  let store: ProgressStore

  init() throws {
    folder = try TemporaryFolder()
    store = try ProgressStore(url: folder.database)
  }

  static let check = Question(
    localID: "pick", packID: "basics", title: "Which keyword makes a constant?", shuffle: false,
    prompt: "Pick the keyword.",
    choices: [Choice(text: "`let`", correct: true), Choice(text: "`var`", correct: false)])

  static let lesson = Lesson(
    id: "basics", title: "Basics", level: .beginner, order: 2, requires: ["setup"], intro: "Welcome.",
    pages: [
      LessonPage(
        title: "Printing", content: .text("Run this:\n\n```swift\nprint(\"hi from a snippet\")\n```\n"),
        line: 5),
      LessonPage(
        title: "Broken", content: .text("```swift {fails}\nlet x: Int = \"no\"\n```\n"), line: 12),
      LessonPage(title: "Check", content: .check(check), line: 20),
    ], path: "basics.md")

  func play(_ lines: [String], runner: CodeRunner? = nil) -> (LessonPlayer.Ending, String) {
    let (context, console) = SessionFixtures.context(lines: lines, store: store, mode: .lesson)
    let player = LessonPlayer(context: context, lesson: Self.lesson, course: [Self.lesson], runner: runner)
    return (player.run(), console.transcript)
  }

  @Test func pagesGoForwardBackAndToANumber() {
    let (ending, transcript) = play(["", "p", "p", "g 9", "g 3", "q"])
    expectEqual(ending, .left)
    expectContains(transcript, "— 1/4 Introduction")
    expectContains(transcript, "— 2/4 Printing")
    expectContains(transcript, "This is the first page.")
    expectContains(transcript, "Pages go from 1 to 4.")
    expectContains(transcript, "— 3/4 Broken")
    expectContains(transcript, "Saved at page 3")
  }

  @Test func unmetRequirementsAreNamed() {
    let (_, transcript) = play(["q"])
    expectContains(transcript, "Note: this lesson builds on setup, not done yet.")
  }

  @Test func theLessonResumesAtTheLastPageSeen() throws {
    _ = play(["", "", "q"])
    try expectEqual(store.lessons.lessonProgress(for: "basics")?.lastPage, 2)
    let (_, transcript) = play(["q"])
    expectContains(transcript, "Resuming at page 3.")
    expectContains(transcript, "— 3/4 Broken")
    expectNotContains(transcript, "— 1/4")
  }

  /// A lesson rewritten after the learner left it: a page inserted before theirs and two
  /// moved. They resume at the page they were reading, found by its title.
  @Test func theLessonResumesAtTheSamePageAfterItsPagesMoved() throws {
    _ = play(["", "", "q"])
    var rewritten = Self.lesson
    rewritten.pages = [
      LessonPage(title: "Why constants", content: .text("New page."), line: 3),
      Self.lesson.pages[2], Self.lesson.pages[0], Self.lesson.pages[1],
    ]
    let (context, console) = SessionFixtures.context(lines: ["q"], store: store, mode: .lesson)
    _ = LessonPlayer(context: context, lesson: rewritten, course: [rewritten], runner: nil).run()
    expectContains(console.transcript, "Resuming at page 5.", "\(console.transcript)")
    expectContains(console.transcript, "— 5/5 Broken")
    let progress = try #require(try store.lessons.lessonProgress(for: "basics"))
    expectTrue(progress.lastPage == 4 && progress.lastPageTitle == "Broken")
  }

  @Test func checksAreAskedRecordedAndTheLessonFinishes() throws {
    let (ending, transcript) = play(["g 4", "a", ""])
    expectEqual(ending, .finished)
    expectContains(transcript, "✓ Right")
    expectContains(transcript, "✓ Lesson done: Basics")
    let progress = try #require(try store.lessons.lessonProgress(for: "basics"))
    expectEqual(progress.checksPassed, ["pick"])
    expectTrue(progress.doneAt != nil)
    try expectEqual(store.reviews.memory(for: "basics/pick")?.reps, 1)
  }

  @Test func theEndScoresTheLessonsChecks() {
    let (_, right) = play(["g 4", "a", ""])
    expectContains(right, "Checks: 1 of 1 passed\n")
    expectNotContains(right, "to try again")
  }

  /// A missed check's way back is said with the lesson's name and the page: the end is shown at
  /// the `swiftdrill>` prompt, where `g N` alone is no command (session 45's tryout, finding 13).
  @Test func theEndNamesTheWayBackToAMissedCheck() {
    let (_, wrong) = play(["", "", "", "b", ""])
    expectContains(wrong, "Checks: 0 of 1 passed (to try again: lesson basics, then g 4)")
  }

  /// Ctrl-C leaves as `q` does and says where the lesson resumes, at a page and in a check
  /// (session 45's tryout, finding 20: it left without a word).
  @Test(arguments: [[ConsoleInput.interrupt], [.line("g 4"), .interrupt]])
  func ctrlCSaysWhereTheLessonResumes(inputs: [ConsoleInput]) {
    let console = ScriptedConsole(inputs: inputs)
    let context = StudyContext(
      console: console, clock: .fixed(SessionFixtures.now), store: store,
      scheduler: Scheduler().fuzzing(false),
      evaluator: Evaluator(lexicon: .bundled), generator: SeededGenerator(seed: 1), mode: .lesson)
    let player = LessonPlayer(context: context, lesson: Self.lesson, course: [Self.lesson], runner: nil)
    expectEqual(player.run(), .interrupted)
    let page = inputs.count == 1 ? 1 : 4
    expectContains(console.transcript, "Saved at page \(page); 'lesson basics' resumes here.")
  }

  /// Session 43's tryout: a learner who passed a check and left at the page's prompt was asked it
  /// again on resuming. The check is shown as passed; `g N` to it asks it again.
  @Test func resumingOnAPassedCheckDoesNotAskItAgain() throws {
    _ = play(["g 4", "a", "q"])
    try expectEqual(store.reviews.reviewCount(), 1)
    let (ending, transcript) = play(["", ""])
    expectEqual(ending, .finished)
    expectContains(transcript, "Resuming at page 4.")
    expectContains(transcript, "You passed this check earlier. Enter goes on; g 4 asks it again.")
    expectNotContains(transcript, "Pick the keyword.")
    try expectEqual(store.reviews.reviewCount(), 1)
    let (_, again) = play(["g 4", "b", ""])
    expectContains(again, "Pick the keyword.")
    try expectEqual(store.reviews.reviewCount(), 2)
  }

  /// Session 44's tryout: a passed check reached again with `p` (or Enter) was asked again, and the
  /// Enter meant to page on was graded. It is shown as passed, with its answer; Enter goes on.
  @Test func aPassedCheckReachedByPagingIsShownWithItsAnswer() throws {
    let (ending, transcript) = play(["g 4", "a", "p", "", ""])
    expectEqual(ending, .finished, "\(transcript)")
    expectContains(transcript, "You passed this check earlier. Enter goes on; g 4 asks it again.")
    expectContains(transcript, "Right answer: a) let")
    try expectEqual(store.reviews.reviewCount(), 1)
  }

  /// A lesson's short check: an Enter at its prompt is not a miss; the check is asked again.
  @Test func anEnterAtAShortCheckIsNotAMiss() throws {
    let short = Question(
      localID: "nil-check", packID: "basics", title: "A random element of nothing",
      prompt: "What comes back?",
      accept: ["nil"])
    var lesson = Self.lesson
    lesson.pages = [LessonPage(title: "Nothing", content: .check(short), line: 3)]
    let (context, console) = SessionFixtures.context(lines: ["", "", "nil", ""], store: store, mode: .lesson)
    let ending = LessonPlayer(context: context, lesson: lesson, course: [lesson], runner: nil).run()
    expectEqual(ending, .finished, "\(console.transcript)")
    expectNotContains(console.transcript, "✗ Not quite")
    try expectEqual(store.reviews.reviewCount(), 1)
    try expectEqual(store.lessons.lessonProgress(for: "basics")?.checksPassed, ["nil-check"])
  }

  /// A check answered wrong and left is asked again on resuming: it was not passed.
  @Test func resumingOnAFailedCheckAsksItAgain() throws {
    _ = play(["g 4", "b", "q"])
    let (_, transcript) = play(["q"])
    expectContains(transcript, "Resuming at page 4.")
    expectContains(transcript, "Pick the keyword.")
    expectNotContains(transcript, "You passed this check earlier.")
  }

  /// Session 46's tryout (finding 10): resumed onto a check, the learner typed `g 3` at its prompt
  /// and it was graded as a miss. A page command as the first line of a check's answer is run as
  /// that command, nothing recorded, and the check's screen names the ways out.
  @Test(arguments: [("g 2", "— 2/4 Printing", 2), ("p", "— 3/4 Broken", 3)])
  func aPageCommandAtACheckIsTakenNotGraded(line: String, page: String, saved: Int) throws {
    let (ending, transcript) = play(["g 4", line, "q"])
    expectEqual(ending, .left)
    expectContains(transcript, "A check: answer it, or :skip to see the answer. p, g N and q work here")
    expectContains(transcript, page)
    expectNotContains(transcript, "✗ Not quite")
    expectContains(transcript, "Saved at page \(saved);")
    try expectEqual(store.reviews.reviewCount(), 0)
  }

  /// A check whose output really starts with `p` is graded, not taken as the page command.
  @Test func aPageCommandThatIsTheChecksAnswerIsGraded() throws {
    let output = Question(
      localID: "p-out", packID: "basics", title: "What does it print?",
      prompt: "```swift\nprint(\"p\")\n```", output: "p")
    var lesson = Self.lesson
    lesson.pages = [LessonPage(title: "Print p", content: .check(output), line: 3)]
    let (context, console) = SessionFixtures.context(lines: ["", "p", ".", ""], store: store, mode: .lesson)
    let ending = LessonPlayer(context: context, lesson: lesson, course: [lesson], runner: nil).run()
    expectEqual(ending, .finished, "\(console.transcript)")
    expectContains(console.transcript, "✓")
    try expectEqual(store.reviews.reviewCount(), 1)
  }

  /// Session 46's tryout (finding 10b): the check's screen names `:hint` where the check has one
  /// (and not where `:hint` would only say there is none).
  @Test func aCheckWithAHintNamesItAmongTheWaysOut() throws {
    var hinted = Question(
      localID: "p-out", packID: "basics", title: "What does it print?",
      prompt: "```swift\nprint(\"p\")\n```", output: "p")
    hinted.hints = ["It prints one letter."]
    var lesson = Self.lesson
    lesson.pages = [LessonPage(title: "Print p", content: .check(hinted), line: 3)]
    let (context, console) = SessionFixtures.context(lines: ["", ":skip", ""], store: store, mode: .lesson)
    _ = LessonPlayer(context: context, lesson: lesson, course: [lesson], runner: nil).run()
    expectContains(
      console.flowingTranscript,
      "A check: answer it, :hint for a hint, or :skip to see the answer. p, g N and q work here")
    let (_, plain) = play(["g 4", "q"])
    expectNotContains(plain, ":hint")
  }

  /// Ctrl-D (the end of input) at a page's prompt says where the lesson resumes, as `q` and Ctrl-C
  /// do (session 46's tryout, finding 21).
  @Test func endOfInputSaysWhereTheLessonResumes() {
    let (ending, transcript) = play(["g 3"])
    expectEqual(ending, .endOfInput)
    expectContains(transcript, "Saved at page 3; 'lesson basics' resumes here.")
  }

  @Test(arguments: ["q", ":quit"])
  func leavingInACheckSavesThePageAsOnAPage(line: String) throws {
    let (ending, transcript) = play(["g 4", line])
    expectEqual(ending, .left)
    expectContains(transcript, "Saved at page 4; 'lesson basics' resumes here.")
    try expectEqual(store.reviews.reviewCount(), 0)
  }

  @Test func editRunsTheLearnersEditedCopyOfASnippet() throws {
    let runner = try CodeRunner(environment: ProcessInfo.processInfo.environment, paths: nil)
    let seen = EditorLog()
    let edit: (String) -> String? = { code in
      seen.opened.append(code)
      return "print(\"edited by me\")"
    }
    let (context, console) = SessionFixtures.context(
      lines: ["", "edit", "q"], store: store, interactive: true, mode: .lesson, editCode: edit)
    let player = LessonPlayer(context: context, lesson: Self.lesson, course: [Self.lesson], runner: runner)
    _ = player.run()
    expectEqual(seen.opened, ["print(\"hi from a snippet\")"])
    expectContains(console.transcript, "Running your copy of snippet 1…")
    expectContains(console.transcript, "edited by me")
  }

  @Test func editWithoutAnEditorSaysWhatItNeeds() {
    let (_, transcript) = play(["", "edit", "q"])
    expectContains(transcript, "edit needs a terminal (and $VISUAL or $EDITOR for an editor).")
  }

  @Test func unknownKeysExplainThemselves() {
    let (_, transcript) = play(["jump", "run", "q"])
    expectContains(transcript, "Unknown key \"jump\"")
    expectContains(transcript, "This page has no Swift snippet to run.")
  }

  @Test(arguments: [
    ("", LessonPlayer.Command.next), ("n", .next), ("p", .previous), ("g 3", .go(3)),
    ("g x", .unknown("g x")),
    ("run", .run(nil)), ("run 2", .run(2)), ("q", .quit), ("?", .help), ("edit", .edit(nil)),
    ("edit 2", .edit(2)),
    // Session 50's tryout (finding 16): words after the snippet's number reach the program as typed.
    ("run 1 7", .run(1, arguments: ["7"])), ("run 2 Ada b", .run(2, arguments: ["Ada", "b"])),
    ("run Ada", .run(nil, arguments: ["Ada"])),
    // Session 52's tryout (finding 14): a number past `Int` is one out of range, not a word.
    ("g 99999999999999999999", .go(.max)), ("edit 99999999999999999999", .edit(.max)),
    ("run 99999999999999999999 a", .run(.max, arguments: ["a"])), ("g -99999999999999999999", .go(.min)),
  ])
  func commandsParse(line: String, expected: LessonPlayer.Command) {
    expectEqual(LessonPlayer.Command(line), expected)
  }

  @Test func runCompilesAndRunsTheSnippetOrShowsTheCompilerMessage() throws {
    let runner = try CodeRunner(environment: ProcessInfo.processInfo.environment, paths: nil)
    let (_, transcript) = play(["", "run", "run 2", "", "run", "q"], runner: runner)
    expectContains(transcript, "hi from a snippet")
    expectContains(transcript, "This page has one snippet: run it with `run` or `run 1`.")
    expectContains(transcript, "Does not compile, as the lesson says:")
    // The message quotes the line it names (session 47's tryout, finding 31).
    expectContains(transcript, "line 1 (let x: Int = \"no\"): cannot convert")
  }
}

/// What an editor stand-in was opened with.
private final class EditorLog: @unchecked Sendable {
  var opened: [String] = []
}
