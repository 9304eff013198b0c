import DrillKitTesting
import DrillPresentation
import Foundation
import Testing

@testable import DrillContent
@testable import DrillEvaluation
@testable import DrillProgress
@testable import DrillSessions

/// A snippet that reads input (session 44's tryout: `run` gave it none, so `readLine()` met the
/// end of input at once): `run N` asks for its lines first and the program reads them.
@Suite(.ownThreads) struct LessonPlayerInputTests {
  let folder: TemporaryFolder
  let store: ProgressStore

  init() throws {
    folder = try TemporaryFolder()
    store = try ProgressStore(url: folder.database)
  }

  static let lesson = Lesson(
    id: "echo", title: "Echo", level: .beginner, order: 1, intro: "Welcome.",
    pages: [
      LessonPage(
        title: "Reading",
        content: .text(
          "```swift\nwhile let line = readLine() {\n  print(\"echo: \\(line)\")\n}\nprint(\"done\")\n```\n"
            + "\n```swift\nprint(\"no input here\")\n```\n"),
        line: 5)
    ], path: "echo.md")

  func play(_ inputs: [ConsoleInput], interactive: Bool = true) throws -> (ScriptedConsole, String) {
    let runner = try CodeRunner(environment: ProcessInfo.processInfo.environment, paths: nil)
    let (context, console) = SessionFixtures.context(
      inputs: inputs, store: store, interactive: interactive, mode: .lesson)
    _ = LessonPlayer(context: context, lesson: Self.lesson, course: [Self.lesson], runner: runner).run()
    return (console, console.transcript)
  }

  /// A page or snippet number past `Int` is out of range like any other (session 52's tryout,
  /// finding 14): not an unknown key, and `run` does not run snippet 1 with it as its argument.
  @Test func numbersPastIntAreOutOfRange() throws {
    let big = "99999999999999999999"
    let (_, transcript) = try play([
      .line(""), .line("run \(big)"), .line("edit \(big)"), .line("g \(big)"), .line("g -\(big)"), .line("q"),
    ])
    expectEqual(transcript.components(separatedBy: "This page has snippets 1 to 2.").count, 3)
    expectEqual(transcript.components(separatedBy: "Pages go from 1 to 2.").count, 3)
    expectNotContains(transcript, "Unknown key")
    expectNotContains(transcript, "Running snippet 1")
  }

  /// Typed, a line holding only `.` ends the input and an empty line is a line of it: lesson 02
  /// teaches that `readLine()` returns "" for one (session 45 ended the input there).
  @Test func theLinesTypedBeforeADotAreTheProgramsInputEmptyOnesToo() throws {
    let (console, transcript) = try play([
      .line(""), .line("run 1"), .line("hello"), .line(""), .line("two words"), .line("."), .line("q"),
    ])
    expectContains(transcript, "(run 1…2 compiles and runs the snippets, asking for the input first)")
    expectContains(
      console.flowingTranscript,
      "This program reads input: type its lines (an empty line is a line too; a line holding only . or Ctrl-D "
        + "ends them, Ctrl-C cancels).")
    expectContains(transcript, "input> hello\ninput> \ninput> two words\ninput> .\nRunning snippet 1…")
    expectContains(transcript, "  │ echo: hello\n  │ echo: \n  │ echo: two words\n")
    expectContains(transcript, "done")
    expectEqual(console.remainingInputs, [])
  }

  /// Ctrl-D ends the input as `.` does; the lesson's prompt comes back after the run.
  @Test func endOfInputEndsTheLinesAndTheProgramRuns() throws {
    let (_, transcript) = try play([.line(""), .line("run"), .line("only"), .endOfInput, .line("q")])
    expectContains(transcript, "echo: only\n")
    expectContains(transcript, "Saved at page 2")
  }

  @Test func ctrlCCancelsTheRun() throws {
    let (_, transcript) = try play([.line(""), .line("run 1"), .line("typed"), .interrupt, .line("q")])
    expectContains(transcript, "Not run.")
    expectNotContains(transcript, "Running snippet 1")
    expectNotContains(transcript, "echo: typed")
    expectContains(transcript, "Saved at page 2")
  }

  /// A snippet that does not read input runs at once, as before: the next line is the lesson's.
  @Test func aSnippetWithoutReadLineAsksForNothing() throws {
    let (_, transcript) = try play([.line(""), .line("run 2"), .line("q")])
    expectNotContains(transcript, "input>")
    expectContains(transcript, "no input here")
    expectContains(transcript, "Saved at page 2")
  }

  /// Piped input: the program's lines are the next piped lines, up to an empty one (as documented
  /// since session 45) or one holding only `.`.
  @Test func pipedLinesAreTheProgramsInput() throws {
    let (_, transcript) = try play(
      [.line(""), .line("run"), .line("piped"), .line(""), .line("q")], interactive: false)
    expectContains(transcript, "echo: piped\n")
    expectContains(transcript, "Saved at page 2")
  }

  @Test func aPipedDotEndsTheProgramsInputToo() throws {
    let (_, dotted) = try play(
      [.line(""), .line("run"), .line("piped"), .line("."), .line("q")], interactive: false)
    expectContains(dotted, "echo: piped\n")
    expectNotContains(dotted, "echo: .")
    expectContains(dotted, "Saved at page 2")
  }
}
