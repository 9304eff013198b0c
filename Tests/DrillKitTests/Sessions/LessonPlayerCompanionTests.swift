import DrillKitTesting
import Foundation
import Testing

@testable import DrillContent
@testable import DrillEvaluation
@testable import DrillProgress
@testable import DrillSessions

/// A lesson page whose program is split over a {module=…} block and the block that
/// imports it: `run N` and `edit N` on either block compile both, as `check --run` does.
@Suite(.ownThreads) struct LessonPlayerCompanionTests {
  let folder: TemporaryFolder
  let store: ProgressStore

  init() throws {
    folder = try TemporaryFolder()
    store = try ProgressStore(url: folder.database)
  }

  static let lesson = Lesson(
    id: "modules", title: "Modules", level: .intermediate, order: 1, intro: "Welcome.",
    pages: [
      LessonPage(
        title: "Two modules",
        content: .text(
          "```swift {module=Greetings}\npublic func greeting() -> String { \"hello from a module\" }\n```\n\n"
            + "```swift\nimport Greetings\nprint(greeting())\n```\n"),
        line: 5)
    ], path: "modules.md")

  func play(_ lines: [String], edit: ((String) -> String?)? = nil) throws -> String {
    let runner = try CodeRunner(environment: ProcessInfo.processInfo.environment, paths: nil)
    let (context, console) = SessionFixtures.context(
      lines: lines, store: store, interactive: edit != nil, mode: .lesson, editCode: edit)
    _ = LessonPlayer(context: context, lesson: Self.lesson, course: [Self.lesson], runner: runner).run()
    return console.transcript
  }

  @Test func runningEitherBlockCompilesTheModuleAndTheProgram() throws {
    let transcript = try play(["", "run 1", "run 2", "q"])
    expectContains(transcript, "module Greetings", "the label names the module block")
    // Printed twice, in the output gutter (the page shows the text once, in the code).
    expectEqual(transcript.components(separatedBy: "│ hello from a module").count - 1, 2, "\(transcript)")
    expectNotContains(transcript, "Does not compile")
  }

  @Test func editingTheModuleRunsTheProgramWithTheEditedModule() throws {
    let transcript = try play(["", "edit 1", "q"]) { code in
      code.replacing("hello from a module", with: "edited module")
    }
    expectContains(transcript, "Running your copy of snippet 1…")
    expectContains(transcript, "edited module", "\(transcript)")
  }

  @Test func anErrorInTheModuleIsNamedAfterIt() throws {
    let transcript = try play(["", "edit 1", "q"]) { _ in "public let broken: Int = \"no\"\n" }
    expectContains(transcript, "Does not compile:")
    expectContains(transcript, "module Greetings, line 1: cannot convert value", "\(transcript)")
  }
}
