import DrillKitTesting
import Foundation
import Testing

@testable import DrillContent
@testable import DrillEvaluation
@testable import DrillProgress
@testable import DrillSessions

/// A lesson page whose program is split over a {module=…} block and the block that
/// imports it: one snippet (session 47's tryout, finding 31: "run 1…2", runs 1 and 2 the same
/// program); `run 1` and `edit 1` compile both, as `check --run` does.
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

  @Test func theModuleAndItsProgramAreOneSnippet() throws {
    let transcript = try play(["", "run 1", "run 2", "q"])
    expectContains(transcript, "module Greetings", "the label names the module block")
    expectContains(transcript, "(run compiles and runs the snippet)", "\(transcript)")
    // Printed once, in the output gutter (the page shows the text once, in the code).
    expectEqual(transcript.components(separatedBy: "│ hello from a module").count - 1, 1, "\(transcript)")
    expectContains(transcript, "This page has one snippet: run it with `run` or `run 1`.")
    expectNotContains(transcript, "Does not compile")
  }

  /// `edit 1` opens the module, then the program.
  @Test func editingTheModuleRunsTheProgramWithTheEditedModule() throws {
    var opened: [String] = []
    let transcript = try play(["", "edit 1", "q"]) { code in
      opened.append(code)
      return code.replacing("hello from a module", with: "edited module")
    }
    expectEqual(opened.count, 2, "\(opened)")
    expectContains(opened.first ?? "", "public func greeting()")
    expectContains(opened.last ?? "", "import Greetings")
    expectContains(transcript, "Editing module Greetings of snippet 1:")
    expectContains(transcript, "Editing the program of snippet 1:")
    expectContains(transcript, "Running your copy of snippet 1…")
    expectContains(transcript, "edited module", "\(transcript)")
  }

  @Test func anErrorInTheModuleIsNamedAfterIt() throws {
    let transcript = try play(["", "edit 1", "q"]) { code in
      code.contains("import Greetings") ? code : "public let broken: Int = \"no\"\n"
    }
    expectContains(transcript, "Does not compile:")
    expectContains(transcript, "module Greetings, line 1: cannot convert value", "\(transcript)")
  }
}
